// How the Import page names things: the kinds of the preview, the choices for what exists, and counts.
import type { ImportKind, OnExisting } from '../../../core/import/import-plan';

/** "1 command", "1,000 commands". */
export const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export const kindLabels: Record<ImportKind, { group: string; one: string; many: string }> = {
  command: { group: 'Commands', one: 'command', many: 'commands' },
  timer: { group: 'Timers → announcements', one: 'timer', many: 'timers' },
  quote: { group: 'Quotes', one: 'quote', many: 'quotes' },
  regular: { group: 'Regulars', one: 'regular', many: 'regulars' },
  filter: { group: 'Spam filters', one: 'spam filter', many: 'spam filters' },
};

/** What an import may do with a command whose name the channel uses already. */
export const choiceLabels: Record<OnExisting, { label: string; hint: string }> = {
  skip: { label: 'Skip', hint: 'keep yours, leave theirs out' },
  overwrite: { label: 'Overwrite', hint: 'replace yours with theirs' },
  rename: { label: 'Rename', hint: 'add theirs under a new name' },
};
