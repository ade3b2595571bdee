// Chat command storage, always scoped to one streamer.
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Command, type CommandInput, keywordKey } from '../core/commands/command';
import { commandTypeOf } from '../core/commands/command-types';
import { channelLimits, fullListReason } from '../core/limits/channel-limits';
import { ChannelFullError, insertWithinLimit } from './channel-full';
import type { Database } from './client';
import { commands } from './schema';
import { isUniqueViolation } from './unique-violation';

type CommandRow = typeof commands.$inferSelect;

/** The spec's response shape, with the kind flags derived from the type. */
export function toCommand(row: CommandRow): Command {
  const kind = commandTypeOf(row.type)?.kind;
  return {
    _id: row.id,
    command: row.command,
    type: row.type,
    text: row.text,
    needsMod: row.needsMod,
    followersOnly: row.followersOnly,
    subsOnly: row.subsOnly,
    regularsOnly: row.regularsOnly,
    vipsOnly: row.vipsOnly,
    allowedUsers: row.allowedUsers,
    hiddenOnPublicPage: row.hiddenOnPublicPage,
    enabledInTwitch: row.enabledInTwitch,
    enabledInDiscord: row.enabledInDiscord,
    cooldownSeconds: row.cooldownSeconds,
    numberOfTimesUsed: row.numberOfTimesUsed,
    textCommand: kind === 'text',
    quoteCommand: kind === 'quote',
  };
}

export class DuplicateCommandError extends Error {}

export async function listCommands(db: Database, streamerId: string): Promise<Command[]> {
  const rows = await db
    .select()
    .from(commands)
    .where(eq(commands.streamerId, streamerId))
    .orderBy(asc(commands.createdAt));
  return rows.map(toCommand);
}

export async function insertCommand(
  db: Database,
  streamerId: string,
  input: CommandInput,
  now: number,
): Promise<string> {
  const id = crypto.randomUUID();
  let inserted: { id: string }[];
  try {
    inserted = await insertWithinLimit(
      db,
      commands,
      { ...input, id, streamerId, commandKey: keywordKey(input.command), createdAt: now },
      channelLimits.commands,
    ).returning({ id: commands.id });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateCommandError(input.command);
    throw error;
  }
  if (inserted.length === 0) throw new ChannelFullError(fullListReason('commands', channelLimits.commands));
  return id;
}

/** False when the streamer has no command with that id. */
export async function updateCommand(
  db: Database,
  streamerId: string,
  id: string,
  input: CommandInput,
): Promise<boolean> {
  try {
    const updated = await db
      .update(commands)
      .set({ ...input, commandKey: keywordKey(input.command) })
      .where(and(eq(commands.id, id), eq(commands.streamerId, streamerId)))
      .returning({ id: commands.id });
    return updated.length > 0;
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateCommandError(input.command);
    throw error;
  }
}

export async function deleteCommand(db: Database, streamerId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(commands)
    .where(and(eq(commands.id, id), eq(commands.streamerId, streamerId)))
    .returning({ id: commands.id });
  return deleted.length > 0;
}

export async function addCommandUses(
  db: Database,
  streamerId: string,
  uses: Map<string, number>,
): Promise<void> {
  if (uses.size === 0) return;
  await db.batch(
    [...uses].map(([id, count]) =>
      db
        .update(commands)
        .set({ numberOfTimesUsed: sql`${commands.numberOfTimesUsed} + ${count}` })
        .where(and(eq(commands.id, id), eq(commands.streamerId, streamerId))),
    ) as [never, ...never[]],
  );
}
