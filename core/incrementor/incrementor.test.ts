import { describe, expect, it } from 'vitest';
import { memorySources } from '../keywords/test-context';
import {
  defaultIncrementorSettings,
  incrementorPlaceholders,
  periodStart,
  placeOf,
  type Redemption,
  tally,
} from './incrementor';
import { renderIncrementorReply } from './incrementor-reply';

const day = 86_400_000;
const now = Date.UTC(2026, 10, 4, 12); // Wednesday 4 November 2026, noon UTC
const r = (userId: string, at: number, count = 1, points = 100): Redemption => ({
  userId,
  userName: userId.toUpperCase(),
  count,
  points,
  at,
});

describe('periods', () => {
  it('start at UTC calendar boundaries, weeks on Monday', () => {
    expect(periodStart('daily', now)).toBe(Date.UTC(2026, 10, 4));
    expect(periodStart('weekly', now)).toBe(Date.UTC(2026, 10, 2));
    expect(periodStart('monthly', now)).toBe(Date.UTC(2026, 10, 1));
    expect(periodStart('yearly', now)).toBe(Date.UTC(2026, 0, 1));
  });

  it('count across a month boundary only in the periods that contain both sides', () => {
    const redemptions = [r('ana', Date.UTC(2026, 9, 31, 23)), r('ana', Date.UTC(2026, 10, 1, 1))];
    expect(tally(redemptions, 'monthly', 'count', now)[0]?.count).toBe(1);
    expect(tally(redemptions, 'weekly', 'count', now)).toEqual([]);
    expect(tally(redemptions, 'yearly', 'count', now)[0]?.count).toBe(2);
    expect(tally(redemptions, 'total', 'count', now)[0]?.count).toBe(2);
  });
});

describe('tallies', () => {
  const redemptions = [
    r('ana', now - day),
    r('bo', now - day, 1, 500),
    r('bo', now - 2 * day),
    r('cy', now - 300 * day, 5, 50),
  ];

  it('rank by count or points, with places', () => {
    expect(tally(redemptions, 'total', 'count', now).map((c) => c.userId)).toEqual(['cy', 'bo', 'ana']);
    expect(tally(redemptions, 'total', 'points', now).map((c) => c.userId)).toEqual(['bo', 'ana', 'cy']);
    const monthly = tally(redemptions, 'monthly', 'count', now);
    expect(placeOf(monthly, 'bo')).toBe(1);
    expect(placeOf(monthly, 'nobody')).toBe(0);
  });

  it('fill the reply placeholders', () => {
    expect(incrementorPlaceholders(redemptions, 'bo', 'the top', now)).toEqual({
      count: '2',
      total: '8',
      top: 'the top',
      userpointsspent: '600',
      totalpointsspent: '750',
      place: '2',
    });
  });

  it('render the reply with a top list in the streamer format, keywords included', async () => {
    const settings = {
      ...defaultIncrementorSettings,
      incrementorText: '{username}: {count} of {total}, {ordinal.{place}} place. Top: {top}',
      incrementorTopText: '{username} ({points} pts)',
    };
    const context = { message: '', random: () => 0, now: () => now, sources: memorySources() };
    const reply = await renderIncrementorReply(
      settings,
      redemptions,
      { userId: 'bo', userName: 'BO' },
      context,
    );
    expect(reply).toBe('BO: 2 of 8, 2nd place. Top: CY (50 pts), BO (600 pts), ANA (100 pts)');
  });
});
