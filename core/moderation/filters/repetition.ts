// Repetition, within one message: once the normalised text is `minLength` long, at least `percent`
// of its words repeat an earlier word (three words or more), or at least `percent` of its characters
// repeat the one a few places before (`aaaa`, `hahaha`, `lol lol lol`: the best period from 1 to 10).
// Across messages: the viewer sent the same normalised text `count` times within `seconds`.
import type { FilterSettings } from '../moderation-settings';
import type { FilterTrip } from '../verdict';

export type RecentMessage = {
  /** The normalised text `screen` returned for it (raw text works too: it is lower-cased here). */
  text: string;
  /** Epoch ms. */
  at: number;
};

const longestPeriod = 10;
const spaceRuns = /\s+/g;

/** Share (0–1) of characters equal to the one `period` places before, for the best period. */
export function repeatedCharacterShare(text: string): number {
  let best = 0;
  for (let period = 1; period <= longestPeriod && period * 2 <= text.length; period++) {
    let same = 0;
    for (let index = period; index < text.length; index++)
      if (text.charCodeAt(index) === text.charCodeAt(index - period)) same++;
    if (same > best) best = same;
  }
  return text.length === 0 ? 0 : best / text.length;
}

/** Share (0–1) of words that repeat an earlier word; 0 under three words. */
export function repeatedWordShare(text: string): number {
  const words = text.split(' ');
  if (words.length < 3) return 0;
  return (words.length - new Set(words).size) / words.length;
}

export function checkRepetitionWithin(
  normalized: string,
  settings: Pick<FilterSettings<'repetition'>, 'percent' | 'minLength'>,
): FilterTrip | null {
  if (normalized.length < settings.minLength) return null;
  const words = repeatedWordShare(normalized);
  if (words * 100 >= settings.percent) return { reason: `${Math.round(words * 100)}% repeated words` };
  const characters = repeatedCharacterShare(normalized);
  if (characters * 100 >= settings.percent)
    return { reason: `${Math.round(characters * 100)}% repeated characters` };
  return null;
}

const sameText = (normalized: string, earlier: string) =>
  earlier === normalized || earlier.toLowerCase().replace(spaceRuns, ' ').trim() === normalized;

export function checkRepetitionAcross(
  normalized: string,
  recent: readonly RecentMessage[],
  now: number,
  settings: Pick<FilterSettings<'repetition'>, 'count' | 'seconds'>,
): FilterTrip | null {
  if (normalized === '') return null;
  const since = now - settings.seconds * 1000;
  let times = 1;
  for (const message of recent)
    if (message.at > since && message.at <= now && sameText(normalized, message.text)) times++;
  if (times < settings.count) return null;
  return { reason: `the same message ${times} times in ${settings.seconds} s` };
}

export function checkRepetition(
  normalized: string,
  recent: readonly RecentMessage[],
  now: number,
  settings: Pick<FilterSettings<'repetition'>, 'percent' | 'minLength' | 'count' | 'seconds'>,
): FilterTrip | null {
  return (
    checkRepetitionWithin(normalized, settings) ?? checkRepetitionAcross(normalized, recent, now, settings)
  );
}
