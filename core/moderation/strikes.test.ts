import { describe, expect, it, test } from 'vitest';
import { defaultModerationSettings, type ModerationSettings } from './moderation-settings';
import {
  countsStrike,
  currentStrikes,
  nextStrike,
  noStrikes,
  punishmentFor,
  stepFor,
  strikeLifetimeMs,
} from './strikes';

const ladder = defaultModerationSettings.ladder;
const ladderFilter = { punishment: 'ladder' as const };
const minute = 60_000;

describe('strikes', () => {
  test('count up and expire 60 minutes after the last strike', () => {
    let state = nextStrike(noStrikes, 0);
    state = nextStrike(state, 30 * minute);
    expect(currentStrikes(state, 30 * minute)).toBe(2);
    expect(currentStrikes(state, 30 * minute + strikeLifetimeMs - 1)).toBe(2);
    expect(currentStrikes(state, 30 * minute + strikeLifetimeMs)).toBe(0);
    expect(nextStrike(state, 30 * minute + strikeLifetimeMs)).toEqual({
      strikes: 1,
      lastStrikeAt: 30 * minute + strikeLifetimeMs,
    });
  });

  test('a strike within the hour keeps the count going', () => {
    let state = noStrikes;
    for (let index = 0; index < 5; index++) state = nextStrike(state, index * 50 * minute);
    expect(state.strikes).toBe(5);
  });
});

describe('punishmentFor', () => {
  test('follows the default ladder: delete, 60 s, 600 s, then 3,600 s', () => {
    const verdict = { punishment: undefined };
    expect(punishmentFor(1, ladder, verdict, ladderFilter)).toEqual({ action: 'delete' });
    expect(punishmentFor(2, ladder, verdict, ladderFilter)).toEqual({ action: 'timeout', duration: 60 });
    expect(punishmentFor(3, ladder, verdict, ladderFilter)).toEqual({ action: 'timeout', duration: 600 });
    expect(punishmentFor(4, ladder, verdict, ladderFilter)).toEqual({ action: 'timeout', duration: 3600 });
    expect(punishmentFor(9, ladder, verdict, ladderFilter)).toEqual({ action: 'timeout', duration: 3600 });
  });

  test('a delete-only filter deletes and counts no strike', () => {
    const deleteOnly = { punishment: 'deleteOnly' as const };
    expect(punishmentFor(3, ladder, {}, deleteOnly)).toEqual({ action: 'delete' });
    expect(countsStrike({ filter: 'caps', reason: 'x' }, deleteOnly)).toBe(false);
    expect(countsStrike({ filter: 'caps', reason: 'x' }, ladderFilter)).toBe(true);
  });

  test("an entry's own action overrides the ladder and delete only", () => {
    const verdict = { punishment: { action: 'ban' as const } };
    expect(punishmentFor(1, ladder, verdict, ladderFilter)).toEqual({ action: 'ban' });
    expect(punishmentFor(1, ladder, verdict, { punishment: 'deleteOnly' })).toEqual({ action: 'ban' });
  });

  test('a dry-run verdict counts no strike', () => {
    expect(countsStrike({ filter: 'links', reason: 'x', dryRun: true }, ladderFilter)).toBe(false);
  });
});

describe('the ladder', () => {
  const settings = defaultModerationSettings;
  const links = { filter: 'links' as const, reason: 'a link' };

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

  it('a dry run says what it would do, the strike it would count included, and counts none', () => {
    expect(stepFor(settings, { ...links, dryRun: true }, 1)).toEqual({
      punishment: { action: 'timeout', duration: 60 },
      strikes: 2,
      counts: false,
    });
  });

  it('a delete-only filter deletes without a strike', () => {
    const deleteOnly: ModerationSettings = {
      ...settings,
      filters: { ...settings.filters, caps: { ...settings.filters.caps, punishment: 'deleteOnly' } },
    };
    expect(stepFor(deleteOnly, { filter: 'caps', reason: 'caps' }, 2)).toEqual({
      punishment: { action: 'delete' },
      strikes: 2,
      counts: false,
    });
  });
});
