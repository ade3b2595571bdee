// Server-side sessions: the cookie carries a random token, D1 keeps only its SHA-256.
import { and, eq, gt, lt } from 'drizzle-orm';
import { bytesToBase64Url, randomUrlSafeToken } from '../core/encoding/base64url';
import type { Database } from './client';
import { sessions, streamers } from './schema';

export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;

async function hashSessionToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return bytesToBase64Url(new Uint8Array(digest));
}

/** Starts a session and returns the token for the cookie. */
export async function createSession(db: Database, streamerId: string, now: number): Promise<string> {
  const token = randomUrlSafeToken(32);
  await db.insert(sessions).values({
    tokenHash: await hashSessionToken(token),
    streamerId,
    createdAt: now,
    expiresAt: now + sessionLifetimeMs,
  });
  return token;
}

export type SessionStreamer = {
  streamerId: string;
  login: string;
  displayName: string;
  overlaySecretKey: string;
};

/** The streamer a live session belongs to, or undefined for an unknown or expired token. */
export async function findSessionStreamer(
  db: Database,
  token: string,
  now: number,
): Promise<SessionStreamer | undefined> {
  const [row] = await db
    .select({
      streamerId: streamers.streamerId,
      login: streamers.login,
      displayName: streamers.displayName,
      overlaySecretKey: streamers.overlaySecretKey,
    })
    .from(sessions)
    .innerJoin(streamers, eq(sessions.streamerId, streamers.streamerId))
    .where(and(eq(sessions.tokenHash, await hashSessionToken(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  return row;
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, await hashSessionToken(token)));
}

export async function deleteExpiredSessions(db: Database, now: number): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
