// Editors: Twitch users a streamer lets manage their dashboard, and the channels a user may manage. The
// owner names a login; the editor's first sign-in after that binds the entry to their Twitch user id, and
// from then on the id decides: a renamed editor keeps the right, someone who takes the login later has none.
import { and, asc, eq, isNull, ne, notExists } from 'drizzle-orm';
import { channelLimits } from '../core/limits/channel-limits';
import { insertWithinLimit } from './channel-full';
import type { Database } from './client';
import { channelEditors, sessions, streamers } from './schema';

export type Editor = { login: string; addedAt: number; hasSignedIn: boolean };

export async function listEditors(db: Database, streamerId: string): Promise<Editor[]> {
  const rows = await db
    .select({ login: channelEditors.login, addedAt: channelEditors.addedAt, userId: channelEditors.userId })
    .from(channelEditors)
    .where(eq(channelEditors.streamerId, streamerId))
    .orderBy(asc(channelEditors.addedAt));
  return rows.map(({ userId, ...editor }) => ({ ...editor, hasSignedIn: userId !== null }));
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

/**
 * Removes the entry and, in the same batch, ends every session acting on the channel whose user the list
 * no longer names: they are back on their own channel, and a later re-adding does not bring them back.
 */
export async function removeEditor(db: Database, streamerId: string, login: string): Promise<boolean> {
  const [removed] = await db.batch([
    db
      .delete(channelEditors)
      .where(and(eq(channelEditors.streamerId, streamerId), eq(channelEditors.login, login)))
      .returning({ login: channelEditors.login }),
    db
      .update(sessions)
      .set({ channelId: null })
      .where(
        and(
          eq(sessions.channelId, streamerId),
          ne(sessions.streamerId, streamerId),
          notExists(
            db
              .select({ login: channelEditors.login })
              .from(channelEditors)
              .where(
                and(
                  eq(channelEditors.streamerId, streamerId),
                  eq(channelEditors.userId, sessions.streamerId),
                ),
              ),
          ),
        ),
      ),
  ]);
  return removed.length > 0;
}

export type EditorUser = { streamerId: string; login: string };

/**
 * Binds the entries naming this user's login that no one has signed in to yet: called at sign-in and
 * when the user's channels are listed, so the first of those after being named binds them.
 */
export async function bindEditorEntries(db: Database, user: EditorUser): Promise<void> {
  await db
    .update(channelEditors)
    .set({ userId: user.streamerId })
    .where(and(eq(channelEditors.login, user.login.toLowerCase()), isNull(channelEditors.userId)));
}

export type EditableChannel = { streamerId: string; login: string; displayName: string };

/** The channels whose editors list names this user (not the user's own), binding any entry still unbound. */
export async function channelsEditedBy(db: Database, user: EditorUser): Promise<EditableChannel[]> {
  await bindEditorEntries(db, user);
  // Two entries can name one user (named again under a new login), so each channel is listed once.
  return db
    .selectDistinct({
      streamerId: streamers.streamerId,
      login: streamers.login,
      displayName: streamers.displayName,
    })
    .from(channelEditors)
    .innerJoin(streamers, eq(channelEditors.streamerId, streamers.streamerId))
    .where(eq(channelEditors.userId, user.streamerId))
    .orderBy(asc(streamers.login));
}

/** The condition that `channelId`'s editors list names `userId`, for the session's join. */
export const namesEditor = (channelId: string, userId: string) =>
  and(eq(channelEditors.streamerId, channelId), eq(channelEditors.userId, userId));
