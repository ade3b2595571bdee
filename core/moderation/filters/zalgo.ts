// Zalgo: a character carrying more than `marksPerCharacter` combining marks, or more than `percent`
// of the message's characters combining marks. Read after NFC, so an accent typed as a separate mark
// (`e` + U+0301) joins its letter and is not counted; only the generic diacritic blocks zalgo stacks
// count (character-classes.ts), so Hindi or Arabic writing is never zalgo.
import { isSpaceCode, isZalgoMark } from '../character-classes';
import type { FilterSettings } from '../moderation-settings';
import { type FilterTrip, percentOf } from '../verdict';

function hasAnyMark(text: string): boolean {
  for (let index = 0; index < text.length; index++) if (isZalgoMark(text.charCodeAt(index))) return true;
  return false;
}

export function checkZalgo(
  text: string,
  settings: Pick<FilterSettings<'zalgo'>, 'marksPerCharacter' | 'percent'>,
): FilterTrip | null {
  if (!hasAnyMark(text)) return null;
  const composed = text.normalize('NFC');
  let characters = 0;
  let marks = 0;
  let stacked = 0;
  let mostStacked = 0;
  for (let index = 0; index < composed.length; ) {
    const code = composed.codePointAt(index) ?? 0;
    index += code > 0xffff ? 2 : 1;
    if (isSpaceCode(code)) {
      stacked = 0;
      continue;
    }
    characters++;
    if (isZalgoMark(code)) {
      marks++;
      stacked++;
      if (stacked > mostStacked) mostStacked = stacked;
    } else stacked = 0;
  }
  if (mostStacked > settings.marksPerCharacter)
    return {
      reason: `${mostStacked} combining marks on one character (at most ${settings.marksPerCharacter})`,
    };
  if (marks * 100 > settings.percent * characters)
    return { reason: `${percentOf(marks, characters)}% of the characters are combining marks` };
  return null;
}
