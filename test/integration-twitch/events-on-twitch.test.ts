import { exports } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routeOutboundFetch } from '../fakes/outbound';
import { openEventsOverlay } from '../integration/live-events-fixture';
import { dashboardRequest } from '../integration/session-helpers';
import { overlayKeyOf, twitchChannelFixture } from './twitch-channel';

let fixture: Awaited<ReturnType<typeof twitchChannelFixture>>;
beforeEach(async () => {
  fixture = await twitchChannelFixture();
});
afterEach(() => fixture.restore());

const api = async (method: string, path: string) => {
  const response = await exports.default.fetch(dashboardRequest(fixture.cookie, method, path));
  return (await response.json()) as Record<string, unknown>;
};

const overlayKey = () => overlayKeyOf(fixture.streamerId);

describe('the carousel events on Twitch', () => {
  it('joining subscribes to follows (v2, the broadcaster as moderator), subs, gifts, resubs, cheers and raids', async () => {
    expect(await api('POST', '/api/twitch/botOn')).toEqual({ status: true, success: true });
    const id = fixture.streamerId;
    const held = fixture.twitch.state.subscriptions.map(({ type, version, condition }) => ({
      type,
      version,
      condition,
    }));
    expect(held).toEqual(
      expect.arrayContaining([
        {
          type: 'channel.follow',
          version: '2',
          condition: { broadcaster_user_id: id, moderator_user_id: id },
        },
        { type: 'channel.subscribe', version: '1', condition: { broadcaster_user_id: id } },
        { type: 'channel.subscription.gift', version: '1', condition: { broadcaster_user_id: id } },
        { type: 'channel.subscription.message', version: '1', condition: { broadcaster_user_id: id } },
        { type: 'channel.cheer', version: '1', condition: { broadcaster_user_id: id } },
        { type: 'channel.raid', version: '1', condition: { to_broadcaster_user_id: id } },
      ]),
    );
    expect(await api('POST', '/api/twitch/botOff')).toEqual({ status: true, success: true });
    expect(fixture.twitch.state.subscriptions).toEqual([]);
  });
});

describe('the channel sub badge', () => {
  it("answers the subscriber set's first version at 1x, and greets the overlay with it", async () => {
    fixture.twitch.state.subscriberBadges = ['0', '3', '6'];
    const { iconUrl } = (await api('GET', '/api/events/twitchChannelSubBadge')) as { iconUrl: string };
    expect(iconUrl).toBe(`https://static-cdn.jtvnw.net/badges/v1/${fixture.streamerId}-sub-0/1`);
    // The page swaps the last character for 3 to show the larger image.
    expect(iconUrl.endsWith('1')).toBe(true);

    const overlay = await openEventsOverlay(await overlayKey());
    expect((await overlay.next('settings')).subBadgeUrl).toBe(iconUrl);
    // One look-up served both: the channel keeps the badge for hours.
    expect(fixture.twitch.state.badgeRequests).toBe(1);
    overlay.close();
  });

  it('greets an overlay at once, without waiting on Twitch, and sends the badge when it arrives', async () => {
    fixture.twitch.state.subscriberBadges = ['0'];
    const overlay = await openEventsOverlay(await overlayKey());
    expect((await overlay.next('settings')).subBadgeUrl).toBeNull();
    expect((await overlay.next('settings')).subBadgeUrl).toBe(
      `https://static-cdn.jtvnw.net/badges/v1/${fixture.streamerId}-sub-0/1`,
    );
    overlay.close();
  });

  it('answers null when the channel has no subscriber badge', async () => {
    expect(await api('GET', '/api/events/twitchChannelSubBadge')).toEqual({ status: true, iconUrl: null });
  });

  it('answers null when Twitch cannot be asked, and the overlay still connects', async () => {
    fixture.restore();
    const unreachable = { fetch: () => new Response('upstream down', { status: 503 }) };
    fixture.restore = routeOutboundFetch({
      'id.twitch.tv': fixture.twitch.app,
      'api.twitch.tv': unreachable,
    });
    expect(await api('GET', '/api/events/twitchChannelSubBadge')).toEqual({ status: true, iconUrl: null });
    const overlay = await openEventsOverlay(await overlayKey());
    expect((await overlay.next('settings')).subBadgeUrl).toBeNull();
    overlay.close();
  });
});
