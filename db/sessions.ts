// Server-side sessions: the cookie carries a random token, D1 keeps only its SHA-256.
import { and, eq, gt, lt } from 'drizzle-orm';
import { bytesToBase64Url, randomUrlSafeToken } from '../core/encoding/base64url';
import type { Database } from './client';
import { channelEditors, sessions, streamers } from './schema';

export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;

async function hashSessionToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return bytesToBase64Url(new Uint8Array(digest));
}

/** Starts a session and returns the token for the cookie. */
export async function createSession(
  db: Database,
  streamerId: string,
  now: number,
  channelId: string | null = null,
): Promise<string> {
  const token = randomUrlSafeToken(32);
  await db.insert(sessions).values({
    tokenHash: await hashSessionToken(token),
    streamerId,
    createdAt: now,
    expiresAt: now + sessionLifetimeMs,
    channelId,
  });
  return token;
}

export type SessionStreamer = {
  streamerId: string;
  login: string;
  displayName: string;
  overlaySecretKey: string;
};

/** Who is signed in, and the channel they act on: their own (owner) or one whose editors list names them. */
export type SessionChannel = {
  /** The signed-in user's own record. */
  user: SessionStreamer;
  /** The channel every dashboard call acts on. */
  streamer: SessionStreamer;
  role: 'owner' | 'editor';
};

const streamerColumns = {
  streamerId: streamers.streamerId,
  login: streamers.login,
  displayName: streamers.displayName,
  overlaySecretKey: streamers.overlaySecretKey,
};

/**
 * The session's user and channel, or undefined for an unknown or expired token. A chosen channel counts
 * only while its editors list still names the user: removed from it, they are back on their own.
 */
export async function findSession(
  db: Database,
  token: string,
  now: number,
): Promise<SessionChannel | undefined> {
  const [row] = await db
    .select({ ...streamerColumns, channelId: sessions.channelId })
    .from(sessions)
    .innerJoin(streamers, eq(sessions.streamerId, streamers.streamerId))
    .where(and(eq(sessions.tokenHash, await hashSessionToken(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return undefined;
  const { channelId, ...user } = row;
  if (!channelId || channelId === user.streamerId) return { user, streamer: user, role: 'owner' };
  const [channel] = await db
    .select(streamerColumns)
    .from(channelEditors)
    .innerJoin(streamers, eq(channelEditors.streamerId, streamers.streamerId))
    .where(and(eq(channelEditors.streamerId, channelId), eq(channelEditors.login, user.login.toLowerCase())))
    .limit(1);
  return channel ? { user, streamer: channel, role: 'editor' } : { user, streamer: user, role: 'owner' };
}

/** Makes the session act on `channelId` (null: the user's own channel); the caller checked the right. */
export async function chooseSessionChannel(
  db: Database,
  token: string,
  channelId: string | null,
): Promise<void> {
  await db
    .update(sessions)
    .set({ channelId })
    .where(eq(sessions.tokenHash, await hashSessionToken(token)));
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, await hashSessionToken(token)));
}

export async function deleteExpiredSessions(db: Database, now: number): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
