// What an import does against what the channel has: which rows exist already, which create, overwrite
// or are skipped (the streamer's choice for commands of a name already taken), and how much fits in
// the channel's limits. Importing the same data again creates nothing: a command of the same name and
// the same reply, a quote, announcement line or regular already there is skipped whatever the choice.
import { maxAnnouncements } from '../announcements/announcements';
import { keywordKey } from '../commands/command';
import { channelLimits } from '../limits/channel-limits';
import type { ImportKind, OnExisting, PlannedItem } from './import-plan';

/** What the channel has, as the conflicts are decided on. Command keys are lower-cased (keywordKey). */
export type ExistingContent = {
  commandKeys: ReadonlySet<string>;
  /** Every command's reply by key (functional commands have an empty one). */
  commandTexts: ReadonlyMap<string, string>;
  quoteTexts: ReadonlySet<string>;
  announcementLines: ReadonlySet<string>;
  regularLogins: ReadonlySet<string>;
};

/**
 * The preview's choice per command whose name is taken, by the command's name lower-cased; a command not
 * named here takes the choice for all.
 */
export type ItemChoices = Readonly<Record<string, OnExisting>>;

export type SkippedItem = { item: PlannedItem; reason: string };

export type ImportResolution = {
  /** New things; a renamed command carries its new name (in `name` and its payload). */
  create: PlannedItem[];
  /** Commands whose reply and gates replace those of the channel's command of that name. */
  overwrite: PlannedItem[];
  skipped: SkippedItem[];
};

/** Whether the channel has this row's thing already: the same name (commands) or text or login. */
function isThere(item: PlannedItem, existing: ExistingContent): boolean {
  if (!item.payload) return false;
  switch (item.kind) {
    case 'command':
      return existing.commandKeys.has(keywordKey(item.payload.command));
    case 'quote':
      return existing.quoteTexts.has(item.payload.text);
    case 'timer':
      return existing.announcementLines.has(item.payload.text);
    case 'regular':
      return existing.regularLogins.has(item.payload.login);
    case 'filter':
      return false;
  }
}

/** The preview's rows with `exists` filled in. */
export function markExisting(items: PlannedItem[], existing: ExistingContent): PlannedItem[] {
  return items.map((item) => ({ ...item, exists: isThere(item, existing) }));
}

const notImportable = (item: PlannedItem) =>
  item.untranslated.find((note) => note.startsWith('not importable: '))?.slice('not importable: '.length) ??
  'it cannot be imported';

const alreadyThere: Record<Exclude<ImportKind, 'command' | 'filter'>, string> = {
  quote: 'the channel has this quote already',
  timer: 'the channel has this announcement already',
  regular: 'already a regular',
};

/** `name2`, `name3` …, cut so it stays within 32 characters. */
const numbered = (name: string, n: number) => `${name.slice(0, 32 - String(n).length)}${n}`;

function freeName(name: string, taken: ReadonlySet<string>): string {
  for (let n = 2; ; n++) if (!taken.has(keywordKey(numbered(name, n)))) return numbered(name, n);
}

/** The name a rename gave this command in an earlier import: the numbered names taken, one with its reply. */
function renamedBefore(name: string, text: string, existing: ExistingContent): string | undefined {
  for (let n = 2; existing.commandKeys.has(keywordKey(numbered(name, n))); n++)
    if (existing.commandTexts.get(keywordKey(numbered(name, n))) === text) return numbered(name, n);
  return undefined;
}

/**
 * Decides each row: create, overwrite or skip. A command whose name is taken follows `choices` (by its
 * name lower-cased) or else `onExisting`; one with the same name and reply is skipped whatever the
 * choice, and so is, when renaming, one the channel has under a name this import gave it before.
 */
export function resolveConflicts(
  items: readonly PlannedItem[],
  existing: ExistingContent,
  onExisting: OnExisting,
  choices: ItemChoices = {},
): ImportResolution {
  const resolution: ImportResolution = { create: [], overwrite: [], skipped: [] };
  // Every name this import may create, so a rename picks none of them.
  const taken = new Set(existing.commandKeys);
  for (const item of items)
    if (item.kind === 'command' && item.payload) taken.add(keywordKey(item.payload.command));

  for (const item of items) {
    if (!item.payload) {
      resolution.skipped.push({ item, reason: notImportable(item) });
      continue;
    }
    if (item.kind !== 'command') {
      if (item.kind !== 'filter' && isThere(item, existing))
        resolution.skipped.push({ item, reason: alreadyThere[item.kind] });
      else resolution.create.push(item);
      continue;
    }
    const { command, text } = item.payload;
    const key = keywordKey(command);
    if (!existing.commandKeys.has(key)) {
      resolution.create.push(item);
      continue;
    }
    if (existing.commandTexts.get(key) === text) {
      resolution.skipped.push({ item, reason: `the channel has !${command} with this reply already` });
      continue;
    }
    const choice = choices[key] ?? onExisting;
    if (choice === 'skip') resolution.skipped.push({ item, reason: `the channel has a !${command} already` });
    else if (choice === 'overwrite') resolution.overwrite.push(item);
    else {
      const before = renamedBefore(command, text, existing);
      if (before) {
        resolution.skipped.push({ item, reason: `imported before as !${before}` });
        continue;
      }
      const name = freeName(command, taken);
      taken.add(keywordKey(name));
      resolution.create.push({ ...item, name, payload: { ...item.payload, command: name } });
    }
  }
  return resolution;
}

/** What the channel holds now, for the limits. */
export type ChannelCounts = { commands: number; quotes: number; announcements: number; regulars: number };

const limits: Record<keyof ChannelCounts, { kind: ImportKind; limit: number; words: string }> = {
  commands: { kind: 'command', limit: channelLimits.commands, words: 'commands' },
  quotes: { kind: 'quote', limit: channelLimits.quotes, words: 'quotes' },
  announcements: { kind: 'timer', limit: maxAnnouncements, words: 'announcements' },
  regulars: { kind: 'regular', limit: channelLimits.regulars, words: 'regulars' },
};

export type FittedImport = ImportResolution & {
  /** One sentence per kind that does not all fit: "312 of 1,200 commands fit (the channel keeps 1,000)". */
  summary: string[];
};

const count = (n: number) => n.toLocaleString('en-US');

/**
 * Keeps, in order, the new things that fit in the channel's limits (1,000 commands, 50,000 quotes, 10
 * announcements, 1,000 regulars) given what it holds; the rest is skipped with the reason. Overwrites
 * and filters add nothing and always fit.
 */
export function fitLimits(resolution: ImportResolution, counts: ChannelCounts): FittedImport {
  const room = new Map<ImportKind, number>();
  for (const [what, { kind, limit }] of Object.entries(limits))
    room.set(kind, Math.max(0, limit - counts[what as keyof ChannelCounts]));
  const create: PlannedItem[] = [];
  const skipped = [...resolution.skipped];
  const wanted = new Map<ImportKind, number>();
  for (const item of resolution.create) {
    wanted.set(item.kind, (wanted.get(item.kind) ?? 0) + 1);
    const left = room.get(item.kind);
    if (left === undefined || left > 0) {
      if (left !== undefined) room.set(item.kind, left - 1);
      create.push(item);
      continue;
    }
    const limit = Object.values(limits).find((l) => l.kind === item.kind);
    skipped.push({ item, reason: `the channel keeps at most ${count(limit?.limit ?? 0)} ${limit?.words}` });
  }
  const summary = Object.entries(limits).flatMap(([what, { kind, limit, words }]) => {
    const asked = wanted.get(kind) ?? 0;
    const fit = Math.min(asked, Math.max(0, limit - counts[what as keyof ChannelCounts]));
    return fit < asked
      ? [`${count(fit)} of ${count(asked)} ${words} fit (the channel keeps ${count(limit)})`]
      : [];
  });
  return { create, overwrite: resolution.overwrite, skipped, summary };
}
