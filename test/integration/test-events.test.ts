// Simulator events are tests: they play on the overlays and move the goal bars, but never take the
// top-tip crown from a real supporter, and "Clear test events" takes them all out again.
import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { CarouselQueues, QueueKind } from '../../core/carousel/carousel-queues';
import type { ProgressBarType } from '../../core/progress/progress-settings';
import {
  channelEventNotifications,
  channelEventRows,
  deliverNotification,
  openEventsOverlay,
  type StreamerFixture,
  streamerFixture,
} from './live-events-fixture';
import { origin } from './session-helpers';

const simulate = (streamer: StreamerFixture, event: Record<string, unknown>) =>
  streamer.api('POST', '/api/simulator/event', event);

/** The carousel queues a newly opened overlay is greeted with. */
async function queuesNow(streamer: StreamerFixture): Promise<CarouselQueues> {
  const overlay = await openEventsOverlay(streamer.overlayKey);
  const queues = await overlay.nextQueues();
  overlay.close();
  return queues;
}

const amountOf = async (streamer: StreamerFixture, type: ProgressBarType) => {
  const response = await exports.default.fetch(
    `${origin}/api/overlay/${streamer.overlayKey}/progress?type=${type}`,
  );
  return ((await response.json()) as { amount: number }).amount;
};

const allItems = (queues: CarouselQueues) =>
  (Object.keys(queues) as QueueKind[]).flatMap((kind) => [
    ...queues[kind].queue,
    ...(queues[kind].last ? [queues[kind].last] : []),
  ]);

async function realCheer(streamer: StreamerFixture) {
  const { cheer } = channelEventNotifications(streamer);
  expect((await deliverNotification(cheer.type, cheer.condition, cheer.event)).status).toBe(204);
}

async function realFollow(streamer: StreamerFixture) {
  const { follow } = channelEventNotifications(streamer);
  expect((await deliverNotification(follow.type, follow.condition, follow.event)).status).toBe(204);
}

describe('test events', () => {
  it('are marked as tests in the queues and the event log', async () => {
    const streamer = await streamerFixture();
    await simulate(streamer, { type: 'follow', user: 'Tester' });
    await realFollow(streamer);
    const follows = (await queuesNow(streamer)).follows.queue;
    expect(follows.map((item) => [item.name, item.isTest])).toEqual([
      ['Follower', false],
      ['Tester', true],
    ]);
    const rows = await env.DB.prepare(
      'SELECT user_name, is_test FROM channel_events WHERE streamer_id = ? ORDER BY user_name',
    )
      .bind(streamer.streamerId)
      .all();
    expect(rows.results).toEqual([
      { user_name: 'Follower', is_test: 0 },
      { user_name: 'Tester', is_test: 1 },
    ]);
  });

  it('a test tip never takes the crown from a real cheer; a test top shows only while there is no real one', async () => {
    const streamer = await streamerFixture();
    expect(
      (await simulate(streamer, { type: 'tip', user: 'BigTest', amount: 20, currency: 'USD' })).status,
    ).toBe(200);
    expect((await queuesNow(streamer)).top.last).toMatchObject({ name: 'BigTest', isTest: true });

    // A real cheer of 250 bits (2.50) beats a test top of any size.
    await realCheer(streamer);
    expect((await queuesNow(streamer)).top.last).toMatchObject({
      name: 'Cheerer',
      amount: 250,
      isTest: false,
    });

    await simulate(streamer, { type: 'tip', user: 'Millionaire', amount: 1_000_000, currency: 'USD' });
    await simulate(streamer, { type: 'cheer', user: 'TestCheerer', amount: 100_000 });
    const queues = await queuesNow(streamer);
    expect(queues.top.last).toMatchObject({ name: 'Cheerer', isTest: false });
    // The test tip still plays in its own slot.
    expect(queues.tips.queue.map((item) => item.name)).toContain('Millionaire');
  });

  it('"Clear test events" empties the test items and test goal counts, keeps the real ones, and answers the count', async () => {
    const streamer = await streamerFixture();
    await realFollow(streamer);
    await realCheer(streamer);
    const realFollows = await amountOf(streamer, 'followsCount');
    const realPoints = await amountOf(streamer, 'tipsPoints');
    expect(realFollows).toBe(1);

    await simulate(streamer, { type: 'follow', user: 'T1' });
    await simulate(streamer, { type: 'follow', user: 'T2' });
    await simulate(streamer, { type: 'tip', user: 'T3', amount: 500, currency: 'USD' });
    await simulate(streamer, { type: 'subscribe', user: 'T4', tier: 1 });
    expect(await amountOf(streamer, 'followsCount')).toBe(3);
    expect(await amountOf(streamer, 'tipsPoints')).toBeGreaterThan(realPoints);
    expect(allItems(await queuesNow(streamer)).filter((item) => item.isTest)).toHaveLength(4);

    const overlay = await openEventsOverlay(streamer.overlayKey);
    await overlay.nextQueues();
    const cleared = await streamer.api('POST', '/api/simulator/clearTestEvents');
    expect(cleared).toEqual({ status: 200, body: { status: true, removed: 4 } });
    // Open overlays hear of it at once.
    const pushed = await overlay.nextQueues();
    overlay.close();
    expect(allItems(pushed).filter((item) => item.isTest)).toEqual([]);
    expect(pushed.follows.queue.map((item) => item.name)).toEqual(['Follower']);
    expect(pushed.top.last).toMatchObject({ name: 'Cheerer' });

    expect(await amountOf(streamer, 'followsCount')).toBe(realFollows);
    expect(await amountOf(streamer, 'tipsPoints')).toBe(realPoints);
    expect(await amountOf(streamer, 'subsCount')).toBe(0);
    expect((await channelEventRows(streamer.streamerId)).map((row) => row.user_name).sort()).toEqual([
      'Cheerer',
      'Follower',
    ]);

    expect(await streamer.api('POST', '/api/simulator/clearTestEvents')).toEqual({
      status: 200,
      body: { status: true, removed: 0 },
    });
  }, 20_000);

  it('clears a test top, so the top is empty until a real one arrives', async () => {
    const streamer = await streamerFixture();
    await simulate(streamer, { type: 'cheer', user: 'TestCheer', amount: 1000 });
    expect((await streamer.api('POST', '/api/simulator/clearTestEvents')).body).toEqual({
      status: true,
      removed: 1,
    });
    expect((await queuesNow(streamer)).top.last).toBeNull();
  });
});
