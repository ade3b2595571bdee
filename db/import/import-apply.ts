// Writes what an import creates, in one D1 batch (one transaction): every command, quote, regular and
// the announcements go in together or not at all. Rows travel as JSON arrays read with json_each, a few
// statements for thousands of rows, each statement stopping at the channel's limit even if the channel
// grew since the preview; a name already taken is left alone (the preview chose what to overwrite).
// Plain D1 statements: drizzle's batch cannot carry raw SQL with parameters.
import type { AnnouncementSettings } from '../../core/announcements/announcements';
import { keywordKey } from '../../core/commands/command';
import { textCommandType } from '../../core/commands/command-types';
import type { ImportedCommand, ImportedQuote, ImportedRegular } from '../../core/import/import-plan';
import { channelLimits } from '../../core/limits/channel-limits';
import { announcementSettingsUpsert } from '../announcements';
import type { Database } from '../client';

export type ImportWrites = {
  /** New commands, each under a name the channel does not have (renamed already where chosen). */
  createCommands: ImportedCommand[];
  /** Commands whose text and gates replace those of the channel's command of the same name. */
  overwriteCommands: ImportedCommand[];
  quotes: ImportedQuote[];
  regulars: ImportedRegular[];
  /** The channel's announcement settings after the import, or null when they do not change. */
  announcements: AnnouncementSettings | null;
};

export type ImportWritten = { commands: number; overwritten: number; quotes: number; regulars: number };

/** A bound value stays well under D1's 2 MB per value. */
const maxJsonChars = 500_000;

/** The rows as JSON arrays of at most maxJsonChars each, in order. */
function jsonChunks(rows: readonly unknown[]): string[] {
  const chunks: string[] = [];
  let current: string[] = [];
  let length = 0;
  for (const row of rows) {
    const json = JSON.stringify(row);
    if (current.length > 0 && length + json.length > maxJsonChars) {
      chunks.push(`[${current.join(',')}]`);
      current = [];
      length = 0;
    }
    current.push(json);
    length += json.length + 1;
  }
  if (current.length > 0) chunks.push(`[${current.join(',')}]`);
  return chunks;
}

/** A command's row fields as the statements below read them. */
const commandRow = (command: ImportedCommand, createdAt: number) => ({
  id: crypto.randomUUID(),
  command: command.command,
  key: keywordKey(command.command),
  text: command.text,
  needsMod: command.needsMod,
  followersOnly: command.followersOnly,
  subsOnly: command.subsOnly,
  regularsOnly: command.regularsOnly,
  hidden: command.hiddenOnPublicPage,
  enabled: command.enabledInTwitch,
  cooldown: command.cooldownSeconds,
  uses: command.numberOfTimesUsed,
  createdAt,
});

/** A field of the JSON row json_each is at. */
const field = (name: string) => `json_extract(j.value, '$.${name}')`;

/** Of the channel's rows in `table`, how many more it may keep. */
const roomIn = (table: string, limit: number) =>
  `LIMIT (SELECT max(0, ${limit} - count(*)) FROM ${table} WHERE streamer_id = ?1)`;

// Each statement binds the streamer as ?1 and a JSON array of rows as ?2.
const insertCommands = `
  INSERT INTO commands (id, streamer_id, command, command_key, type, text, needs_mod, followers_only,
    subs_only, regulars_only, hidden_on_public_page, enabled_in_twitch, cooldown_seconds, number_of_times_used,
    created_at)
  SELECT ${field('id')}, ?1, ${field('command')}, ${field('key')}, '${textCommandType.type}', ${field('text')},
    ${field('needsMod')}, ${field('followersOnly')}, ${field('subsOnly')}, ${field('regularsOnly')},
    ${field('hidden')}, ${field('enabled')}, ${field('cooldown')}, ${field('uses')}, ${field('createdAt')}
  FROM json_each(?2) AS j WHERE true ORDER BY j.key ${roomIn('commands', channelLimits.commands)}
  ON CONFLICT (streamer_id, command_key) DO NOTHING
  RETURNING 1`;

/** The command becomes a text command with the import's reply and gates; its use count never goes down. */
const overwriteCommands = `
  UPDATE commands SET type = '${textCommandType.type}', text = ${field('text')},
    needs_mod = ${field('needsMod')}, followers_only = ${field('followersOnly')},
    subs_only = ${field('subsOnly')}, regulars_only = ${field('regularsOnly')},
    hidden_on_public_page = ${field('hidden')}, enabled_in_twitch = ${field('enabled')}, cooldown_seconds = ${field('cooldown')},
    number_of_times_used = max(number_of_times_used, ${field('uses')})
  FROM json_each(?2) AS j
  WHERE commands.streamer_id = ?1 AND commands.command_key = ${field('key')}
  RETURNING 1`;

/** Quotes are numbered on from the channel's highest number, in the import's order. */
const insertQuotes = `
  INSERT INTO quotes (streamer_id, number, text, submitter, timestamp)
  SELECT ?1, (SELECT COALESCE(MAX(number), 0) FROM quotes WHERE streamer_id = ?1) + j.key + 1,
    ${field('text')}, ${field('submitter')}, ${field('timestamp')}
  FROM json_each(?2) AS j WHERE true ORDER BY j.key ${roomIn('quotes', channelLimits.quotes)}
  RETURNING 1`;

/** ?3: when they were added. */
const insertRegulars = `
  INSERT INTO regulars (streamer_id, login, display_name, added_at)
  SELECT ?1, ${field('login')}, ${field('displayName')}, ?3
  FROM json_each(?2) AS j WHERE true ORDER BY j.key ${roomIn('regulars', channelLimits.regulars)}
  ON CONFLICT (streamer_id, login) DO NOTHING
  RETURNING 1`;

/** Writes it all in one transaction; how many rows of each kind were written. */
export async function applyImportWrites(
  db: Database,
  streamerId: string,
  writes: ImportWrites,
  now: number,
): Promise<ImportWritten> {
  const d1 = db.$client;
  const statements = (sql: string, rows: readonly unknown[], ...more: unknown[]) =>
    jsonChunks(rows).map((json) => d1.prepare(sql).bind(streamerId, json, ...more));
  const byKind = {
    commands: statements(
      insertCommands,
      writes.createCommands.map((command, index) => commandRow(command, now + index)),
    ),
    overwritten: statements(
      overwriteCommands,
      writes.overwriteCommands.map((command) => commandRow(command, now)),
    ),
    quotes: statements(insertQuotes, writes.quotes),
    regulars: statements(insertRegulars, writes.regulars, now),
  };
  const kinds = Object.keys(byKind) as (keyof typeof byKind)[];
  const batch = kinds.flatMap((kind) => byKind[kind]);
  if (writes.announcements) {
    const upsert = announcementSettingsUpsert(db, streamerId, writes.announcements).toSQL();
    batch.push(d1.prepare(upsert.sql).bind(...upsert.params));
  }
  const written: ImportWritten = { commands: 0, overwritten: 0, quotes: 0, regulars: 0 };
  if (batch.length === 0) return written;
  const results = await d1.batch(batch);
  let at = 0;
  // Rows counted as each statement returns them: meta.changes also counts what triggers wrote (the quote
  // search index's rows).
  for (const kind of kinds) for (const _ of byKind[kind]) written[kind] += results[at++]?.results.length ?? 0;
  return written;
}
