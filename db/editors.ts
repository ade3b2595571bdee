// Editors: Twitch users a streamer lets manage their dashboard, and the channels a user may manage.
import { and, asc, eq } from 'drizzle-orm';
import { channelLimits } from '../core/limits/channel-limits';
import { insertWithinLimit } from './channel-full';
import type { Database } from './client';
import { channelEditors, streamers } from './schema';

export type Editor = { login: string; addedAt: number };

export async function listEditors(db: Database, streamerId: string): Promise<Editor[]> {
  return db
    .select({ login: channelEditors.login, addedAt: channelEditors.addedAt })
    .from(channelEditors)
    .where(eq(channelEditors.streamerId, streamerId))
    .orderBy(asc(channelEditors.addedAt));
}

/**
 * Adds the login (lower-cased by the caller) unless the list is full; checked and written in one
 * statement, so parallel adds cannot pass the cap. 'full' when refused; adding a listed login is a no-op.
 */
export async function addEditor(
  db: Database,
  streamerId: string,
  login: string,
  now: number,
): Promise<'added' | 'listed' | 'full'> {
  const inserted = await insertWithinLimit(
    db,
    channelEditors,
    { streamerId, login, addedAt: now },
    channelLimits.editors,
  )
    .onConflictDoNothing()
    .returning({ login: channelEditors.login });
  if (inserted.length > 0) return 'added';
  const [listed] = await db
    .select({ login: channelEditors.login })
    .from(channelEditors)
    .where(and(eq(channelEditors.streamerId, streamerId), eq(channelEditors.login, login)));
  return listed ? 'listed' : 'full';
}

export async function removeEditor(db: Database, streamerId: string, login: string): Promise<boolean> {
  const removed = await db
    .delete(channelEditors)
    .where(and(eq(channelEditors.streamerId, streamerId), eq(channelEditors.login, login)))
    .returning({ login: channelEditors.login });
  return removed.length > 0;
}

export type EditableChannel = { streamerId: string; login: string; displayName: string };

/** The channels whose editors list names this login (not the user's own). */
export async function channelsEditedBy(db: Database, login: string): Promise<EditableChannel[]> {
  return db
    .select({ streamerId: streamers.streamerId, login: streamers.login, displayName: streamers.displayName })
    .from(channelEditors)
    .innerJoin(streamers, eq(channelEditors.streamerId, streamers.streamerId))
    .where(eq(channelEditors.login, login.toLowerCase()))
    .orderBy(asc(streamers.login));
}
