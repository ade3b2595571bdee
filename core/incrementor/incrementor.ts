// The incrementor: a community counter driven by channel-point redemptions, with tallies per
// period (UTC calendar periods) and the placeholders of its reply.
import { z } from 'zod';
import { maxRewardTitleLength, maxTextReplyLength } from '../redemptions/text-reply';
import { type CalendarUnit, calendarPeriodStart } from '../time/calendar-period';

export const incrementorPeriods = ['total', 'yearly', 'monthly', 'weekly', 'daily'] as const;
export type IncrementorPeriod = (typeof incrementorPeriods)[number];
export type IncrementorType = 'count' | 'points';

export const defaultIncrementorSettings = {
  incrementorTitle: 'Count',
  incrementorText:
    '{username}, you have increased our counter {plural.{count}|time}! It is at {total} now. The top contributors are: {top}',
  incrementorTopText: '{username}: {count}',
  isIncrementorEnabled: false,
};

export const incrementorSettingsSchema = z.object({
  incrementorTitle: z.string().trim().min(1, 'the reward title is required').max(maxRewardTitleLength),
  incrementorText: z.string().trim().min(1, 'the reply is required').max(maxTextReplyLength),
  incrementorTopText: z.string().trim().min(1, 'the top-list format is required').max(200),
  isIncrementorEnabled: z.boolean(),
});

export type IncrementorSettings = z.infer<typeof incrementorSettingsSchema>;

export type Redemption = { userId: string; userName: string; count: number; points: number; at: number };

const periodUnits: Record<Exclude<IncrementorPeriod, 'total'>, CalendarUnit> = {
  yearly: 'year',
  monthly: 'month',
  weekly: 'week',
  daily: 'day',
};

/** Start of the period containing `now` (UTC calendar periods, weeks start on Monday). */
export function periodStart(period: IncrementorPeriod, now: number): number {
  return period === 'total' ? Number.NEGATIVE_INFINITY : calendarPeriodStart(periodUnits[period], now);
}

export type Contributor = { userId: string; userName: string; count: number; points: number };

/** Everyone's totals in the period, best first by `type`. */
export function tally(
  redemptions: Redemption[],
  period: IncrementorPeriod,
  type: IncrementorType,
  now: number,
): Contributor[] {
  const since = periodStart(period, now);
  const byUser = new Map<string, Contributor>();
  for (const r of redemptions) {
    if (r.at < since || r.at > now) continue;
    const entry = byUser.get(r.userId) ?? { userId: r.userId, userName: r.userName, count: 0, points: 0 };
    entry.count += r.count;
    entry.points += r.points;
    entry.userName = r.userName;
    byUser.set(r.userId, entry);
  }
  return [...byUser.values()].sort((a, b) => b[type] - a[type] || a.userName.localeCompare(b.userName));
}

/** 1-based place of the user in the period, or 0 when they have none. */
export function placeOf(ranking: Contributor[], userId: string): number {
  return ranking.findIndex((c) => c.userId === userId) + 1;
}

/** The reply's placeholders for the redeeming user: count, total, top, points and place. */
export function incrementorPlaceholders(
  redemptions: Redemption[],
  userId: string,
  top: string,
  now: number,
): Record<string, string> {
  const ranking = tally(redemptions, 'total', 'count', now);
  const me = ranking.find((c) => c.userId === userId);
  const sum = (type: IncrementorType) => ranking.reduce((total, c) => total + c[type], 0);
  return {
    count: String(me?.count ?? 0),
    total: String(sum('count')),
    top,
    userpointsspent: String(me?.points ?? 0),
    totalpointsspent: String(sum('points')),
    place: String(placeOf(ranking, userId)),
  };
}

/** How many contributors {top} lists. */
export const topListSize = 5;
