import { describe, expect, it } from 'vitest';
import { viewerNames } from './viewer-names';

describe('viewer names for a Simulator flood', () => {
  it('gives 500 different names shaped like Twitch ones', () => {
    const names = viewerNames(500);
    expect(names).toHaveLength(500);
    expect(new Set(names).size).toBe(500);
    for (const name of names) expect(name).toMatch(/^[A-Za-z0-9_]{4,25}$/);
  });

  it('sets a name drawn again apart with a number', () => {
    expect(viewerNames(3, () => 0)).toEqual(['SleepyOtter', 'SleepyOtter2', 'SleepyOtter3']);
  });
});
