// Caps: at least `minLength` letters, at least `percent` of them capitals and at least `minCapitals`
// capitals. Emotes and @mentions were left out of the counts (message-tokens.ts).
import type { MessageCounts } from '../message-tokens';
import type { FilterSettings } from '../moderation-settings';
import { type FilterTrip, percentOf } from '../verdict';

export function checkCaps(
  counts: Pick<MessageCounts, 'letters' | 'capitals'>,
  settings: Pick<FilterSettings<'caps'>, 'minLength' | 'percent' | 'minCapitals'>,
): FilterTrip | null {
  const { letters, capitals } = counts;
  if (letters < settings.minLength || capitals < settings.minCapitals) return null;
  if (capitals * 100 < settings.percent * letters) return null;
  return { reason: `${capitals} of ${letters} letters are capitals (${percentOf(capitals, letters)}%)` };
}
