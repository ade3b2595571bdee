// Length: more than `max` characters (code points, as Twitch counts its 500).
import type { FilterSettings } from '../moderation-settings';
import type { FilterTrip } from '../verdict';

export function characterCount(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    // A surrogate pair is one character; a lone surrogate still counts as one.
    if (code >= 0xd800 && code <= 0xdbff) {
      const low = text.charCodeAt(index + 1);
      if (low >= 0xdc00 && low <= 0xdfff) index++;
    }
    count++;
  }
  return count;
}

export function checkLength(
  text: string,
  settings: Pick<FilterSettings<'length'>, 'max'>,
): FilterTrip | null {
  const length = characterCount(text);
  if (length <= settings.max) return null;
  return { reason: `${length} characters (at most ${settings.max})` };
}
