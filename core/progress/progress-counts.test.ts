import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../live/live-event';
import {
  applyProgressChange,
  applyProgressEvent,
  emptyProgressCounts,
  type ProgressCounts,
  progressAmount,
  progressChange,
  removeTestCounts,
  resetProgress,
  withTwitchTotals,
} from './progress-counts';
import type { ProgressBarType } from './progress-settings';

let ids = 0;
const event = (type: LiveEvent['type'], fields: Partial<LiveEvent> = {}): LiveEvent => ({
  id: `e${++ids}`,
  type,
  isTest: false,
  at: 1_000,
  ...fields,
});
const apply = (events: LiveEvent[], counts = emptyProgressCounts) =>
  events.reduce(applyProgressEvent, counts);
const allSources = { countThirdPartyTips: true, countCheers: true, countSubscriptions: true };
const amount = (counts: ProgressCounts, type: ProgressBarType, sources = allSources) =>
  progressAmount(counts, type, sources);

describe('the progress counts', () => {
  it('count follows and new subs of this stream, restarting when it goes live', () => {
    const counts = apply([
      event('follow'),
      event('subscribe', { tier: 1 }),
      event('streamOnline', { at: 5_000 }),
      event('follow'),
      event('follow'),
      event('giftsub', { amount: 5, tier: 1 }),
      event('resub', { amount: 12, tier: 2 }),
    ]);
    expect(amount(counts, 'followsCount')).toBe(2);
    expect(amount(counts, 'subsCount')).toBe(6);
    expect(counts.daily.since).toBe(5_000);
  });

  it('add live events to the totals Twitch gave: followers, new subs and their sub points', () => {
    const start = withTwitchTotals(
      emptyProgressCounts,
      { followers: 100, subscribers: 10, subPoints: 12 },
      1,
      emptyProgressCounts,
    );
    const counts = apply(
      [
        event('follow'),
        event('subscribe', { tier: 3 }),
        event('giftsub', { amount: 2, tier: 2 }),
        event('resub', { tier: 1 }),
      ],
      start,
    );
    expect(amount(counts, 'followsTotal')).toBe(101);
    // A resub renews a sub already in Twitch's total.
    expect(amount(counts, 'subsTotal')).toBe(13);
    expect(amount(counts, 'subsPoints')).toBe(12 + 6 + 2 * 2);
  });

  it('count tips, cheers and subs as points, each source switchable', () => {
    const counts = apply([
      event('tip', { amount: 5, currency: 'EUR' }),
      event('cheer', { amount: 300 }),
      event('subscribe', { tier: 1 }),
      event('giftsub', { amount: 4, tier: 1 }),
      event('resub', { tier: 3 }),
    ]);
    expect(amount(counts, 'tipsPoints')).toBe(500 + 300 + 250 + 1000 + 1250);
    expect(amount(counts, 'tipsPoints', { ...allSources, countThirdPartyTips: false })).toBe(300 + 2500);
    expect(amount(counts, 'tipsPoints', { ...allSources, countCheers: false })).toBe(500 + 2500);
    expect(amount(counts, 'tipsPoints', { ...allSources, countSubscriptions: false })).toBe(800);
  });

  it('keep test events apart from real ones, so they can be cleared alone', () => {
    const counts = apply([
      event('follow'),
      event('follow', { isTest: true }),
      event('tip', { amount: 1, isTest: true }),
    ]);
    expect(counts.daily.follows).toEqual({ real: 1, test: 1 });
    expect(counts.tipPoints.tips).toEqual({ real: 0, test: 100 });
    expect(amount(counts, 'followsCount')).toBe(2);
  });

  it('restart only the test part of the daily counts on a test stream start', () => {
    const counts = apply([
      event('follow'),
      event('follow', { isTest: true }),
      event('streamOnline', { isTest: true }),
    ]);
    expect(counts.daily.follows).toEqual({ real: 1, test: 0 });
  });

  it('start tip points and the daily counts again on Reset progress, and keep the totals', () => {
    const before = apply([event('follow'), event('cheer', { amount: 100 })]);
    const after = resetProgress(before, 9_000);
    expect(amount(after, 'tipsPoints')).toBe(0);
    expect(amount(after, 'followsCount')).toBe(0);
    expect(amount(after, 'followsTotal')).toBe(1);
    expect(after.tipPoints.since).toBe(9_000);
  });

  it("keep what arrived while Twitch answered on top of Twitch's new totals", () => {
    const asked = apply([event('follow'), event('follow')]);
    const now = apply([event('follow')], asked);
    const counts = withTwitchTotals(now, { followers: 50, subscribers: 0, subPoints: 0 }, 2_000, asked);
    expect(amount(counts, 'followsTotal')).toBe(51);
    expect(counts.totals.at).toBe(2_000);
  });

  it('ignore events that count for no goal', () => {
    const counts = apply([event('raid', { amount: 10 }), event('redemption', { reward: 'Hydrate' })]);
    expect(counts).toEqual(emptyProgressCounts);
  });
});

describe('clearing test events', () => {
  it('takes every test contribution out of every count and keeps the real ones', () => {
    const types: ProgressBarType[] = [
      'followsCount',
      'subsCount',
      'followsTotal',
      'subsTotal',
      'subsPoints',
      'tipsPoints',
    ];
    const real = apply([
      event('follow'),
      event('subscribe', { tier: 1 }),
      event('tip', { amount: 2 }),
      event('cheer', { amount: 50 }),
    ]);
    const withTests = apply(
      [
        event('follow', { isTest: true }),
        event('giftsub', { amount: 3, tier: 2, isTest: true }),
        event('tip', { amount: 1_000_000, isTest: true }),
        event('cheer', { amount: 100, isTest: true }),
      ],
      real,
    );
    for (const type of types) expect(amount(withTests, type)).toBeGreaterThan(amount(real, type));
    const cleared = removeTestCounts(withTests);
    for (const type of types) expect(amount(cleared, type)).toBe(amount(real, type));
    expect(removeTestCounts(cleared)).toEqual(cleared);
  });
});

describe('progress changes', () => {
  it('carry only the sections a step replaced, and rebuild the counts after it', () => {
    const steps: ((counts: ProgressCounts) => ProgressCounts)[] = [
      (c) => apply([event('follow')], c),
      (c) => apply([event('cheer', { amount: 300, isTest: true })], c),
      (c) => apply([event('giftsub', { amount: 3 })], c),
      (c) => resetProgress(c, 5_000),
      removeTestCounts,
      (c) => withTwitchTotals(c, { followers: 9, subscribers: 2, subPoints: 2 }, 6_000, c),
    ];
    let counts = emptyProgressCounts;
    for (const step of steps) {
      const next = step(counts);
      const change = progressChange(counts, next);
      expect(change).not.toBeNull();
      expect(applyProgressChange(counts, change ?? {})).toEqual(next);
      counts = next;
    }
    expect(
      Object.keys(
        progressChange(emptyProgressCounts, steps[1]?.(emptyProgressCounts) ?? emptyProgressCounts) ?? {},
      ),
    ).toEqual(['tipPoints']);
    expect(progressChange(counts, counts)).toBeNull();
  });
});
