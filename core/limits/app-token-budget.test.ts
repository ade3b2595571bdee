import { describe, expect, it } from 'vitest';
import { AppTokenBudget, appTokenBudgetLimits, helixRateLimitOf } from './app-token-budget';

const { reserve } = appTokenBudgetLimits;

describe('AppTokenBudget', () => {
  it('refuses look-ups that would reach into the reserve, until Helix’s reset', () => {
    const budget = new AppTokenBudget();
    budget.heard({ limit: 800, remaining: reserve + 3, resetAt: 30_000 }, 0);
    expect(budget.ask('a', 2, 0)).toEqual({ ok: false, retryAfterSeconds: 30 });
    // Past the reset the bucket is full again.
    expect(budget.ask('a', 2, 30_000)).toEqual({ ok: true });
  });

  it('lets one channel hold at most what it leaves to the others', () => {
    const budget = new AppTokenBudget();
    budget.heard({ limit: 800, remaining: reserve + 40, resetAt: 60_000 }, 0);
    let granted = 0;
    while (budget.ask('greedy', 2, 0).ok) granted++;
    expect(granted).toBe(10);
    expect(budget.ask('other', 2, 0)).toEqual({ ok: true });
  });

  it('believes the newest word on the bucket; an older one only lowers it', () => {
    const budget = new AppTokenBudget();
    budget.heard({ limit: 800, remaining: 700, resetAt: 60_000 }, 0);
    budget.heard({ limit: 800, remaining: reserve, resetAt: 50_000 }, 0);
    expect(budget.ask('a', 2, 0).ok).toBe(false);
    budget.heard({ limit: 800, remaining: 700, resetAt: 61_000 }, 0);
    expect(budget.ask('a', 2, 0).ok).toBe(true);
  });
});

describe('helixRateLimitOf', () => {
  it('reads the Ratelimit-* headers, reset in seconds', () => {
    const headers = new Headers({
      'Ratelimit-Limit': '800',
      'Ratelimit-Remaining': '12',
      'Ratelimit-Reset': '90',
    });
    expect(helixRateLimitOf(headers)).toEqual({ limit: 800, remaining: 12, resetAt: 90_000 });
    expect(helixRateLimitOf(new Headers())).toBeNull();
    expect(
      helixRateLimitOf(new Headers({ 'Ratelimit-Remaining': 'lots', 'Ratelimit-Reset': '1' })),
    ).toBeNull();
  });
});
