// Strikes and the action ladder (spec/moderation.md section 4): a viewer's strikes are forgotten 60
// minutes after their last one; strike N takes the ladder's step N (the last step repeats); a filter
// set to "delete only" deletes without a strike; a blocklisted link or a word-list entry with its own
// punishment takes that, and counts as a strike.
import type { FilterKey, ModerationSettings, Punishment } from './moderation-settings';

export const strikeMemoryMs = 60 * 60 * 1000;

export type StrikeRecord = { strikes: number; lastStrikeAt: number };

/** The viewer's strikes still in force. */
export function strikesNow(record: StrikeRecord, now: number): number {
  return now - record.lastStrikeAt < strikeMemoryMs ? record.strikes : 0;
}

/** What a tripped filter does: its punishment, the viewer's strikes after it, and whether it was a strike. */
export type LadderStep = { punishment: Punishment; strikes: number; counts: boolean };

export function stepFor(
  settings: ModerationSettings,
  verdict: { filter: FilterKey; punishment?: Punishment },
  strikesBefore: number,
): LadderStep {
  if (verdict.punishment) return { punishment: verdict.punishment, strikes: strikesBefore + 1, counts: true };
  if (settings.filters[verdict.filter].punishment === 'deleteOnly')
    return { punishment: { action: 'delete' }, strikes: strikesBefore, counts: false };
  const strikes = strikesBefore + 1;
  const { ladder } = settings;
  return { punishment: ladder[Math.min(strikes, ladder.length) - 1] as Punishment, strikes, counts: true };
}
