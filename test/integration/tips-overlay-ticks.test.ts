// The tip checks on the ticks of an open overlay that shows tips (core/overlay/overlay-heartbeat.ts):
// while it ticks, each tick checks and no alarm is written for the check; the alarm only watches,
// every few minutes, that the ticks still come, and takes over at its own pace once they stop.
import { evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overlayTickText } from '../../core/overlay/overlay-heartbeat';
import { tickWatchIntervalMs, tipPollIntervalMs, unseenTipPollIntervalMs } from '../../core/tips/tip-cursors';
import { routeOutboundFetch } from '../fakes/outbound';
import { createFakeStreamElements } from '../fakes/streamelements';
import { channelStub, inboxSettled } from './channel-inbox';
import { openEventsOverlay, settle } from './live-events-fixture';
import { eventually, newStreamer } from './tips-fixture';
import { advanceClock, channelAlarm, fireAlarm, shiftClock } from './tips-poll-clock';

const jwtFor = (name: string) => `eyJhbGciOiJIUzI1NiJ9.${btoa(name).replace(/=+$/, '')}.dGlja3M`;
const names = ['ticks', 'closes', 'evicted'];
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
