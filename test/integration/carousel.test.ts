import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { defaultCarouselSettings } from '../../core/carousel/carousel-settings';
import {
  channelEventNotifications,
  channelEventRows,
  deliverNotification,
  openEventsOverlay,
  settle,
  streamerFixture,
} from './live-events-fixture';
import { origin } from './session-helpers';

const storedSettings = async (streamer: Awaited<ReturnType<typeof streamerFixture>>) => {
  const { body } = await streamer.api('GET', '/api/carousel');
  return JSON.parse((body.data as { carouselSettings: string }).carouselSettings);
};

describe('carousel settings', () => {
  it('answers the defaults, the overlay key and the reset period before anything is saved', async () => {
    const streamer = await streamerFixture();
    const { status, body } = await streamer.api('GET', '/api/carousel');
    expect(status).toBe(200);
    expect(body).toEqual({
      status: true,
      data: {
        carouselSettings: expect.any(String),
        overlaySecretKey: streamer.overlayKey,
        resetTopDonationPeriod: 'none',
      },
    });
    expect(await storedSettings(streamer)).toEqual(defaultCarouselSettings);
  });

  it('saves the settings with the layout recomputed and pushes them to an open overlay at once', async () => {
    const streamer = await streamerFixture();
    const overlay = await openEventsOverlay(streamer.overlayKey);
    expect(await overlay.next('settings')).toEqual({
      type: 'settings',
      area: 'carousel',
      settings: defaultCarouselSettings,
      subBadgeUrl: null,
    });

    const edited = {
      ...defaultCarouselSettings,
      width: 600,
      iconSize: 48,
      moveDirection: 'moveRight',
      fontColor: 'FF0000FF',
      eventsOrder: ['tips', 'follows'],
      // Derived fields sent stale are recomputed, never trusted.
      height: 1,
      eventContainerWidth: 5,
    };
    expect(await streamer.api('POST', '/api/carousel', edited)).toEqual({
      status: 200,
      body: { status: true },
    });
    const expected = {
      ...edited,
      fontColor: 'ff0000ff',
      height: 52,
      eventContainerWidth: 537,
      eventContainerLeftMargin: 5,
    };
    expect(await overlay.next('settings')).toEqual({
      type: 'settings',
      area: 'carousel',
      settings: expected,
      subBadgeUrl: null,
    });
    expect(await storedSettings(streamer)).toEqual(expected);

    const later = await openEventsOverlay(streamer.overlayKey);
    expect((await later.next('settings')).settings).toEqual(expected);
    overlay.close();
    later.close();
  });

  it('refuses a save with a wrong type or value, stores nothing and pushes nothing', async () => {
    const streamer = await streamerFixture();
    const saved = { ...defaultCarouselSettings, width: 700 };
    await streamer.api('POST', '/api/carousel', saved);
    const overlay = await openEventsOverlay(streamer.overlayKey);
    await overlay.next('settings');

    const refusals = [
      { ...saved, width: 'wide', height: 10 },
      { ...saved, font: 'comicSans' },
      { ...saved, fontColor: '#fff' },
      { ...saved, eventsOrder: ['follows', 'follows'] },
      { ...saved, followText: 'a | b' },
      { ...saved, notASetting: true },
    ];
    for (const body of refusals) {
      const response = await streamer.api('POST', '/api/carousel', body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ status: false, reason: expect.any(String) });
    }
    await settle();
    expect(overlay.messages.filter((m) => m.type === 'settings')).toHaveLength(1);
    expect((await storedSettings(streamer)).width).toBe(700);
    overlay.close();
  });

  it("never changes another streamer's settings or restyles their overlays", async () => {
    const ana = await streamerFixture('Ana');
    const bob = await streamerFixture('Bob');
    const bobOverlay = await openEventsOverlay(bob.overlayKey);
    await bobOverlay.next('settings');
    await ana.api('POST', '/api/carousel', { ...defaultCarouselSettings, width: 900 });
    await ana.api('POST', '/api/tips/tipResetPeriod', { period: 'day' });
    await settle();
    expect(bobOverlay.messages.filter((m) => m.type === 'settings')).toHaveLength(1);
    expect(await storedSettings(bob)).toEqual(defaultCarouselSettings);
    expect((await bob.api('GET', '/api/carousel')).body.data).toMatchObject({
      resetTopDonationPeriod: 'none',
    });
    bobOverlay.close();
  });

  it('needs a session and a same-origin request', async () => {
    const anonymous = await exports.default.fetch(`${origin}/api/carousel`);
    expect(anonymous.status).toBe(401);
    const streamer = await streamerFixture();
    const crossSite = await exports.default.fetch(
      new Request(`${origin}/api/carousel`, {
        method: 'POST',
        headers: {
          Cookie: streamer.cookie,
          Origin: 'https://evil.example',
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(defaultCarouselSettings),
      }),
    );
    expect(crossSite.status).toBe(403);
  });
});

describe('remove next event', () => {
  const kinds = [
    { type: 'follow', queue: 'follows', notification: 'follow' },
    { type: 'bit', queue: 'bits', notification: 'cheer' },
    { type: 'sub', queue: 'subs', notification: 'subscribe' },
  ] as const;

  for (const { type, queue, notification } of kinds) {
    it(`removes the next ${type} item: the queue head, then the last item`, async () => {
      const streamer = await streamerFixture();
      const overlay = await openEventsOverlay(streamer.overlayKey);
      await overlay.nextQueues();
      const { type: subscription, condition, event } = channelEventNotifications(streamer)[notification];
      const first = crypto.randomUUID();
      const second = crypto.randomUUID();
      await deliverNotification(subscription, condition, event, first);
      await deliverNotification(subscription, condition, event, second);
      await overlay.nextQueues();
      await overlay.nextQueues();
      overlay.report(queue, first);
      expect((await overlay.nextQueues())[queue]).toMatchObject({
        queue: [{ id: second }],
        last: { id: first },
      });

      // Each removal answers with the item it removed: the head, then the last item, then nothing.
      expect(await streamer.api('DELETE', '/api/events/removeEvent', { type })).toEqual({
        status: 200,
        body: { status: true, removed: expect.objectContaining({ id: second }) },
      });
      expect((await overlay.nextQueues())[queue]).toMatchObject({ queue: [], last: { id: first } });
      expect((await streamer.api('DELETE', '/api/events/removeEvent', { type })).body).toEqual({
        status: true,
        removed: expect.objectContaining({ id: first }),
      });
      expect((await overlay.nextQueues())[queue]).toEqual({ queue: [], last: null });
      expect((await streamer.api('DELETE', '/api/events/removeEvent', { type })).body).toEqual({
        status: true,
        removed: null,
      });
      overlay.close();
    });
  }

  it('removes the next donation (tip) item', async () => {
    const streamer = await streamerFixture();
    const overlay = await openEventsOverlay(streamer.overlayKey);
    await overlay.nextQueues();
    await streamer.api('POST', '/api/simulator/event', {
      type: 'tip',
      user: 'Tipper',
      amount: 5,
      currency: 'EUR',
    });
    const tips = (await overlay.nextQueues()).tips;
    expect(tips.queue).toEqual([expect.objectContaining({ variant: 'tip', amount: 5, currency: 'EUR' })]);
    expect(await channelEventRows(streamer.streamerId)).toEqual([
      expect.objectContaining({ type: 'tip', user_name: 'Tipper', amount: 5 }),
    ]);
    await streamer.api('DELETE', '/api/events/removeEvent', { type: 'donation' });
    expect((await overlay.nextQueues()).tips).toEqual({ queue: [], last: null });
    overlay.close();
  });

  it('resets the top tip/cheer and marks it reset', async () => {
    const streamer = await streamerFixture();
    const overlay = await openEventsOverlay(streamer.overlayKey);
    await overlay.nextQueues();
    await streamer.api('POST', '/api/simulator/event', { type: 'cheer', user: 'Big', amount: 1000 });
    expect((await overlay.nextQueues()).top.last).toMatchObject({ name: 'Big', amount: 1000 });

    await streamer.api('DELETE', '/api/events/removeEvent', { type: 'top' });
    const reset = await overlay.nextQueues();
    expect(reset.top.last).toBeNull();
    expect(reset.bits.queue).toHaveLength(1);
    overlay.close();
  });

  it('refuses an unknown type and changes nothing', async () => {
    const streamer = await streamerFixture();
    const overlay = await openEventsOverlay(streamer.overlayKey);
    await overlay.nextQueues();
    for (const body of [{ type: 'raid' }, { type: 'Follow' }, {}, { type: 3 }]) {
      const response = await streamer.api('DELETE', '/api/events/removeEvent', body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ status: false });
    }
    await settle();
    expect(overlay.stateMessages()).toHaveLength(1);
    overlay.close();
  });
});

describe('sub badge in dev mode', () => {
  it('answers no badge, since there is no Twitch to ask', async () => {
    const streamer = await streamerFixture();
    expect(await streamer.api('GET', '/api/events/twitchChannelSubBadge')).toEqual({
      status: 200,
      body: { status: true, iconUrl: null },
    });
  });
});
