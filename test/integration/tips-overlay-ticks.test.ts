// The tip checks on the ticks of an open overlay that shows tips (core/overlay/overlay-heartbeat.ts):
// while it ticks, each tick checks and no alarm is written for the check; the alarm only watches,
// every few minutes, that the ticks still come, and takes over at its own pace once they stop. The
// channel tells such overlays whether to tick: only while it checks a tip service.
import { evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overlayTickText } from '../../core/overlay/overlay-heartbeat';
import type { OverlayMessage } from '../../core/overlay/overlay-messages';
import { tickWatchIntervalMs, tipPollIntervalMs, unseenTipPollIntervalMs } from '../../core/tips/tip-cursors';
import { routeOutboundFetch } from '../fakes/outbound';
import { createFakeStreamElements } from '../fakes/streamelements';
import { channelStub, inboxSettled } from './channel-inbox';
import { openEventsOverlay, settle } from './live-events-fixture';
import { eventually, newStreamer } from './tips-fixture';
import { advanceClock, channelAlarm, fireAlarm, shiftClock } from './tips-poll-clock';

const jwtFor = (name: string) => `eyJhbGciOiJIUzI1NiJ9.${btoa(name).replace(/=+$/, '')}.dGlja3M`;
const names = ['ticks', 'closes', 'evicted', 'told', 'toldAgain'];
const se = createFakeStreamElements({
  channels: Object.fromEntries(names.map((name) => [jwtFor(name), `se-${name}`])),
});
let restore: () => void;
let restoreClock: () => void;
beforeAll(() => {
  restore = routeOutboundFetch(se.hosts);
  restoreClock = shiftClock();
});
afterAll(() => {
  restore();
  restoreClock();
});

/**
 * A live channel with a StreamElements JWT and a carousel open, checked once on the alarm; `tick`
 * sends the carousel page's tick (or another's) `ms` later and waits for the check it should set
 * off, or lets it land when it should set off none.
 */
async function liveWithCarousel(name: string) {
  const jwt = jwtFor(name);
  const streamer = await newStreamer();
  expect(await streamer.json('POST', '/api/twitch/botOn')).toEqual({ status: true, success: true });
  expect(await streamer.json('POST', '/api/tips/streamelements', { jwt })).toEqual({ status: true });
  await streamer.json('POST', '/api/simulator/event', { type: 'streamOnline' });
  const overlay = await openEventsOverlay(streamer.overlayKey);
  await overlay.next('settings');
  expect(await fireAlarm(streamer.id)).toBe(true);
  const checks = () => se.requestsBy(jwt).filter((request) => request.path.includes('/tips/')).length;
  expect(checks()).toBe(1);
  const tipTo = (id: string) =>
    se.addTip(`se-${name}`, { id, username: 'Ticker', amount: 5, currency: 'USD', message: 'gg' });
  const tick = async (ms = tipPollIntervalMs, { checks: checking = true, socket = overlay.socket } = {}) => {
    advanceClock(ms);
    const before = checks();
    socket.send(overlayTickText);
    if (checking)
      await eventually(
        async () => checks(),
        (n) => n > before,
      );
    else await settle();
    await inboxSettled(streamer.id);
  };
  const tipIds = async () => (await streamer.tips()).map((tip) => tip.id).sort();
  return { ...streamer, overlay, checks, tipTo, tick, tipIds };
}

/** Every alarm the channel sets from now on. */
async function recordAlarmsSet(streamerId: string) {
  const set: number[] = [];
  await runInDurableObject(channelStub(streamerId), (_instance, state) => {
    const { setAlarm } = state.storage;
    state.storage.setAlarm = (at, options) => {
      set.push(Number(at));
      return setAlarm.call(state.storage, at, options);
    };
  });
  return set;
}

describe('tip checks on the ticks of an open overlay', () => {
  it('checks on each tick, writing no alarm for the check, and delivers the tips it finds', async () => {
    const channel = await liveWithCarousel('ticks');
    const alarmsSet = await recordAlarmsSet(channel.id);
    for (let tick = 0; tick < 3; tick++) await channel.tick();
    expect(channel.checks()).toBe(4);
    expect(alarmsSet).toEqual([]);
    // The alarm set before the ticks came fires: it checks nothing (the ticks do) and only watches
    // them from now on, at a fixed time minutes away.
    expect(await fireAlarm(channel.id)).toBe(true);
    expect(channel.checks()).toBe(4);
    expect(alarmsSet).toHaveLength(1);
    const [watch] = alarmsSet as [number];
    expect(watch % tickWatchIntervalMs).toBe(0);
    expect(watch).toBeGreaterThan(Date.now());
    // A tick soon after a check (a second overlay's, say) checks nothing.
    await channel.tick(tipPollIntervalMs / 4, { checks: false });
    expect(channel.checks()).toBe(4);
    for (const id of ['t1', 't2']) {
      channel.tipTo(id);
      await channel.tick();
    }
    expect(channel.checks()).toBe(6);
    expect(await channel.tipIds()).toEqual(['se:t1', 'se:t2']);
    channel.overlay.close();
  });

  it('goes back to the alarm when the overlay closes while live, then every 60 seconds', async () => {
    const channel = await liveWithCarousel('closes');
    await channel.tick();
    await fireAlarm(channel.id);
    const watch = await channelAlarm(channel.id);
    channel.overlay.close();
    // The alarm comes back to the next check's time, within one interval.
    const next = await eventually(
      () => channelAlarm(channel.id),
      (at) => at !== watch,
    );
    expect(next).toBeLessThanOrEqual(Date.now() + tipPollIntervalMs);
    channel.tipTo('c1');
    const checkedFrom = Date.now() + tipPollIntervalMs;
    expect(await fireAlarm(channel.id, tipPollIntervalMs)).toBe(true);
    expect(channel.checks()).toBe(3);
    expect(await channel.tipIds()).toEqual(['se:c1']);
    // No overlay shows tips now: the next check is a minute on.
    expect(await channelAlarm(channel.id)).toBeGreaterThanOrEqual(checkedFrom + unseenTipPollIntervalMs);
    expect(await fireAlarm(channel.id, unseenTipPollIntervalMs)).toBe(true);
    expect(channel.checks()).toBe(4);
    await channel.json('POST', '/api/simulator/event', { type: 'streamOffline' });
  });

  it('resumes the checks on the next tick after the object was evicted, once for two overlays', async () => {
    const channel = await liveWithCarousel('evicted');
    const goalBar = await openEventsOverlay(channel.overlayKey, 'progressBar');
    await goalBar.next('settings');
    await channel.tick();
    await channel.tick(1000, { socket: goalBar.socket, checks: false });
    expect(channel.checks()).toBe(2);
    await evictDurableObject(channelStub(channel.id));
    channel.tipTo('e1');
    // The object remembers nothing now: the goal bar's tick is not the leading overlay's, the carousel's is.
    await channel.tick(tipPollIntervalMs - 1000, { socket: goalBar.socket, checks: false });
    expect(channel.checks()).toBe(2);
    await channel.tick(1000);
    expect(channel.checks()).toBe(3);
    expect(await channel.tipIds()).toEqual(['se:e1']);
    await channel.tick();
    expect(channel.checks()).toBe(4);
    channel.overlay.close();
    goalBar.close();
  });
});

/** What an overlay was told about ticking, in order. */
const ticksTold = (messages: OverlayMessage[]) =>
  messages.flatMap((message) => (message.type === 'ticks' ? [message.on] : []));

describe('whether open overlays that show tips tick', () => {
  it('tells them not to while no tip token is saved, and an open one sets off no check', async () => {
    const streamer = await newStreamer();
    expect(await streamer.json('POST', '/api/twitch/botOn')).toEqual({ status: true, success: true });
    await streamer.json('POST', '/api/simulator/event', { type: 'streamOnline' });
    const asked = se.state.requests.length;
    const carousel = await openEventsOverlay(streamer.overlayKey);
    expect(await carousel.next('ticks')).toEqual({ type: 'ticks', on: false });
    // A page that shows no tips is never told: it keeps its socket alive with the heartbeat.
    const emotes = await openEventsOverlay(streamer.overlayKey, 'emoteMover');
    await emotes.next('settings');
    // Minutes pass with the carousel open: whatever alarm the channel set fires, and no tip service is asked.
    for (let minute = 0; minute < 6; minute++) await fireAlarm(streamer.id, 60_000);
    expect(await channelAlarm(streamer.id)).toBeNull();
    expect(se.state.requests.length).toBe(asked);
    await settle();
    expect(ticksTold(carousel.messages)).toEqual([false]);
    expect(ticksTold(emotes.messages)).toEqual([]);
    carousel.close();
    emotes.close();
    await streamer.json('POST', '/api/simulator/event', { type: 'streamOffline' });
  });

  it('tells them to tick once a token is saved, and to stop when it is removed, refused or the bot leaves', async () => {
    const streamer = await newStreamer();
    expect(await streamer.json('POST', '/api/twitch/botOn')).toEqual({ status: true, success: true });
    const carousel = await openEventsOverlay(streamer.overlayKey);
    const goalBar = await openEventsOverlay(streamer.overlayKey, 'progressBar');
    const emotes = await openEventsOverlay(streamer.overlayKey, 'emoteMover');
    for (const overlay of [carousel, goalBar]) expect((await overlay.next('ticks')).on).toBe(false);
    const told = async (on: boolean) => {
      for (const overlay of [carousel, goalBar]) expect((await overlay.next('ticks')).on).toBe(on);
    };

    const jwt = jwtFor('told');
    expect(await streamer.json('POST', '/api/tips/streamelements', { jwt })).toEqual({ status: true });
    await told(true);
    // The channel checks at once; an alert box opened now hears to tick in its greeting.
    expect(await fireAlarm(streamer.id)).toBe(true);
    expect(se.requestsBy(jwt).filter((request) => request.path.includes('/tips/'))).toHaveLength(1);
    const alerts = await openEventsOverlay(streamer.overlayKey, 'alerts');
    expect(await alerts.next('ticks')).toEqual({ type: 'ticks', on: true });

    // An object evicted meanwhile still knows what its overlays were told.
    await evictDurableObject(channelStub(streamer.id));
    expect(await streamer.json('DELETE', '/api/tips/streamelements')).toEqual({ status: true });
    await told(false);
    expect((await alerts.next('ticks')).on).toBe(false);

    // StreamElements refuses the token at its next check.
    expect(await streamer.json('POST', '/api/tips/streamelements', { jwt })).toEqual({ status: true });
    await told(true);
    se.revoke(jwt);
    expect(await fireAlarm(streamer.id)).toBe(true);
    await told(false);

    expect(await streamer.json('POST', '/api/tips/streamelements', { jwt: jwtFor('toldAgain') })).toEqual({
      status: true,
    });
    await told(true);
    await streamer.json('POST', '/api/twitch/botOff');
    await told(false);

    await settle();
    for (const overlay of [carousel, goalBar])
      expect(ticksTold(overlay.messages)).toEqual([false, true, false, true, false, true, false]);
    expect(ticksTold(emotes.messages)).toEqual([]);
    for (const overlay of [carousel, goalBar, emotes, alerts]) overlay.close();
  });
});
