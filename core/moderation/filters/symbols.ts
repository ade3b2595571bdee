// Symbols: at least `minLength` characters of which at least `percent` are symbols, or a run of
// `run` symbols in a row. Emotes, @mentions, emoji and spaces are not counted.
import type { MessageCounts } from '../message-tokens';
import type { FilterSettings } from '../moderation-settings';
import { type FilterTrip, percentOf } from '../verdict';

export function checkSymbols(
  counts: Pick<MessageCounts, 'characters' | 'symbols' | 'longestSymbolRun'>,
  settings: Pick<FilterSettings<'symbols'>, 'minLength' | 'percent' | 'run'>,
): FilterTrip | null {
  const { characters, symbols, longestSymbolRun } = counts;
  if (longestSymbolRun >= settings.run) return { reason: `${longestSymbolRun} symbols in a row` };
  if (characters < settings.minLength || symbols * 100 < settings.percent * characters) return null;
  return {
    reason: `${symbols} of ${characters} characters are symbols (${percentOf(symbols, characters)}%)`,
  };
}
