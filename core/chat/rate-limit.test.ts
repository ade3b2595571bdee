import { describe, expect, it } from 'vitest';
import { SlidingWindowLimiter } from './rate-limit';

describe('SlidingWindowLimiter', () => {
  it('lets messages through up to the limit, then says how long to wait', () => {
    const limiter = new SlidingWindowLimiter(3, 30_000);
    for (const at of [0, 10, 20]) {
      expect(limiter.waitTime(at)).toBe(0);
      limiter.record(at);
    }
    expect(limiter.waitTime(25)).toBe(29_975);
  });

  it('frees a slot once the oldest message leaves the window', () => {
    const limiter = new SlidingWindowLimiter(2, 1000);
    limiter.record(0);
    limiter.record(500);
    expect(limiter.waitTime(999)).toBe(1);
    expect(limiter.waitTime(1000)).toBe(0);
  });

  it('says how many may go, and waits long enough when more were counted than the limit', () => {
    const limiter = new SlidingWindowLimiter(2, 1000, [0, 100, 200]);
    expect(limiter.room(300)).toBe(0);
    // Two must leave the window before one place is free: the one sent at 100.
    expect(limiter.waitTime(300)).toBe(800);
    expect(limiter.room(1100)).toBe(1);
  });
});
