// Words and phrases: the channel's compiled word list (word-list.ts) against the normalised text.
import type { NormalizedMessage } from '../normalize';
import type { FilterTrip } from '../verdict';
import type { CompiledWordList } from '../word-list';

export function checkWords(
  list: CompiledWordList,
  message: Pick<NormalizedMessage, 'forWords' | 'folded'>,
): FilterTrip | null {
  if (list.size === 0) return null;
  const match = list.match(message);
  if (!match) return null;
  return { reason: `matched the word list entry ${match.entry}`, ...match };
}
