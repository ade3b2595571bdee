// When the carousel's top tip/cheer is reset on its own: at the end of each UTC calendar period the
// streamer chose (spec: "Remove Top Donation - Scheduled").
import { z } from 'zod';
import { calendarPeriodStart } from '../time/calendar-period';

export const topResetPeriods = ['none', 'day', 'week', 'month', 'year'] as const;
export type TopResetPeriod = (typeof topResetPeriods)[number];

export const topResetPeriodSchema = z.object({
  period: z.enum(topResetPeriods, 'The period is one of none, day, week, month or year.'),
});

/**
 * True when a period boundary has passed since the last reset. A channel never reset is due; saving
 * a period records the save time as the last reset, so the first reset waits for the period's end.
 */
export function isTopResetDue(period: TopResetPeriod, lastResetAt: number | null, now: number): boolean {
  if (period === 'none') return false;
  if (lastResetAt === null) return true;
  return lastResetAt < calendarPeriodStart(period, now);
}
