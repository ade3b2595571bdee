// What a filter says about a message when it trips, and the decision `screen` hands the caller.
import type { FilterKey, Punishment } from './moderation-settings';

/** Why one filter tripped; null from a filter means the message passes it. */
export type FilterTrip = {
  /** For the log and the tester, in plain words: `9 of 11 letters are capitals (82%)`. */
  reason: string;
  /** The list entry that matched: a word-list entry, a blocklist pattern. */
  entry?: string;
  /** The entry's own action, instead of the ladder (a blocklisted link, a word set to ban). */
  punishment?: Punishment;
};

export type Verdict = FilterTrip & {
  filter: FilterKey;
  /** The filter is in dry run: log the decision, do nothing on Twitch. */
  dryRun?: true;
};

export const percentOf = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 100);
