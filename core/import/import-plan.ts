// What an import from another bot would do, item by item: the preview's rows, and what each creates.
// The translators (nightbot-import.ts, streamelements-import.ts) make a plan from the source's data;
// the worker fills `exists` from the channel and applies it.
//
// Exports for the worker (each module's own header says more):
// - source-answers.ts: `parseImportData(source, data)` → `{ok: true, answers: ImportAnswers}` or
//   `{ok: false, reason}` (plain words: "expected Nightbot's GET /1/commands answer: commands[3].message
//   should be text (it is a number)"); each endpoint's zod schema; `sourceEndpoints` (the API call of each
//   key of `data`).
// - import-plan.ts (here): `planImport(answers, now)` → `PlannedItem[]`, in the source's order, every
//   `exists` false; a row with a null payload creates nothing and says why in `untranslated`.
// - import-conflicts.ts: `markExisting(items, existing)` fills `exists` for the preview;
//   `resolveConflicts(items, existing, onExisting, choices?)` → `{create, overwrite, skipped}` (`choices`:
//   skip, overwrite or rename per command, keyed by its name lower-cased); `fitLimits(resolution, counts)`
//   → the same, beyond-limit rows moved to `skipped`, and `summary` ("312 of 1,200 commands fit …").
// - announcements-import.ts: `announcementsAfterImport(current, timers)` → `{settings, added, …}`.
// - moderation-import.ts: `moderationAfterImport(current, filters)` → `{settings, changed, notes}`.
// - demo-nightbot.ts, demo-streamelements.ts: the simulated accounts' API answers.
//
// Apply, in order: planImport → resolveConflicts → fitLimits; then write `create` and `overwrite`'s
// command, quote and regular payloads, pass the timer payloads of `create` to announcementsAfterImport and
// the filter payloads to moderationAfterImport.

import type { ExemptRole, FilterKey } from '../moderation/moderation-settings';
import { withSharedInterval } from './announcements-import';
import { withoutDuplicates } from './import-duplicates';
import { planNightbot } from './nightbot-import';
import type { ImportAnswers } from './source-answers';
import { planStreamElements } from './streamelements-import';

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
  /** Left off the channel's public commands page (StreamElements' hidden commands). */
  hiddenOnPublicPage: boolean;
  /** The source's use count, so `{count}` goes on from where it was. */
  numberOfTimesUsed: number;
};

/**
 * A timer line becomes one announcement line. `minutes` is its interval (null when the source's schedule
 * is not a plain interval); announcementsAfterImport picks the one interval the announcements take.
 */
export type ImportedTimer = { text: string; minutes: number | null; chatLines: number; enabled: boolean };

/** `timestamp`: when the source says it was added, else the time of the import. */
export type ImportedQuote = { text: string; submitter: string; timestamp: number };

export type ImportedRegular = { login: string; displayName?: string };

/** Settings for one chat filter (core/moderation), merged over what the channel has by moderationAfterImport. */
export type ImportedFilter = {
  filter: FilterKey;
  enabled: boolean;
  exempt?: ExemptRole[];
  /**
   * The filter's own fields, as the moderation settings name them (`percent`, `max`, `message`, `silent`
   * …); the words filter's `entries` and `entryPunishments` and the links filter's `allow` are added to the
   * channel's lists, the rest replaces.
   */
  settings: Record<string, unknown>;
};

/**
 * A preview row and what applying it creates. A null payload creates nothing: the row says why (a name
 * the product refuses, a reply too long, a filter with no equal here …) in `untranslated`.
 */
export type PlannedItem = ImportItem &
  (
    | { kind: 'command'; payload: ImportedCommand | null }
    | { kind: 'timer'; payload: ImportedTimer | null }
    | { kind: 'quote'; payload: ImportedQuote | null }
    | { kind: 'regular'; payload: ImportedRegular | null }
    | { kind: 'filter'; payload: ImportedFilter | null }
  );

/**
 * Everything the source's answers hold, as preview rows, in the source's order: commands (each alias a
 * command of its own), timers (one row per line), quotes, regulars, filters. Every `exists` is false
 * (markExisting fills it). `now` dates quotes the source gives no date.
 */
export function planImport(answers: ImportAnswers, now: number): PlannedItem[] {
  const items = answers.source === 'nightbot' ? planNightbot(answers) : planStreamElements(answers, now);
  return withSharedInterval(withoutDuplicates(items));
}
