import { exports } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProgressBarType } from '../../core/progress/progress-settings';
import { routeOutboundFetch } from '../fakes/outbound';
import { deliverNotification, openEventsOverlay } from '../integration/live-events-fixture';
import { origin } from '../integration/session-helpers';
import { eventually, overlayKeyOf, twitchChannelFixture } from './twitch-channel';

let fixture: Awaited<ReturnType<typeof twitchChannelFixture>>;
beforeEach(async () => {
  fixture = await twitchChannelFixture();
});
afterEach(() => fixture.restore());

const overlayKey = () => overlayKeyOf(fixture.streamerId);

const amountOf = async (key: string, type: ProgressBarType) => {
  const response = await exports.default.fetch(`${origin}/api/overlay/${key}/progress?type=${type}`);
  return ((await response.json()) as { amount: number }).amount;
};

describe("the progress bar's totals from Twitch", () => {
  it('start from Get Channel Followers and Get Broadcaster Subscriptions, then follow live events', async () => {
    for (const id of ['1', '2', '3']) fixture.twitch.state.followers.add(id);
    fixture.twitch.state.subscriptionTotals = { total: 12, points: 15 };
    const key = await overlayKey();
    const overlay = await openEventsOverlay(key, 'progressBar');
    // The greeting never waits on Twitch; the totals follow in their own message.
    await overlay.nextCounts();
    const counts = await overlay.nextCounts();
    expect(counts.totals.base).toEqual({ followers: 3, subscribers: 12, subPoints: 15 });
    expect(await amountOf(key, 'followsTotal')).toBe(3);
    expect(await amountOf(key, 'subsTotal')).toBe(12);
    expect(await amountOf(key, 'subsPoints')).toBe(15);

    const id = fixture.streamerId;
    await deliverNotification(
      'channel.subscribe',
      { broadcaster_user_id: id },
      {
        user_id: '77',
        user_login: 'newsub',
        user_name: 'NewSub',
        broadcaster_user_id: id,
        tier: '3000',
        is_gift: false,
      },
    );
    expect(await amountOf(key, 'subsTotal')).toBe(13);
    expect(await amountOf(key, 'subsPoints')).toBe(21);
    overlay.close();
  });

  it('keep the bar working when Twitch cannot be asked', async () => {
    fixture.restore();
    const unreachable = { fetch: () => new Response('upstream down', { status: 503 }) };
    fixture.restore = routeOutboundFetch({
      'id.twitch.tv': fixture.twitch.app,
      'api.twitch.tv': unreachable,
    });
    const key = await overlayKey();
    const overlay = await openEventsOverlay(key, 'progressBar');
    expect((await overlay.nextCounts()).totals.at).toBeNull();
    const id = fixture.streamerId;
    await deliverNotification(
      'channel.follow',
      { broadcaster_user_id: id, moderator_user_id: id },
      {
        user_id: '5',
        user_login: 'fan',
        user_name: 'Fan',
        broadcaster_user_id: id,
        followed_at: new Date().toISOString(),
      },
    );
    await eventually(() => overlay.stateMessages('progressBar').length >= 2);
    expect(await amountOf(key, 'followsTotal')).toBe(1);
    overlay.close();
  });
});
