// Overlays follow the carousel's queues and the goal bar's counts change by change: the whole state
// on connect (and when they ask), then small numbered changes; a missed change is noticed and repaired,
// and what an overlay follows always equals what a freshly opened one is given.
import { evictDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type {
  ChangeMessage,
  OverlayMessage,
  StateMessage,
  SyncedArea,
} from '../../core/overlay/overlay-messages';
import type { ProgressCounts } from '../../core/progress/progress-counts';
import {
  channelEventNotifications,
  deliverNotification,
  type EventsOverlay,
  openEventsOverlay,
  type StreamerFixture,
  settle,
  streamerFixture,
} from './live-events-fixture';

const simulate = (streamer: StreamerFixture, event: Record<string, unknown>) =>
  streamer.api('POST', '/api/simulator/event', event);

/** What a freshly opened overlay of `area` is greeted with. */
async function freshState(streamer: StreamerFixture, area: SyncedArea): Promise<StateMessage> {
  const overlay = await openEventsOverlay(streamer.overlayKey, area);
  const greeting = (await overlay.next('state')) as StateMessage;
  overlay.close();
  return greeting;
}

const changes = (overlay: EventsOverlay) =>
  overlay.messages.filter((m): m is ChangeMessage => m.type === 'change');

/** Loses the first change message that `matches`, as a network fault between channel and overlay would. */
function loseFirstChange(matches: (message: ChangeMessage) => boolean = () => true) {
  let lost = false;
  return (message: OverlayMessage) => {
    if (message.type !== 'change' || lost || !matches(message)) return false;
    lost = true;
    return true;
  };
}

describe('an overlay that connects or reconnects', () => {
  it('gets the whole state, with its version, then only the changes after it', async () => {
    const streamer = await streamerFixture('Returner');
    const first = await openEventsOverlay(streamer.overlayKey);
    await first.nextQueues();
    await simulate(streamer, { type: 'follow', user: 'Early' });
    await first.nextQueues();
    first.close();

    await simulate(streamer, { type: 'follow', user: 'WhileAway' });
    const again = await openEventsOverlay(streamer.overlayKey);
    const greeting = (await again.next('state')) as StateMessage<'carousel'>;
    expect(greeting.state.follows.queue.map((item) => item.name)).toEqual(['Early', 'WhileAway']);
    expect(greeting.seq).toBe(2);

    await simulate(streamer, { type: 'cheer', user: 'Later', amount: 300 });
    const change = await again.next('change');
    expect(change).toMatchObject({
      area: 'carousel',
      epoch: greeting.epoch,
      seq: greeting.seq + 1,
      change: { op: 'add', kind: 'bits', item: { name: 'Later', amount: 300 }, top: true },
    });
    // The change carries the new item, not the queues.
    expect(JSON.stringify(change).length).toBeLessThan(400);
    expect(again.followedNow('carousel')).toEqual((await freshState(streamer, 'carousel')).state);
    again.close();
  });

  it('does the same for the goal bar', async () => {
    const streamer = await streamerFixture('BarReturner');
    await simulate(streamer, { type: 'follow', user: 'Before' });
    const overlay = await openEventsOverlay(streamer.overlayKey, 'progressBar');
    const greeting = (await overlay.next('state')) as StateMessage<'progressBar'>;
    expect(greeting.state.daily.follows).toEqual({ real: 0, test: 1 });
    // Twitch's totals, asked for when the bar opened, come as a change of their own.
    const totals = (await overlay.next('change')) as ChangeMessage<'progressBar'>;
    expect(totals).toMatchObject({ epoch: greeting.epoch, seq: greeting.seq + 1 });
    expect(Object.keys(totals.change)).toEqual(['totals']);

    await simulate(streamer, { type: 'cheer', user: 'Cheerer', amount: 100 });
    const change = (await overlay.next('change')) as ChangeMessage<'progressBar'>;
    expect(change).toMatchObject({ epoch: greeting.epoch, seq: totals.seq + 1 });
    // A cheer moves the tip points only: the other sections stay out of the message.
    expect(Object.keys(change.change)).toEqual(['tipPoints']);
    const fresh = (await freshState(streamer, 'progressBar')).state;
    await expect.poll(() => overlay.followedNow('progressBar')).toEqual(fresh);
    overlay.close();
  });
});

describe('a missed change', () => {
  it('is noticed by the next one, and the overlay asks for and gets the whole state', async () => {
    const streamer = await streamerFixture('Lossy');
    const overlay = await openEventsOverlay(streamer.overlayKey, 'carousel', loseFirstChange());
    const greeting = (await overlay.next('state')) as StateMessage;
    await simulate(streamer, { type: 'follow', user: 'Lost' });
    await simulate(streamer, { type: 'follow', user: 'Next' });

    const repaired = await overlay.nextQueues();
    expect(repaired.follows.queue.map((item) => item.name)).toEqual(['Lost', 'Next']);
    const answer = overlay.stateMessages().at(-1) as StateMessage;
    expect(answer).toMatchObject({ type: 'state', epoch: greeting.epoch, seq: greeting.seq + 2 });

    // Then it follows changes again.
    await simulate(streamer, { type: 'follow', user: 'After' });
    expect((await overlay.nextQueues()).follows.queue.map((item) => item.name)).toEqual([
      'Lost',
      'Next',
      'After',
    ]);
    expect(overlay.stateMessages().map((m) => m.type)).toEqual(['state', 'change', 'state', 'change']);
    overlay.close();
  });

  it('is repaired the same way on the goal bar', async () => {
    const streamer = await streamerFixture('LossyBar');
    // The follow's change is lost (Twitch's totals, asked for as the bar opens, come in one of their own).
    const overlay = await openEventsOverlay(
      streamer.overlayKey,
      'progressBar',
      loseFirstChange((message) => 'daily' in message.change),
    );
    await overlay.nextCounts();
    await simulate(streamer, { type: 'follow', user: 'Lost' });
    await simulate(streamer, { type: 'cheer', user: 'Next', amount: 50 });
    await overlay.next('state');
    const repaired = overlay.followedNow('progressBar') as ProgressCounts;
    expect(repaired.daily.follows.test).toBe(1);
    expect(repaired.tipPoints.cheers.test).toBe(50);
    expect(overlay.followedNow('progressBar')).toEqual((await freshState(streamer, 'progressBar')).state);
    overlay.close();
  });

  it('is answered only for the socket that asks, and only with its own area', async () => {
    const streamer = await streamerFixture('Asker');
    const carousel = await openEventsOverlay(streamer.overlayKey);
    const bar = await openEventsOverlay(streamer.overlayKey, 'progressBar');
    await carousel.nextQueues();
    await bar.nextCounts();
    carousel.socket.send(JSON.stringify({ type: 'sendState' }));
    carousel.socket.send(JSON.stringify({ type: 'sendState', extra: '<script>' }));
    carousel.socket.send(JSON.stringify({ type: 'sendStates' }));
    await settle();
    expect(carousel.stateMessages().map((m) => m.type)).toEqual(['state', 'state', 'state']);
    expect(bar.stateMessages('progressBar').filter((m) => m.type === 'state')).toHaveLength(1);
    carousel.close();
    bar.close();
  });
});

describe('the count of changes', () => {
  it('goes on across an eviction of the channel, so open overlays need not ask again', async () => {
    const streamer = await streamerFixture('Evicted');
    await simulate(streamer, { type: 'follow', user: 'One' });
    const before = await freshState(streamer, 'carousel');
    await evictDurableObject(env.CHANNEL.get(env.CHANNEL.idFromName(streamer.streamerId)));
    const after = await freshState(streamer, 'carousel');
    expect(after).toEqual(before);

    const overlay = await openEventsOverlay(streamer.overlayKey);
    await overlay.nextQueues();
    await evictDurableObject(env.CHANNEL.get(env.CHANNEL.idFromName(streamer.streamerId)));
    await simulate(streamer, { type: 'follow', user: 'Two' });
    const change = await overlay.next('change');
    expect(change).toMatchObject({ epoch: before.epoch, seq: before.seq + 1 });
    overlay.close();
  });
});

describe('every followed area', () => {
  it('holds the same after a series of changes as an overlay opened afresh', async () => {
    const streamer = await streamerFixture('Series');
    const overlays = {
      carousel: await openEventsOverlay(streamer.overlayKey),
      progressBar: await openEventsOverlay(streamer.overlayKey, 'progressBar'),
    };
    await overlays.carousel.nextQueues();
    await overlays.progressBar.nextCounts();

    const notifications = channelEventNotifications(streamer);
    for (const name of ['follow', 'subscribe', 'giftsub', 'resub', 'cheer', 'raid'] as const) {
      const { type, condition, event } = notifications[name];
      await deliverNotification(type, condition, event);
    }
    await simulate(streamer, { type: 'tip', user: 'Tipper', amount: 12, currency: 'EUR' });
    await simulate(streamer, { type: 'follow', user: 'TestFan' });
    await simulate(streamer, { type: 'streamOnline' });
    const shown = (await overlays.carousel.nextQueues()).follows.queue[0];
    if (shown) overlays.carousel.report('follows', shown.id);
    await streamer.api('DELETE', '/api/events/removeEvent', { type: 'sub' });
    await streamer.api('DELETE', '/api/events/removeEvent', { type: 'top' });
    await streamer.api('POST', '/api/simulator/clearTestEvents');
    await streamer.api('POST', '/api/progressBar/resetProgress');
    await simulate(streamer, { type: 'cheer', user: 'LastCheer', amount: 75 });

    for (const area of ['carousel', 'progressBar'] as const) {
      const overlay = overlays[area];
      const fresh = (await freshState(streamer, area)).state;
      await expect.poll(() => overlay.followedNow(area), { message: area }).toEqual(fresh);
      // Whole states only on connect: every later message was a change.
      expect(
        overlay.stateMessages(area).filter((m) => m.type === 'state'),
        area,
      ).toHaveLength(1);
      expect(changes(overlay).length, area).toBeGreaterThan(3);
      overlay.close();
    }
  });
});
