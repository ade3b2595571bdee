import { evictDurableObject } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { defaultProgressBarSettings, type ProgressBarType } from '../../core/progress/progress-settings';
import {
  channelEventNotifications,
  deliverNotification,
  openEventsOverlay,
  settle,
  streamerFixture,
} from './live-events-fixture';
import { origin } from './session-helpers';

type Streamer = Awaited<ReturnType<typeof streamerFixture>>;

const progressOf = async (streamer: Streamer, type?: ProgressBarType) => {
  const response = await exports.default.fetch(
    `${origin}/api/overlay/${streamer.overlayKey}/progress${type ? `?type=${type}` : ''}`,
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const amountOf = async (streamer: Streamer, type: ProgressBarType) =>
  (await progressOf(streamer, type)).body.amount as number;

/** Asks for the progress, which has the channel fetch Twitch's totals, and waits until they are in. */
const twitchTotalsIn = (streamer: Streamer) =>
  expect.poll(() => amountOf(streamer, 'followsTotal')).toBe(1234);

const simulate = (streamer: Streamer, event: Record<string, unknown>) =>
  streamer.api('POST', '/api/simulator/event', event);

const storedSettings = async (streamer: Streamer) => {
  const { body } = await streamer.api('GET', '/api/progressBar');
  return JSON.parse((body.data as { progressBarSettings: string }).progressBarSettings);
};

describe('progress bar settings', () => {
  it('answers the spec defaults and the overlay key before anything is saved', async () => {
    const streamer = await streamerFixture();
    const { status, body } = await streamer.api('GET', '/api/progressBar');
    expect(status).toBe(200);
    expect(body).toEqual({
      status: true,
      data: {
        progressBarSettings: expect.any(String),
        overlaySecretKey: streamer.overlayKey,
        countingSince: { daily: null, tipPoints: null, totalsCheckedAt: null },
      },
    });
    expect(await storedSettings(streamer)).toEqual(defaultProgressBarSettings);
  });

  it('pushes a save to an open progress overlay at once, and greets later ones with it', async () => {
    const streamer = await streamerFixture();
    const overlay = await openEventsOverlay(streamer.overlayKey, 'progressBar');
    expect(await overlay.next('settings')).toEqual({
      type: 'settings',
      area: 'progressBar',
      settings: defaultProgressBarSettings,
    });
    const edited = {
      ...defaultProgressBarSettings,
      goal: 250,
      titleText: 'Sub train',
      fullBgColor: 'FF0000FF',
    };
    expect(await streamer.api('POST', '/api/progressBar', edited)).toEqual({
      status: 200,
      body: { status: true },
    });
    const expected = { ...edited, fullBgColor: 'ff0000ff' };
    expect((await overlay.next('settings')).settings).toEqual(expected);
    expect(await storedSettings(streamer)).toEqual(expected);
    const later = await openEventsOverlay(streamer.overlayKey, 'progressBar');
    expect((await later.next('settings')).settings).toEqual(expected);
    // The carousel's overlays are not restyled by another area's save.
    const carousel = await openEventsOverlay(streamer.overlayKey);
    await carousel.next('settings');
    await streamer.api('POST', '/api/progressBar', { ...expected, goal: 300 });
    await settle();
    expect(carousel.messages.filter((m) => m.type === 'settings')).toHaveLength(1);
    for (const socket of [overlay, later, carousel]) socket.close();
  });

  it('refuses a wrong type or value with the reason, stores nothing and pushes nothing', async () => {
    const streamer = await streamerFixture();
    const saved = { ...defaultProgressBarSettings, goal: 70 };
    await streamer.api('POST', '/api/progressBar', saved);
    const overlay = await openEventsOverlay(streamer.overlayKey, 'progressBar');
    await overlay.next('settings');
    for (const body of [
      { ...saved, goal: 0 },
      { ...saved, goal: 'lots' },
      { ...saved, borderWidth: -1 },
      { ...saved, progressBarType: 'hostsCount' },
      { ...saved, emptyBgColor: '#000' },
      { ...saved, titleText: 'x'.repeat(101) },
      { ...saved, countCheers: 'no' },
      { ...saved, surprise: 1 },
    ]) {
      const response = await streamer.api('POST', '/api/progressBar', body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ status: false, reason: expect.any(String) });
    }
    await settle();
    expect(overlay.messages.filter((m) => m.type === 'settings')).toHaveLength(1);
    expect((await storedSettings(streamer)).goal).toBe(70);
    overlay.close();
  });

  it("never changes another streamer's bar", async () => {
    const ana = await streamerFixture('Ana');
    const bob = await streamerFixture('Bob');
    await ana.api('POST', '/api/progressBar', { ...defaultProgressBarSettings, goal: 5 });
    await simulate(ana, { type: 'tip', user: 'Fan', amount: 3 });
    expect(await storedSettings(bob)).toEqual(defaultProgressBarSettings);
    expect(await amountOf(bob, 'tipsPoints')).toBe(0);
    expect(await amountOf(ana, 'tipsPoints')).toBe(300);
  });
});

describe('the public progress', () => {
  it('answers the saved type, goal and title; ?type= takes that type with its own title', async () => {
    const streamer = await streamerFixture();
    await streamer.api('POST', '/api/progressBar', {
      ...defaultProgressBarSettings,
      progressBarType: 'tipsPoints',
      goal: 1000,
      titleText: 'Charity',
    });
    await simulate(streamer, { type: 'tip', user: 'Fan', amount: 2.5 });
    expect((await progressOf(streamer)).body).toEqual({
      status: true,
      type: 'tipsPoints',
      amount: 250,
      goal: 1000,
      titleText: 'Charity',
    });
    expect((await progressOf(streamer, 'followsTotal')).body).toMatchObject({
      type: 'followsTotal',
      titleText: 'Total Followers',
    });
  });

  it('is a 404 for an unknown key and a 400 for an unknown type', async () => {
    const streamer = await streamerFixture();
    const unknown = await exports.default.fetch(`${origin}/api/overlay/not-a-key/progress`);
    expect(unknown.status).toBe(404);
    const badType = await exports.default.fetch(
      `${origin}/api/overlay/${streamer.overlayKey}/progress?type=hosts`,
    );
    expect(badType.status).toBe(400);
    expect(await badType.json()).toEqual({
      status: false,
      reason: expect.stringContaining('The type is one of'),
    });
  });
});

describe('progress from Simulator events', () => {
  it('moves every type, with dev mode’s simulated Twitch totals underneath', async () => {
    const streamer = await streamerFixture();
    await simulate(streamer, { type: 'streamOnline' });
    // Dev mode's Twitch: 1,234 followers, 56 subscribers, 70 sub points.
    await twitchTotalsIn(streamer);
    await simulate(streamer, { type: 'follow', user: 'Ann' });
    await simulate(streamer, { type: 'follow', user: 'Ben' });
    await simulate(streamer, { type: 'subscribe', user: 'Cat' });
    await simulate(streamer, { type: 'giftsub', user: 'Dan', amount: 3 });
    await simulate(streamer, { type: 'resub', user: 'Eve', amount: 9 });
    await simulate(streamer, { type: 'cheer', user: 'Fay', amount: 150 });
    await simulate(streamer, { type: 'tip', user: 'Gus', amount: 4 });
    expect(await amountOf(streamer, 'followsCount')).toBe(2);
    expect(await amountOf(streamer, 'subsCount')).toBe(5);
    expect(await amountOf(streamer, 'followsTotal')).toBe(1236);
    expect(await amountOf(streamer, 'subsTotal')).toBe(60);
    expect(await amountOf(streamer, 'subsPoints')).toBe(74);
    expect(await amountOf(streamer, 'tipsPoints')).toBe(400 + 150 + 250 * 5);
  });

  it('pushes each change to an open progress overlay', async () => {
    const streamer = await streamerFixture();
    const overlay = await openEventsOverlay(streamer.overlayKey, 'progressBar');
    await overlay.nextCounts();
    // Twitch's totals, asked for as the bar opens, come in a change of their own first.
    const before = await overlay.nextCounts();
    await simulate(streamer, { type: 'follow', user: 'Ann' });
    const after = await overlay.nextCounts();
    expect(after.daily.follows.test).toBe(before.daily.follows.test + 1);
    expect(after.daily.follows.real).toBe(before.daily.follows.real);
    overlay.close();
  });

  it('counts from zero again after Reset progress, which needs the dashboard origin', async () => {
    const streamer = await streamerFixture();
    await simulate(streamer, { type: 'cheer', user: 'Fay', amount: 150 });
    await simulate(streamer, { type: 'streamOnline' });
    await simulate(streamer, { type: 'follow', user: 'Ann' });
    const foreign = await exports.default.fetch(`${origin}/api/progressBar/resetProgress`, {
      method: 'POST',
      headers: { cookie: streamer.cookie, origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(await amountOf(streamer, 'tipsPoints')).toBe(150);

    expect(await streamer.api('POST', '/api/progressBar/resetProgress')).toEqual({
      status: 200,
      body: { status: true },
    });
    expect(await amountOf(streamer, 'tipsPoints')).toBe(0);
    expect(await amountOf(streamer, 'followsCount')).toBe(0);
    const { body } = await streamer.api('GET', '/api/progressBar');
    expect((body.data as { countingSince: { tipPoints: number } }).countingSince.tipPoints).toBeGreaterThan(
      0,
    );
  });
});

describe('progress from signed EventSub deliveries', () => {
  it('moves every type by real events, apart from test ones', async () => {
    const streamer = await streamerFixture();
    const notifications = channelEventNotifications(streamer);
    // Twitch's totals first: what happened before they were asked is in them already.
    await twitchTotalsIn(streamer);
    await deliverNotification(
      'stream.online',
      { broadcaster_user_id: streamer.streamerId },
      {
        id: '9001',
        broadcaster_user_id: streamer.streamerId,
        broadcaster_user_login: 'x',
        broadcaster_user_name: 'X',
        type: 'live',
        started_at: new Date().toISOString(),
      },
    );
    for (const name of ['follow', 'subscribe', 'giftsub', 'resub', 'cheer'] as const) {
      const { type, condition, event } = notifications[name];
      expect((await deliverNotification(type, condition, event)).status).toBe(204);
    }
    // A gifted sub's own channel.subscribe is part of the gift already counted.
    const gifted = notifications.subscribe;
    await deliverNotification(gifted.type, gifted.condition, { ...gifted.event, is_gift: true });

    expect(await amountOf(streamer, 'followsCount')).toBe(1);
    // A new sub, a gift of 5 and a resub.
    expect(await amountOf(streamer, 'subsCount')).toBe(7);
    expect(await amountOf(streamer, 'followsTotal')).toBe(1234 + 1);
    expect(await amountOf(streamer, 'subsTotal')).toBe(56 + 6);
    expect(await amountOf(streamer, 'subsPoints')).toBe(70 + 6);
    // 250 bits, then subs at half price: a tier 1 sub, five tier 1 gifts, a tier 2 resub.
    expect(await amountOf(streamer, 'tipsPoints')).toBe(250 + 250 + 5 * 250 + 500);

    const overlay = await openEventsOverlay(streamer.overlayKey, 'progressBar');
    const counts = await overlay.nextCounts();
    expect(counts.daily.follows).toEqual({ real: 1, test: 0 });
    overlay.close();
  });
});

describe('the channel after eviction', () => {
  it('finds its broadcaster from its name and keeps its counts', async () => {
    const streamer = await streamerFixture();
    await simulate(streamer, { type: 'tip', user: 'Before', amount: 1 });
    await evictDurableObject(env.CHANNEL.get(env.CHANNEL.idFromName(streamer.streamerId)));
    // The first work after eviction needs the broadcaster (D1 reads are scoped by it).
    expect(await amountOf(streamer, 'tipsPoints')).toBe(100);
    await simulate(streamer, { type: 'tip', user: 'After', amount: 1 });
    expect(await amountOf(streamer, 'tipsPoints')).toBe(200);
    const replies = await streamer.api('POST', '/api/simulator/chat', {
      user: 'Viewer',
      text: '!nothing',
      roles: [],
    });
    expect(replies).toEqual({ status: 200, body: { status: true, replies: [], why: 'noCommand' } });
  });
});
