import { describe, expect, it } from 'vitest';
import { stepFor, strikeMemoryMs, strikesNow } from './ladder';
import { defaultModerationSettings, type ModerationSettings } from './moderation-settings';

const minutes = 60_000;

describe('strikes', () => {
  it('count while the last strike is under 60 minutes old, and are forgotten after', () => {
    const record = { strikes: 3, lastStrikeAt: 1_000_000 };
    expect(strikesNow(record, 1_000_000 + 59 * minutes)).toBe(3);
    expect(strikesNow(record, 1_000_000 + strikeMemoryMs)).toBe(0);
  });
});

describe('the ladder', () => {
  const settings = defaultModerationSettings;
  const links = { filter: 'links' as const };

  it('deletes on strike 1, then times out 60 s, 600 s and 3,600 s, the last step repeating', () => {
    expect(stepFor(settings, links, 0)).toEqual({
      punishment: { action: 'delete' },
      strikes: 1,
      counts: true,
    });
    expect(stepFor(settings, links, 1).punishment).toEqual({ action: 'timeout', duration: 60 });
    expect(stepFor(settings, links, 2).punishment).toEqual({ action: 'timeout', duration: 600 });
    expect(stepFor(settings, links, 3).punishment).toEqual({ action: 'timeout', duration: 3600 });
    expect(stepFor(settings, links, 9)).toEqual({
      punishment: { action: 'timeout', duration: 3600 },
      strikes: 10,
      counts: true,
    });
  });

  it('a blocklisted link or an entry with its own punishment takes it, as a strike', () => {
    expect(stepFor(settings, { ...links, punishment: { action: 'ban' } }, 0)).toEqual({
      punishment: { action: 'ban' },
      strikes: 1,
      counts: true,
    });
  });

  it('a delete-only filter deletes without a strike', () => {
    const deleteOnly: ModerationSettings = {
      ...settings,
      filters: { ...settings.filters, caps: { ...settings.filters.caps, punishment: 'deleteOnly' } },
    };
    expect(stepFor(deleteOnly, { filter: 'caps' }, 2)).toEqual({
      punishment: { action: 'delete' },
      strikes: 2,
      counts: false,
    });
  });
});
