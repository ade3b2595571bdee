// What an import from another bot would do, item by item: the preview's rows, and what each creates.
// The translators (nightbot-import.ts, streamelements-import.ts) make a plan from the source's data;
// the worker fills `exists` from the channel and applies it.
import type { ExemptRole } from '../moderation/moderation-settings';

export const importSources = ['nightbot', 'streamelements'] as const;
export type ImportSource = (typeof importSources)[number];

export const importKinds = ['command', 'timer', 'quote', 'regular', 'filter'] as const;
export type ImportKind = (typeof importKinds)[number];

export const onExistingChoices = ['skip', 'overwrite', 'rename'] as const;
export type OnExisting = (typeof onExistingChoices)[number];

/** One row of the preview, in the contract's shape. */
export type ImportItem = {
  kind: ImportKind;
  /** The command's name (no !), the timer's name, the quote's number, the regular's login, the filter's name. */
  name: string;
  /** As the source has it (a command's reply, a timer's lines, a quote's text, a filter's settings in words). */
  original: string;
  /** What the product will keep (the reply in the keyword language, ...). */
  translated: string;
  /** Something of the same name (or, for a quote or timer, the same text) is in the channel already. */
  exists: boolean;
  /** What could not be translated, each with the reason (`$(eval …)`: kept as written, ...). */
  untranslated: string[];
};

/** A command to create, in the terms of core/commands/command.ts (type 'Text'). */
export type ImportedCommand = {
  command: string;
  text: string;
  cooldownSeconds: number;
  needsMod: boolean;
  subsOnly: boolean;
  regularsOnly: boolean;
  followersOnly: boolean;
  enabledInTwitch: boolean;
  /** The source's use count, so `{count}` goes on from where it was. */
  numberOfTimesUsed: number;
};

/** A timer becomes one announcement line; the plan also says the interval the announcements take. */
export type ImportedTimer = { text: string; minutes: number; chatLines: number; enabled: boolean };

export type ImportedQuote = { text: string; submitter: string; timestamp: number };

export type ImportedRegular = { login: string; displayName?: string };

/** Settings for one chat filter (core/moderation), merged over what the channel has. */
export type ImportedFilter = {
  filter: string;
  enabled: boolean;
  exempt?: ExemptRole[];
  /** The filter's own fields (a word list, a caps percentage, ...), as the moderation settings name them. */
  settings: Record<string, unknown>;
};

export type PlannedItem = ImportItem &
  (
    | { kind: 'command'; payload: ImportedCommand }
    | { kind: 'timer'; payload: ImportedTimer }
    | { kind: 'quote'; payload: ImportedQuote }
    | { kind: 'regular'; payload: ImportedRegular }
    | { kind: 'filter'; payload: ImportedFilter | null }
  );
