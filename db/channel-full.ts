// A channel's list is at its limit (core/limits/channel-limits.ts): the write is refused, nothing
// changes, and the reason reaches the streamer as a 409 or as the bot's answer in chat.
import { sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { type channelLimits, fullListReason } from '../core/limits/channel-limits';
import type { Database } from './client';

export class ChannelFullError extends Error {}

type Listed = 'commands' | 'quotes' | 'text replies';

/** Throws ChannelFullError when the streamer's rows in `table` have reached `limit`. */
export async function ensureRoom(
  db: Database,
  table: SQLiteTable,
  streamerId: string,
  what: Listed,
  limit: (typeof channelLimits)[keyof typeof channelLimits],
): Promise<void> {
  const row = await db.get<{ n: number }>(
    sql`SELECT count(*) AS n FROM ${table} WHERE streamer_id = ${streamerId}`,
  );
  if (row.n >= limit) throw new ChannelFullError(fullListReason(what, limit));
}
