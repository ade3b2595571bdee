// UTC calendar periods, the one definition behind the incrementor's tallies and the top-donation reset.

export const calendarUnits = ['day', 'week', 'month', 'year'] as const;
export type CalendarUnit = (typeof calendarUnits)[number];

/** Start (epoch ms) of the UTC calendar period containing `now`; weeks start on Monday. */
export function calendarPeriodStart(unit: CalendarUnit, now: number): number {
  const d = new Date(now);
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth();
  const day = d.getUTCDate();
  switch (unit) {
    case 'year':
      return Date.UTC(year, 0, 1);
    case 'month':
      return Date.UTC(year, month, 1);
    case 'week':
      return Date.UTC(year, month, day - ((d.getUTCDay() + 6) % 7));
    case 'day':
      return Date.UTC(year, month, day);
  }
}
