// One imported command as a preview row: its name as the product takes it, its reply translated, and
// why it creates nothing when the product refuses the name or the reply.
import { commandKeywordSchema, maxCommandTextLength } from '../commands/command';
import type { ImportedCommand, PlannedItem } from './import-plan';
import type { Translation } from './variable-syntax';

export type CommandSource = {
  /** As the source names it (`!hello`, `hello`). */
  name: string;
  /** What the preview shows as the source's: the reply, or "alias of !hello". */
  original: string;
  translation: Translation;
  /** Everything but the name and the text. */
  settings: Omit<ImportedCommand, 'command' | 'text'>;
  /** What changed on the way (user level, cooldown, …), besides the translation's own notes. */
  notes: string[];
};

/** The preview row of one command: a payload, or none and the reason in `untranslated`. */
export function commandItem(source: CommandSource): PlannedItem {
  const name = source.name.trim();
  const base = {
    kind: 'command' as const,
    name: name.replace(/^!/, ''),
    original: source.original,
    translated: source.translation.text,
    exists: false,
  };
  const notes = [...source.translation.untranslated, ...source.notes];
  const refused = (reason: string): PlannedItem => ({
    ...base,
    untranslated: [...notes, `not importable: ${reason}`],
    payload: null,
  });

  const keyword = commandKeywordSchema.safeParse(name);
  if (!keyword.success)
    return refused(`the name ${name} is refused here (${keyword.error.issues[0]?.message})`);
  const text = source.translation.text;
  if (text.trim() === '') return refused('the reply is empty');
  if (text.length > maxCommandTextLength)
    return refused(
      `the reply is ${text.length.toLocaleString('en-US')} characters here; at most ${maxCommandTextLength.toLocaleString('en-US')} fit`,
    );
  // Nightbot answers any word it is given; here every command is typed with a `!`.
  const prefixNote = name.startsWith('!') ? [] : [`typed as !${keyword.data} here`];
  return {
    ...base,
    name: keyword.data,
    untranslated: [...notes, ...prefixNote],
    payload: { ...source.settings, command: keyword.data, text },
  };
}
