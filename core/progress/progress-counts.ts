// What the goal progress bar counts, as a pure reducer the ChannelDO keeps and overlays follow (the
// whole counts once, then the sections each change replaced: progressChange). Every
// count has a real part and a test part (Simulator events), so test contributions can be cleared
// later without touching real ones. Totals start from Twitch (Helix) and follow live events between
// refreshes; daily counts restart when the stream goes live; tip points count since "Reset progress".
import type { LiveEvent } from '../live/live-event';
import { cheerPoints, subscriptionTipPoints, subTierOf, tipPoints, twitchSubPoints } from './progress-points';
import type { ProgressBarSettings, ProgressBarType } from './progress-settings';

export type CountPart = { real: number; test: number };

/** What Twitch said the channel had when last asked. */
export type TwitchTotals = { followers: number; subscribers: number; subPoints: number };

export type ProgressCounts = {
  /** Follows and new subs since `since`: the later of the stream's start and the last reset. */
  daily: { follows: CountPart; subs: CountPart; since: number | null };
  /** Twitch's totals when fetched (`at`, null before the first fetch) plus what happened since. */
  totals: {
    base: TwitchTotals;
    at: number | null;
    followers: CountPart;
    subscribers: CountPart;
    subPoints: CountPart;
  };
  /** Each tip-point source apart, so the bar's source switches apply at once; since `since`. */
  tipPoints: { tips: CountPart; cheers: CountPart; subs: CountPart; since: number | null };
};

const zero: CountPart = { real: 0, test: 0 };

export const emptyProgressCounts: ProgressCounts = {
  daily: { follows: zero, subs: zero, since: null },
  totals: {
    base: { followers: 0, subscribers: 0, subPoints: 0 },
    at: null,
    followers: zero,
    subscribers: zero,
    subPoints: zero,
  },
  tipPoints: { tips: zero, cheers: zero, subs: zero, since: null },
};

const total = (part: CountPart) => part.real + part.test;

const add = (part: CountPart, amount: number, isTest: boolean): CountPart =>
  amount === 0
    ? part
    : isTest
      ? { ...part, test: part.test + amount }
      : { ...part, real: part.real + amount };

/** The subscriptions an event brings: a new sub, a resub or a gift of `amount` subs. */
function subscriptionsOf(event: LiveEvent): { count: number; isNew: boolean } {
  switch (event.type) {
    case 'subscribe':
      return { count: 1, isNew: true };
    case 'giftsub':
      return { count: Math.max(1, Math.round(event.amount ?? 1)), isNew: true };
    case 'resub':
      // A resub renews a sub Twitch's totals already hold; it is still this stream's support.
      return { count: 1, isNew: false };
    default:
      return { count: 0, isNew: false };
  }
}

/** The counts after one channel event. Gifted subs' own `channel.subscribe` never reach here. */
export function applyProgressEvent(counts: ProgressCounts, event: LiveEvent): ProgressCounts {
  const t = event.isTest;
  if (event.type === 'streamOnline') {
    // A test stream start restarts only the test part of the daily counts.
    const restart = (part: CountPart): CountPart => (t ? { ...part, test: 0 } : zero);
    return {
      ...counts,
      daily: { follows: restart(counts.daily.follows), subs: restart(counts.daily.subs), since: event.at },
    };
  }
  if (event.type === 'follow')
    return {
      ...counts,
      daily: { ...counts.daily, follows: add(counts.daily.follows, 1, t) },
      totals: { ...counts.totals, followers: add(counts.totals.followers, 1, t) },
    };
  if (event.type === 'cheer' || event.type === 'tip') {
    const key = event.type === 'cheer' ? 'cheers' : 'tips';
    const points = event.type === 'cheer' ? cheerPoints(event.amount ?? 0) : tipPoints(event.amount ?? 0);
    return { ...counts, tipPoints: { ...counts.tipPoints, [key]: add(counts.tipPoints[key], points, t) } };
  }
  const { count, isNew } = subscriptionsOf(event);
  if (count === 0) return counts;
  const tier = subTierOf(event.tier);
  return {
    daily: { ...counts.daily, subs: add(counts.daily.subs, count, t) },
    totals: {
      ...counts.totals,
      subscribers: add(counts.totals.subscribers, isNew ? count : 0, t),
      subPoints: add(counts.totals.subPoints, isNew ? twitchSubPoints(tier, count) : 0, t),
    },
    tipPoints: {
      ...counts.tipPoints,
      subs: add(counts.tipPoints.subs, subscriptionTipPoints(tier, count), t),
    },
  };
}

/** "Reset progress": tip points and the daily counts start again from zero at `at`. */
export function resetProgress(counts: ProgressCounts, at: number): ProgressCounts {
  return {
    ...counts,
    daily: { follows: zero, subs: zero, since: at },
    tipPoints: { tips: zero, cheers: zero, subs: zero, since: at },
  };
}

/** "Clear test events": every count keeps only its real part. */
export function removeTestCounts(counts: ProgressCounts): ProgressCounts {
  const real = (part: CountPart): CountPart => (part.test === 0 ? part : { real: part.real, test: 0 });
  const { daily, totals, tipPoints: points } = counts;
  return {
    daily: { ...daily, follows: real(daily.follows), subs: real(daily.subs) },
    totals: {
      ...totals,
      followers: real(totals.followers),
      subscribers: real(totals.subscribers),
      subPoints: real(totals.subPoints),
    },
    tipPoints: { ...points, tips: real(points.tips), cheers: real(points.cheers), subs: real(points.subs) },
  };
}

/**
 * Twitch's totals fetched at `at`. `sinceAsked` is what the counts were when the request went out:
 * what arrived while Twitch answered is kept on top of its totals, the rest is in them.
 */
export function withTwitchTotals(
  counts: ProgressCounts,
  base: TwitchTotals,
  at: number,
  sinceAsked: ProgressCounts,
): ProgressCounts {
  const later = (now: CountPart, then: CountPart): CountPart => ({
    real: now.real - then.real,
    test: now.test,
  });
  return {
    ...counts,
    totals: {
      base,
      at,
      followers: later(counts.totals.followers, sinceAsked.totals.followers),
      subscribers: later(counts.totals.subscribers, sinceAsked.totals.subscribers),
      subPoints: later(counts.totals.subPoints, sinceAsked.totals.subPoints),
    },
  };
}

/** What one change sends to open overlays: the sections of the counts it replaced. */
export type ProgressChange = Partial<ProgressCounts>;

const sections = ['daily', 'totals', 'tipPoints'] as const;

/** The sections `after` replaced (the reducers above keep what they leave alone); null when none. */
export function progressChange(before: ProgressCounts, after: ProgressCounts): ProgressChange | null {
  const changed = sections.filter((section) => after[section] !== before[section]);
  if (changed.length === 0) return null;
  return Object.fromEntries(changed.map((section) => [section, after[section]]));
}

/** The counts with a change's sections in place; any change fits any counts. */
export function applyProgressChange(counts: ProgressCounts, change: ProgressChange): ProgressCounts {
  return { ...counts, ...change };
}

/** The amount a bar of `type` shows with these settings' tip-point sources. */
export function progressAmount(
  counts: ProgressCounts,
  type: ProgressBarType,
  settings: Pick<ProgressBarSettings, 'countThirdPartyTips' | 'countCheers' | 'countSubscriptions'>,
): number {
  const { daily, totals, tipPoints: points } = counts;
  switch (type) {
    case 'followsCount':
      return total(daily.follows);
    case 'subsCount':
      return total(daily.subs);
    case 'followsTotal':
      return totals.base.followers + total(totals.followers);
    case 'subsTotal':
      return totals.base.subscribers + total(totals.subscribers);
    case 'subsPoints':
      return totals.base.subPoints + total(totals.subPoints);
    case 'tipsPoints':
      return (
        (settings.countThirdPartyTips ? total(points.tips) : 0) +
        (settings.countCheers ? total(points.cheers) : 0) +
        (settings.countSubscriptions ? total(points.subs) : 0)
      );
  }
}
