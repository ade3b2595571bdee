import { describe, expect, it } from 'vitest';
import { perMinuteFrom, TokenBuckets } from './token-buckets';

describe('TokenBuckets', () => {
  it('allows a minute’s allowance at once, then refuses with when to retry', () => {
    const buckets = new TokenBuckets(120);
    for (let i = 0; i < 120; i++) expect(buckets.take('a', 0)).toEqual({ ok: true });
    expect(buckets.take('a', 0)).toEqual({ ok: false, retryAfterSeconds: 1 });
    // Another key has its own allowance.
    expect(buckets.take('b', 0)).toEqual({ ok: true });
  });

  it('refills evenly over the minute', () => {
    const buckets = new TokenBuckets(6);
    for (let i = 0; i < 6; i++) buckets.take('a', 0);
    expect(buckets.take('a', 0)).toEqual({ ok: false, retryAfterSeconds: 10 });
    expect(buckets.take('a', 9_999)).toMatchObject({ ok: false });
    expect(buckets.take('a', 10_000)).toEqual({ ok: true });
    expect(buckets.take('a', 10_000)).toMatchObject({ ok: false });
  });

  it('tells whether any allowance is left without spending it', () => {
    const buckets = new TokenBuckets(2);
    expect(buckets.peek('a', 0)).toEqual({ ok: true });
    buckets.take('a', 0);
    expect(buckets.peek('a', 0)).toEqual({ ok: true });
    buckets.take('a', 0);
    expect(buckets.peek('a', 0)).toEqual({ ok: false, retryAfterSeconds: 30 });
    expect(buckets.peek('a', 30_000)).toEqual({ ok: true });
  });

  it('hands out a key’s allowance to store and takes it back, refilling from when it was stored', () => {
    const spent = new TokenBuckets(6);
    for (let i = 0; i < 6; i++) spent.take('a', 0);
    expect(spent.isBelow('a', 0.5, 0)).toBe(true);
    const stored = spent.bucketOf('a');
    const restarted = new TokenBuckets(6);
    if (stored) restarted.restore('a', stored);
    expect(restarted.take('a', 0)).toMatchObject({ ok: false });
    expect(restarted.take('a', 10_000)).toEqual({ ok: true });
    expect(restarted.isBelow('a', 0.5, 60_000)).toBe(false);
  });

  it('forgets the least recently used keys beyond its size', () => {
    const buckets = new TokenBuckets(1, 2);
    buckets.take('a', 0);
    buckets.take('b', 0);
    buckets.take('c', 0);
    // 'a' was forgotten, so it starts full again; 'c' is still spent.
    expect(buckets.take('a', 0)).toEqual({ ok: true });
    expect(buckets.take('c', 0)).toMatchObject({ ok: false });
  });
});

describe('perMinuteFrom', () => {
  it('reads a positive whole number, otherwise the default', () => {
    expect(perMinuteFrom('300', 120)).toBe(300);
    expect(perMinuteFrom(undefined, 120)).toBe(120);
    expect(perMinuteFrom('0', 120)).toBe(120);
    expect(perMinuteFrom('1.5', 120)).toBe(120);
    expect(perMinuteFrom('lots', 120)).toBe(120);
  });
});
