import { describe, expect, test } from 'vitest';
import { defaultModerationSettings } from './moderation-settings';
import {
  countsStrike,
  currentStrikes,
  nextStrike,
  noStrikes,
  punishmentFor,
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
