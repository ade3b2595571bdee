import { describe, expect, it } from 'vitest';
import { isTopResetDue, topResetPeriodSchema } from './top-reset-period';

const now = Date.UTC(2026, 10, 4, 0, 17); // Wednesday 4 November 2026, 00:17 UTC
const hour = 3_600_000;

describe('top-donation reset period', () => {
  it('never resets with the period none', () => {
    expect(isTopResetDue('none', null, now)).toBe(false);
    expect(isTopResetDue('none', Date.UTC(2020, 0, 1), now)).toBe(false);
  });

  it('resets daily once the UTC day has changed since the last reset', () => {
    expect(isTopResetDue('day', Date.UTC(2026, 10, 3, 23, 17), now)).toBe(true);
    expect(isTopResetDue('day', Date.UTC(2026, 10, 4, 0, 0), now)).toBe(false);
    expect(isTopResetDue('day', now - hour / 4, now)).toBe(false);
  });

  it('resets weekly on Monday, not on Sunday', () => {
    const sunday = Date.UTC(2026, 10, 1, 12);
    const monday = Date.UTC(2026, 10, 2, 0, 17);
    expect(isTopResetDue('week', Date.UTC(2026, 9, 31, 12), sunday)).toBe(false);
    expect(isTopResetDue('week', sunday, monday)).toBe(true);
    expect(isTopResetDue('week', monday, now)).toBe(false);
  });

  it('resets monthly and yearly at the calendar boundary', () => {
    expect(isTopResetDue('month', Date.UTC(2026, 9, 31, 23), now)).toBe(true);
    expect(isTopResetDue('month', Date.UTC(2026, 10, 1, 0, 17), now)).toBe(false);
    expect(isTopResetDue('year', Date.UTC(2026, 9, 1), now)).toBe(false);
    expect(isTopResetDue('year', Date.UTC(2025, 11, 31, 23), now)).toBe(true);
  });

  it('treats a channel never reset as due', () => {
    expect(isTopResetDue('month', null, now)).toBe(true);
  });

  it('accepts only the five period names', () => {
    expect(topResetPeriodSchema.safeParse({ period: 'week' }).success).toBe(true);
    expect(topResetPeriodSchema.safeParse({ period: 'hour' }).success).toBe(false);
    expect(topResetPeriodSchema.safeParse({ period: 'Week' }).success).toBe(false);
  });
});
