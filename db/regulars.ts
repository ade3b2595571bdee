// The channel's regulars list, always scoped to one streamer. Logins are stored lower-cased.
import { and, asc, eq } from 'drizzle-orm';
import { channelLimits, fullListReason } from '../core/limits/channel-limits';
import type { Regular } from '../core/regulars/regular';
import { ChannelFullError, insertWithinLimit } from './channel-full';
import type { Database } from './client';
import { regulars } from './schema';

/** The list as the dashboard shows it, by login. */
export async function listRegulars(db: Database, streamerId: string): Promise<Regular[]> {
  const rows = await db
    .select({ login: regulars.login, displayName: regulars.displayName, addedAt: regulars.addedAt })
    .from(regulars)
    .where(eq(regulars.streamerId, streamerId))
    .orderBy(asc(regulars.login));
  return rows.map(({ displayName, ...row }) => (displayName ? { ...row, displayName } : row));
}

/** Only the logins: what the channel's object keeps in memory to recognise regulars in chat. */
export async function regularLogins(db: Database, streamerId: string): Promise<string[]> {
  const rows = await db
    .select({ login: regulars.login })
    .from(regulars)
    .where(eq(regulars.streamerId, streamerId));
  return rows.map((row) => row.login);
}

/**
 * Adds the login (lower-cased by the caller) unless the list is full: checked and written in one
 * statement, so parallel adds cannot pass the limit. A listed login is left as it is ('listed').
 * Throws ChannelFullError when the list is full.
 */
export async function addRegular(
  db: Database,
  streamerId: string,
  regular: { login: string; displayName: string | null },
  now: number,
): Promise<'added' | 'listed'> {
  const inserted = await insertWithinLimit(
    db,
    regulars,
    { streamerId, login: regular.login, displayName: regular.displayName, addedAt: now },
    channelLimits.regulars,
  )
    .onConflictDoNothing()
    .returning({ login: regulars.login });
  if (inserted.length > 0) return 'added';
  const [listed] = await db
    .select({ login: regulars.login })
    .from(regulars)
    .where(and(eq(regulars.streamerId, streamerId), eq(regulars.login, regular.login)));
  if (listed) return 'listed';
  throw new ChannelFullError(fullListReason('regulars', channelLimits.regulars));
}

/** False when the login was not on the list. */
export async function removeRegular(db: Database, streamerId: string, login: string): Promise<boolean> {
  const removed = await db
    .delete(regulars)
    .where(and(eq(regulars.streamerId, streamerId), eq(regulars.login, login)))
    .returning({ login: regulars.login });
  return removed.length > 0;
}
