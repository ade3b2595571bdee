// Server-side sessions: the cookie carries a random token, D1 keeps only its SHA-256. A session ends
// once idle for sessionLifetimeMs: each use (at most one write an hour) moves its end that far ahead.
import { and, count, desc, eq, gt, lt } from 'drizzle-orm';
import { bytesToBase64Url, randomUrlSafeToken } from '../core/encoding/base64url';
import type { Database } from './client';
import { namesEditor } from './editors';
import { channelEditors, sessions, streamers } from './schema';

/** How long a session lasts unused. */
export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;
/** A session's end is moved ahead when used at least this long after the last move. */
const renewGapMs = 60 * 60 * 1000;

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
  /** Null on a channel the user manages as an editor: the overlay key is the owner's alone to see. */
  overlaySecretKey: string | null;
};

/** Who is signed in, and the channel they act on: their own (owner) or one whose editors list names them. */
export type SessionChannel = {
  /** The signed-in user's own record. */
  user: SessionStreamer;
  /** The channel every dashboard call acts on. */
  streamer: SessionStreamer;
  role: 'owner' | 'editor';
  /** This use moved the session's end ahead: the cookie is set again to last as long. */
  renewed: boolean;
};

const channelColumns = {
  streamerId: streamers.streamerId,
  login: streamers.login,
  displayName: streamers.displayName,
};

const streamerColumns = { ...channelColumns, overlaySecretKey: streamers.overlaySecretKey };

/**
 * The session's user and channel, or undefined for an unknown or expired token. A chosen channel counts
 * only while its editors list names the user's id: removed from it (or a login they no longer hold),
 * they are back on their own. An editor's channel comes without its overlay key.
 */
export async function findSession(
  db: Database,
  token: string,
  now: number,
): Promise<SessionChannel | undefined> {
  const tokenHash = await hashSessionToken(token);
  const [row] = await db
    .select({ ...streamerColumns, channelId: sessions.channelId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(streamers, eq(sessions.streamerId, streamers.streamerId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return undefined;
  const { channelId, expiresAt, ...user } = row;
  const renewed = now + sessionLifetimeMs - expiresAt >= renewGapMs;
  if (renewed)
    await db
      .update(sessions)
      .set({ expiresAt: now + sessionLifetimeMs })
      .where(eq(sessions.tokenHash, tokenHash));
  if (!channelId || channelId === user.streamerId) return { user, streamer: user, role: 'owner', renewed };
  const [channel] = await db
    .select(channelColumns)
    .from(channelEditors)
    .innerJoin(streamers, eq(channelEditors.streamerId, streamers.streamerId))
    .where(namesEditor(channelId, user.streamerId))
    .limit(1);
  return channel
    ? { user, streamer: { ...channel, overlaySecretKey: null }, role: 'editor', renewed }
    : { user, streamer: user, role: 'owner', renewed };
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

/** One of a user's sessions as the dashboard lists it; `id` names it without revealing its token. */
export type SessionSummary = { id: string; signedInAt: number; lastActiveAt: number; current: boolean };

/** The dashboard lists this many sessions at most, and counts the rest. */
export const maxListedSessions = 20;

/** The user's sessions still open, the most recently active first (up to maxListedSessions), and how many there are. */
export async function listSessions(
  db: Database,
  streamerId: string,
  currentToken: string,
  now: number,
): Promise<{ sessions: SessionSummary[]; total: number }> {
  const current = await hashSessionToken(currentToken);
  const open = and(eq(sessions.streamerId, streamerId), gt(sessions.expiresAt, now));
  const rows = await db
    .select({ tokenHash: sessions.tokenHash, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(open)
    .orderBy(desc(sessions.expiresAt))
    .limit(maxListedSessions);
  const [counted] = await db.select({ total: count() }).from(sessions).where(open);
  const listed = rows.map((row) => ({
    id: row.tokenHash.slice(0, 12),
    signedInAt: row.createdAt,
    // The end is moved ahead on use (within renewGapMs), so it tells when the session was last used.
    lastActiveAt: row.expiresAt - sessionLifetimeMs,
    current: row.tokenHash === current,
  }));
  return { sessions: listed, total: counted?.total ?? listed.length };
}

/** Signs the user out everywhere: every one of their sessions ends. */
export async function deleteSessionsOf(db: Database, streamerId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.streamerId, streamerId));
}

export async function deleteExpiredSessions(db: Database, now: number): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
