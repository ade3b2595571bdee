import { describe, expect, test } from 'vitest';
import { BurstGuard } from './burst-guard';

describe('BurstGuard', () => {
  test('ten actions in 10 s all say their message; the eleventh is held back', () => {
    const guard = new BurstGuard();
    for (let index = 0; index < 10; index++)
      expect(guard.record(index * 100, 'links')).toEqual({ sayMessage: true });
    expect(guard.record(1000, 'links')).toEqual({ sayMessage: false });
  });

  test('after a burst, one summary is said once chat has been quiet for 10 s', () => {
    const guard = new BurstGuard();
    for (let index = 0; index < 47; index++) guard.record(index * 100, 'links');
    guard.record(4700, 'caps');
    expect(guard.summary(4700 + 9_999)).toBeNull();
    expect(guard.summary(4700 + 10_000)).toBe('removed 37 messages for links and 1 for caps');
    expect(guard.summary(4700 + 20_000)).toBeNull();
  });

  test('actions spread out never trip it', () => {
    const guard = new BurstGuard();
    for (let index = 0; index < 50; index++)
      expect(guard.record(index * 1_001, 'caps').sayMessage).toBe(true);
    expect(guard.summary(1_000_000)).toBeNull();
  });

  test('a burst holds everything until its summary is said', () => {
    const guard = new BurstGuard();
    for (let index = 0; index < 11; index++) guard.record(index, 'words');
    expect(guard.record(9_000, 'words').sayMessage).toBe(false);
    expect(guard.summary(19_000)).toBe('removed 2 messages for blocked words');
    expect(guard.record(30_000, 'words').sayMessage).toBe(true);
  });
});
