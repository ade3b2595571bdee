import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '../../core/live/live-event';
import {
  type CursorStep,
  tickWatchIntervalMs,
  tipPollIntervalMs,
  unseenTipPollIntervalMs,
} from '../../core/tips/tip-cursors';
import type { PolledTipService } from '../../core/tips/tip-requests';
import type { TipSettingsRow } from '../../db/tip-settings';
import { TipCheckFailedError, TipTokenRefusedError } from '../../integrations/tips/tip-api';
import { TipPolling } from './tip-polling';
import type { TipServicePoller } from './tip-service-poller';

type Cursor = { n: number };
const tip = (id: string): LiveEvent => ({ id, type: 'tip', amount: 1, isTest: false, at: 0 });

/** A channel over storage kept across "evictions"; `log` records reads, checks, deliveries and writes in order. */
function channel(shared?: { stored: Map<string, unknown>; alarm: { at: number | null } }) {
  const stored = shared?.stored ?? new Map<string, unknown>();
  const alarm = shared?.alarm ?? { at: null as number | null };
  const log: string[] = [];
  const world = {
    joined: true,
    configured: ['streamElements'] as PolledTipService[],
    active: false,
    /** The channel's pace while active: an overlay showing tips is open, or not. */
    every: tipPollIntervalMs,
    /** Whether open overlays tick. */
    ticking: false,
    /** What the next check of a service answers. */
    answer: (_cursor: Cursor): Promise<CursorStep<Cursor>> =>
      Promise.resolve({ deliver: [], next: _cursor, moved: false }),
  };
  const poller: TipServicePoller<Cursor> = {
    refusal: 'refused: save a new token',
    fresh: () => ({ n: 0 }),
    check: async (_settings, cursor) => {
      log.push(`check ${cursor.n}`);
      return world.answer(cursor);
    },
  };
  const polling = new TipPolling({
    storage: {
      get: async (key: string) => stored.get(key),
      put: async (key: string, value: unknown) => {
        log.push(`put ${key}`);
        stored.set(key, structuredClone(value));
      },
      delete: async (key: string) => stored.delete(key),
      getAlarm: async () => alarm.at,
    } as unknown as DurableObjectStorage,
    readChannel: async () => {
      log.push('read channel');
      return { joined: world.joined, configured: world.configured };
    },
    readSettings: async () => {
      log.push('read settings');
      return {} as TipSettingsRow;
    },
    interval: async () => (world.active ? world.every : null),
    ticking: () => world.ticking,
    deliver: async (event) => void log.push(`deliver ${event.id}`),
    failures: { failed: (what, why) => void log.push(`failed ${what}: ${why}`), succeeded: () => undefined },
    pollers: { streamElements: poller, streamlabs: poller } as Record<
      PolledTipService,
      TipServicePoller<unknown>
    >,
  });
  return { polling, world, log, stored, alarm };
}

describe('tip polling', () => {
  it('with nothing configured, reads nothing and wants no alarm', async () => {
    const { polling, world, log } = channel();
    world.configured = [];
    await polling.refresh();
    world.active = true;
    expect(await polling.activityChanged()).toBe(false);
    expect(polling.nextAlarm(Date.now())).toBeNull();
    await polling.alarm(Date.now());
    expect(log).toEqual(['read channel', 'put tipListeners']);
  });

  it('waits on standby until active, then checks at once and every interval', async () => {
    const { polling, world, log } = channel();
    await polling.refresh();
    expect(polling.nextAlarm(Date.now())).toBeNull();
    expect((await polling.states()).streamElements).toEqual({ status: 'standby' });
    world.active = true;
    const now = Date.now();
    expect(await polling.activityChanged()).toBe(true);
    expect(polling.nextAlarm(Date.now())).toBeLessThanOrEqual(Date.now());
    await polling.alarm(Date.now());
    expect(log.filter((line) => line.startsWith('check'))).toHaveLength(1);
    expect(polling.nextAlarm(Date.now())).toBeGreaterThanOrEqual(now + tipPollIntervalMs);
    // An alarm before the interval passed (another part's) checks nothing.
    await polling.alarm(Date.now());
    expect(log.filter((line) => line.startsWith('check'))).toHaveLength(1);
    world.active = false;
    expect(await polling.activityChanged()).toBe(true);
    expect(polling.nextAlarm(Date.now())).toBeNull();
  });

  it('delivers before it moves the cursor, and writes nothing for an empty check', async () => {
    const { polling, world, log } = channel();
    world.active = true;
    await polling.refresh('streamElements');
    world.answer = async () => ({ deliver: [tip('a'), tip('b')], next: { n: 2 }, moved: true });
    log.length = 0;
    await polling.alarm(Date.now());
    expect(log).toEqual([
      'read settings',
      'check 0',
      'deliver a',
      'deliver b',
      'put tipCursor:streamElements',
    ]);
    world.answer = async (cursor) => ({ deliver: [], next: cursor, moved: false });
    log.length = 0;
    await polling.alarm(Date.now() + tipPollIntervalMs);
    expect(log).toEqual(['read settings', 'check 2']);
    expect((await polling.states()).streamElements).toEqual({
      status: 'connected',
      checkedAt: expect.any(Number),
    });
  });

  it('keeps the cursor after a failed check and says why', async () => {
    const { polling, world, log } = channel();
    world.active = true;
    await polling.refresh('streamElements');
    world.answer = async () => {
      throw new TipCheckFailedError('api.example.com answered HTTP 502.');
    };
    await polling.alarm(Date.now());
    expect(log).not.toContain('deliver a');
    expect((await polling.states()).streamElements).toEqual({
      status: 'reconnecting',
      reason: 'api.example.com answered HTTP 502.',
    });
    expect(polling.nextAlarm(Date.now())).toBeGreaterThan(Date.now());
  });

  it('remembers a refusal across evictions and checks again only after a new token', async () => {
    const first = channel();
    first.world.active = true;
    await first.polling.refresh('streamElements');
    first.world.answer = async () => {
      throw new TipTokenRefusedError('api.example.com refused the token (HTTP 401).');
    };
    await first.polling.alarm(Date.now());
    const revived = channel(first);
    revived.world.active = true;
    await revived.polling.load();
    expect(revived.polling.nextAlarm(Date.now())).toBeNull();
    expect((await revived.polling.states()).streamElements).toEqual({
      status: 'refused',
      reason: 'refused: save a new token',
    });
    await revived.polling.refresh('streamElements');
    expect(revived.polling.nextAlarm(Date.now())).toBeLessThanOrEqual(Date.now());
  });

  it('after an eviction, checks when the stored alarm says, not at every wake', async () => {
    const first = channel();
    first.world.active = true;
    await first.polling.refresh('streamElements');
    await first.polling.alarm(Date.now());
    first.alarm.at = first.polling.nextAlarm(Date.now());
    const revived = channel(first);
    revived.world.active = true;
    await revived.polling.load();
    expect(revived.polling.nextAlarm(Date.now())).toBe(first.alarm.at);
    await revived.polling.alarm(Date.now());
    expect(revived.log.filter((line) => line.startsWith('check'))).toEqual([]);
  });

  it('moves no cursor for a check begun with a token replaced meanwhile', async () => {
    const { polling, world, stored } = channel();
    world.active = true;
    await polling.refresh('streamElements');
    let release = () => {};
    world.answer = () =>
      new Promise((resolve) => {
        release = () => resolve({ deliver: [tip('old')], next: { n: 9 }, moved: true });
      });
    const checking = polling.alarm(Date.now());
    await new Promise((resolve) => setTimeout(resolve, 0));
    await polling.refresh('streamElements');
    release();
    await checking;
    expect(stored.get('tipCursor:streamElements')).toEqual({ n: 0 });
  });

  it('checks less often while no overlay shows tips, and sooner once one opens', async () => {
    const { polling, world, log } = channel();
    world.active = true;
    world.every = unseenTipPollIntervalMs;
    await polling.refresh('streamElements');
    const now = Date.now();
    await polling.alarm(now);
    expect(log.filter((line) => line.startsWith('check'))).toHaveLength(1);
    expect(polling.nextAlarm(Date.now())).toBeGreaterThanOrEqual(now + unseenTipPollIntervalMs);

    world.every = tipPollIntervalMs;
    expect(await polling.activityChanged()).toBe(true);
    expect(polling.nextAlarm(Date.now())).toBeLessThanOrEqual(Date.now() + tipPollIntervalMs);
  });
});

describe('whether overlays that show tips should tick', () => {
  it('wants ticks exactly while a service would be checked: joined, with a token not refused', async () => {
    const { polling, world } = channel();
    expect(polling.wantsTicks()).toBe(false);
    world.configured = [];
    await polling.refresh();
    expect(polling.wantsTicks()).toBe(false);
    world.configured = ['streamElements'];
    await polling.refresh('streamElements');
    expect(polling.wantsTicks()).toBe(true);
    world.joined = false;
    await polling.refresh();
    expect(polling.wantsTicks()).toBe(false);
    world.joined = true;
    await polling.refresh();
    // Offline with no overlay open the service waits on standby, but an overlay that opens checks it.
    expect(polling.wantsTicks()).toBe(true);
    world.active = true;
    await polling.activityChanged();
    world.answer = async () => {
      throw new TipTokenRefusedError('api.example.com refused the token (HTTP 401).');
    };
    await polling.alarm(Date.now());
    expect(polling.wantsTicks()).toBe(false);
  });
});

describe("tip polling on the overlays' ticks", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A channel live with an overlay that shows tips, checked once; the clock just past a watch time. */
  async function checkedOnce() {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1000 * tickWatchIntervalMs + 1000);
    const made = channel();
    made.world.active = true;
    await made.polling.refresh('streamElements');
    await made.polling.alarm(Date.now());
    return { ...made, checks: () => made.log.filter((line) => line.startsWith('check')).length };
  }
  const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

  it('checks on each tick while they come, and wants the alarm only at the fixed watch times', async () => {
    const { polling, world, checks } = await checkedOnce();
    world.ticking = true;
    const watch = polling.nextAlarm(Date.now());
    expect(watch).toBe(1001 * tickWatchIntervalMs);
    for (let tick = 1; tick <= 5; tick++) {
      later(tipPollIntervalMs);
      expect(await polling.tick(Date.now())).toBe(false);
      expect(checks()).toBe(1 + tick);
      // No check moves the alarm the overlays' ticks stand in for.
      expect(polling.nextAlarm(Date.now())).toBe(watch);
    }
  });

  it('checks once an interval however often ticks come, and not on the watching alarm', async () => {
    const { polling, world, checks } = await checkedOnce();
    world.ticking = true;
    later(tipPollIntervalMs);
    await polling.tick(Date.now());
    expect(checks()).toBe(2);
    // Another overlay's tick (or a restarted page's) soon after finds nothing due.
    later(tipPollIntervalMs / 4);
    await polling.tick(Date.now());
    await polling.alarm(Date.now());
    expect(checks()).toBe(2);
    // A tick a little early for the next check still makes it, rather than skipping an interval.
    later(tipPollIntervalMs / 2);
    await polling.tick(Date.now());
    expect(checks()).toBe(3);
    // While ticks come, even an overdue check waits for the next tick, not the alarm.
    later(tipPollIntervalMs * 3);
    await polling.alarm(Date.now());
    expect(checks()).toBe(3);
  });

  it("goes back to the alarm's pace once ticks stop", async () => {
    const { polling, world, checks } = await checkedOnce();
    world.ticking = true;
    later(tipPollIntervalMs);
    await polling.tick(Date.now());
    world.ticking = false;
    expect(polling.nextAlarm(Date.now())).toBe(Date.now() + tipPollIntervalMs);
    later(tipPollIntervalMs);
    await polling.alarm(Date.now());
    expect(checks()).toBe(3);
    expect(polling.nextAlarm(Date.now())).toBe(Date.now() + tipPollIntervalMs);
  });

  it('after an eviction while overlays tick, checks at the next tick, not at the watch time', async () => {
    const first = await checkedOnce();
    first.world.ticking = true;
    first.alarm.at = first.polling.nextAlarm(Date.now());
    later(5000);
    const revived = channel(first);
    Object.assign(revived.world, { active: true, ticking: true });
    await revived.polling.load();
    await revived.polling.tick(Date.now());
    expect(revived.log.filter((line) => line.startsWith('check'))).toEqual(['check 0']);
  });
});
