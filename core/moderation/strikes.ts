// Strikes and the action ladder (spec section 4): a viewer's strikes in a channel expire 60 minutes
// after their last strike; strike n takes the ladder's step n, past its end the last step. Pure
// functions over a small state the caller stores per viewer.
import type { AnyFilterSettings, ModerationSettings, Punishment } from './moderation-settings';
import type { Verdict } from './verdict';

export const strikeLifetimeMs = 60 * 60 * 1000;

export type StrikeState = {
  strikes: number;
  /** Epoch ms of the last strike; null before the first. */
  lastStrikeAt: number | null;
};

export const noStrikes: StrikeState = { strikes: 0, lastStrikeAt: null };

/** The viewer's strikes as of `now`: all gone 60 minutes after the last one. */
export function currentStrikes(state: StrikeState, now: number): number {
  if (state.lastStrikeAt === null || now - state.lastStrikeAt >= strikeLifetimeMs) return 0;
  return state.strikes;
}

/** The state after one more strike at `now`. */
export function nextStrike(state: StrikeState, now: number): StrikeState {
  return { strikes: currentStrikes(state, now) + 1, lastStrikeAt: now };
}

/**
 * Whether the verdict counts a strike: not in dry run, not for a "delete only" filter, unless the
 * matched entry carries an action of its own (a blocklisted link, a word set to ban), which always does.
 */
export function countsStrike(verdict: Verdict, filter: Pick<AnyFilterSettings, 'punishment'>): boolean {
  if (verdict.dryRun) return false;
  if (verdict.punishment) return true;
  return filter.punishment === 'ladder';
}

/**
 * What to do for a verdict, given the viewer's strikes including this one: the entry's own action
 * first, then "delete only", then the ladder's step (past its end, the last step).
 */
export function punishmentFor(
  strikes: number,
  ladder: readonly Punishment[],
  verdict: Pick<Verdict, 'punishment'>,
  filter: Pick<AnyFilterSettings, 'punishment'>,
): Punishment {
  if (verdict.punishment) return verdict.punishment;
  if (filter.punishment === 'deleteOnly') return { action: 'delete' };
  const step = Math.min(Math.max(strikes, 1), ladder.length) - 1;
  return ladder[step] ?? { action: 'delete' };
}

/** What a tripped filter does: its punishment, the viewer's strikes after it, and whether to store the strike. */
export type LadderStep = { punishment: Punishment; strikes: number; counts: boolean };

/**
 * The step for a verdict given the viewer's strikes before it. A dry run says what would happen (the
 * strike it would count) and that it counts none: `counts` is the one answer to whether to store it.
 */
export function stepFor(settings: ModerationSettings, verdict: Verdict, strikesBefore: number): LadderStep {
  const filter = settings.filters[verdict.filter];
  const wouldCount = countsStrike({ ...verdict, dryRun: undefined }, filter);
  const strikes = wouldCount ? strikesBefore + 1 : strikesBefore;
  return {
    punishment: punishmentFor(strikes, settings.ladder, verdict, filter),
    strikes,
    counts: countsStrike(verdict, filter),
  };
}
