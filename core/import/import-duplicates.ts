// Within one import, two rows that would make the same thing: the first creates it, the later ones say
// so and create nothing (two commands of one name in any case, an alias that is another command's
// name, a quote or timer line said twice, a regular listed twice).
import { keywordKey } from '../commands/command';
import type { PlannedItem } from './import-plan';

/** What makes a row the same as another of its kind, and how the later one says so; null: never the same. */
function sameness(item: PlannedItem): { key: string; note: string } | null {
  if (!item.payload) return null;
  switch (item.kind) {
    case 'command':
      return {
        key: `command:${keywordKey(item.payload.command)}`,
        note: `another imported command is named !${item.payload.command}`,
      };
    case 'timer':
      return { key: `timer:${item.payload.text}`, note: 'another imported timer says the same' };
    case 'quote':
      return { key: `quote:${item.payload.text}`, note: 'another imported quote says the same' };
    case 'regular':
      return { key: `regular:${item.payload.login}`, note: `${item.payload.login} is listed twice` };
    case 'filter':
      return { key: `filter:${item.payload.filter}`, note: 'another imported filter sets the same one' };
  }
}

export function withoutDuplicates(items: PlannedItem[]): PlannedItem[] {
  const seen = new Set<string>();
  return items.map((item) => {
    const same = sameness(item);
    if (!same) return item;
    if (!seen.has(same.key)) {
      seen.add(same.key);
      return item;
    }
    return {
      ...item,
      untranslated: [...item.untranslated, `not importable: ${same.note}`],
      payload: null,
    } as PlannedItem;
  });
}
