// The preview and the apply of an import: read the source, plan it (core/import), compare the plan with
// the channel, then either say what would happen or do it. Everything is scoped to the signed-in
// streamer's channel; its object is told what changed, as the dashboard's own saves tell it.
import type { Context } from 'hono';
import { keywordKey } from '../../core/commands/command';
import { announcementsAfterImport } from '../../core/import/announcements-import';
import {
  type ExistingContent,
  fitLimits,
  markExisting,
  resolveConflicts,
} from '../../core/import/import-conflicts';
import {
  type ImportedFilter,
  type ImportItem,
  type ImportKind,
  importKinds,
  type OnExisting,
  type PlannedItem,
  planImport,
} from '../../core/import/import-plan';
import { moderationAfterImport } from '../../core/import/moderation-import';
import type { ImportAnswers } from '../../core/import/source-answers';
import { openDatabase } from '../../db/client';
import { type ChannelContents, readChannelContents } from '../../db/import/channel-contents';
import { applyImportWrites } from '../../db/import/import-apply';
import { type AppEnv, channelOf, partOf } from '../env';
import { HttpError } from '../http-error';
import { type ImportOrigin, readImportAnswers } from './import-answers';
import { forgetStreamElementsRead } from './streamelements-reads';

type Payloads<K extends ImportKind> = NonNullable<Extract<PlannedItem, { kind: K }>['payload']>;

const payloadsOf = <K extends ImportKind>(items: readonly PlannedItem[], kind: K): Payloads<K>[] =>
  items.flatMap((item) => (item.kind === kind && item.payload ? [item.payload as Payloads<K>] : []));

const has = (items: readonly PlannedItem[], kind: ImportKind) =>
  items.some((item) => item.kind === kind && item.payload);

function existingOf(contents: ChannelContents): ExistingContent {
  return {
    commandKeys: new Set(contents.commandTexts.keys()),
    commandTexts: contents.commandTexts,
    quoteTexts: contents.quoteTexts,
    announcementLines: new Set(contents.announcements.announcements.map((line) => line.trim())),
    regularLogins: contents.regularLogins,
  };
}

/** The source's answers planned, the channel's side read, and what an import with this choice would do. */
async function planAgainstChannel(
  c: Context<AppEnv>,
  answers: ImportAnswers,
  onExisting: OnExisting,
  choices: Record<string, OnExisting> = {},
) {
  const now = Date.now();
  const items = planImport(answers, now);
  const contents = await readChannelContents(openDatabase(c.env.DB), c.get('streamer').streamerId, {
    quotes: has(items, 'quote'),
    regulars: has(items, 'regular'),
  });
  const existing = existingOf(contents);
  // Choices name commands as the preview lists them; keywords ignore case.
  const byKey = Object.fromEntries(
    Object.entries(choices).map(([name, choice]) => [keywordKey(name), choice]),
  );
  const fitted = fitLimits(resolveConflicts(items, existing, onExisting, byKey), {
    commands: contents.commandTexts.size,
    quotes: contents.quoteCount,
    announcements: contents.announcements.announcements.length,
    regulars: contents.regularLogins.size,
  });
  return { items: markExisting(items, existing), contents, fitted };
}

/** A preview row in the contract's shape (the payload stays on the server). */
const rowOf = ({ kind, name, original, translated, exists, untranslated }: PlannedItem): ImportItem => ({
  kind,
  name,
  original,
  translated,
  exists,
  untranslated,
});

/**
 * The preview: every row, whether the channel has it, and what did not translate; `fits` says, per
 * kind that does not all fit the channel's limits, how much does (new things only: what the preview
 * cannot know of renames); `counts` are the rows per kind; `cursor`, when StreamElements took several
 * requests to read, is what the import is applied with. Or, while such a read is under way, `reading`:
 * the cursor to ask again with and the quotes read so far.
 */
export async function previewImport(c: Context<AppEnv>, origin: ImportOrigin) {
  const read = await readImportAnswers(c, origin);
  if ('reading' in read) return { reading: read.reading };
  const { items, fitted } = await planAgainstChannel(c, read.answers, 'skip');
  const counts = Object.fromEntries(importKinds.map((kind) => [kind, 0])) as Record<ImportKind, number>;
  for (const item of items) counts[item.kind] += 1;
  return {
    items: items.map(rowOf),
    fits: fitted.summary,
    counts,
    ...(read.cursor && { cursor: read.cursor }),
  };
}

/**
 * The apply: D1 first, in one transaction (commands, quotes, regulars, announcements), then the filters
 * in the channel's object, which keeps the moderation settings. `created` counts what is new,
 * `overwritten` the commands replaced, `skipped` the rows that made nothing (there already, chosen
 * skip, past a limit, not importable), `untranslated` the rows written with something kept as written.
 */
export async function applyImport(
  c: Context<AppEnv>,
  origin: ImportOrigin & { onExisting: OnExisting; choices?: Record<string, OnExisting> },
) {
  const streamerId = c.get('streamer').streamerId;
  const read = await readImportAnswers(c, origin);
  if ('reading' in read) {
    // What this request read is no use without the rest: it goes at once.
    await forgetStreamElementsRead(c.env.MEDIA, streamerId, read.reading.cursor);
    throw new HttpError(
      409,
      "StreamElements' quotes take several requests to read: preview the import until it is read whole, then import it.",
    );
  }
  const { contents, fitted } = await planAgainstChannel(c, read.answers, origin.onExisting, origin.choices);
  const timers = announcementsAfterImport(contents.announcements, payloadsOf(fitted.create, 'timer'));
  const filters = payloadsOf(fitted.create, 'filter');
  const written = await applyImportWrites(
    openDatabase(c.env.DB),
    streamerId,
    {
      createCommands: payloadsOf(fitted.create, 'command'),
      overwriteCommands: payloadsOf(fitted.overwrite, 'command'),
      quotes: payloadsOf(fitted.create, 'quote'),
      regulars: payloadsOf(fitted.create, 'regular'),
      announcements: timers.added.length > 0 ? timers.settings : null,
    },
    Date.now(),
  );
  const changedFilters = filters.length > 0 ? await importFilters(c, filters) : 0;
  if (read.cursor) await forgetStreamElementsRead(c.env.MEDIA, streamerId, read.cursor);

  const channel = channelOf(c.env, streamerId);
  if (written.commands + written.overwritten > 0) await channel.contentChanged('commands');
  if (timers.added.length > 0) await channel.contentChanged('announcements');
  if (written.regulars > 0) await channel.contentChanged('regulars');

  return {
    created: {
      commands: written.commands,
      announcements: timers.added.length,
      quotes: written.quotes,
      regulars: written.regulars,
      filters: changedFilters,
    },
    overwritten: written.overwritten,
    skipped: fitted.skipped.length,
    untranslated: [...fitted.create, ...fitted.overwrite].filter((item) => item.untranslated.length > 0)
      .length,
    notes: [...fitted.summary, ...(timers.summary ? [timers.summary] : [])],
  };
}

/** Merges the filters over the channel's moderation settings, saved as the Moderation page saves them. */
async function importFilters(c: Context<AppEnv>, filters: ImportedFilter[]): Promise<number> {
  const moderation = partOf(c.env, c.get('streamer').streamerId, 'moderation');
  const next = moderationAfterImport(await moderation.settings(), filters);
  if (next.changed.length > 0) await moderation.saveSettings(next.settings);
  return next.changed.length;
}
