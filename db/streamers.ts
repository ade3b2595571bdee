// Streamer records: created at first sign-in, updated at every later one.
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { randomUrlSafeToken } from '../core/encoding/base64url';
import type { Database } from './client';
import { streamers } from './schema';

export type Streamer = typeof streamers.$inferSelect;

export type TwitchProfile = { streamerId: string; login: string; displayName: string };

/** Already encrypted by the caller (db/token-cipher.ts). */
export type EncryptedTokens = {
  accessTokenEnc: string;
  refreshTokenEnc: string | null;
  scopes: string[];
  obtainedAt: number;
  expiresIn: number | null;
};

/** Creates the streamer on first sign-in (with a new overlaySecretKey) or refreshes profile and tokens. */
export async function upsertStreamer(
  db: Database,
  profile: TwitchProfile,
  tokens: EncryptedTokens | null,
  now: number,
): Promise<Streamer> {
  const tokenColumns = tokens
    ? {
        accessTokenEnc: tokens.accessTokenEnc,
        refreshTokenEnc: tokens.refreshTokenEnc,
        tokenScopes: tokens.scopes,
        tokenObtainedAt: tokens.obtainedAt,
        tokenExpiresIn: tokens.expiresIn,
      }
    : {};
  const [row] = await db
    .insert(streamers)
    .values({
      ...profile,
      ...tokenColumns,
      overlaySecretKey: randomUrlSafeToken(24),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: streamers.streamerId,
      set: { login: profile.login, displayName: profile.displayName, ...tokenColumns, updatedAt: now },
    })
    .returning();
  if (!row) throw new Error('streamer upsert returned no row');
  return row;
}

/** Gives the streamer a new overlaySecretKey; the old one stops opening anything at once. */
export async function regenerateOverlayKey(db: Database, streamerId: string, now: number): Promise<string> {
  const overlaySecretKey = randomUrlSafeToken(24);
  await db
    .update(streamers)
    .set({ overlaySecretKey, updatedAt: now })
    .where(eq(streamers.streamerId, streamerId));
  return overlaySecretKey;
}

export async function findStreamerByOverlayKey(db: Database, overlaySecretKey: string) {
  return db.query.streamers.findFirst({ where: eq(streamers.overlaySecretKey, overlaySecretKey) });
}

export async function findStreamer(db: Database, streamerId: string) {
  return db.query.streamers.findFirst({ where: eq(streamers.streamerId, streamerId) });
}

export async function findStreamerByLogin(db: Database, login: string) {
  return db.query.streamers.findFirst({ where: eq(streamers.login, login.toLowerCase()) });
}

/** A streamer by login or display name, in any letter case (links are shared with the name people see). */
export async function findStreamerByName(db: Database, name: string) {
  return (
    (await findStreamerByLogin(db, name)) ??
    db.query.streamers.findFirst({ where: sql`lower(${streamers.displayName}) = ${name.toLowerCase()}` })
  );
}

export type ChatAccount = { id: string; login: string; tokenEnc: string };

export async function setChatAccount(
  db: Database,
  streamerId: string,
  account: ChatAccount | null,
): Promise<void> {
  await db
    .update(streamers)
    .set({
      chatAccountId: account?.id ?? null,
      chatAccountLogin: account?.login ?? null,
      chatAccountTokenEnc: account?.tokenEnc ?? null,
      updatedAt: Date.now(),
    })
    .where(eq(streamers.streamerId, streamerId));
}

/** The bot joined (a time) or left (null) the channel. */
export async function setBotJoined(db: Database, streamerId: string, at: number | null): Promise<void> {
  await db.update(streamers).set({ botJoinedAt: at }).where(eq(streamers.streamerId, streamerId));
}

/** Channels the bot is in: the ones whose subscriptions reconciliation keeps. */
export async function joinedChannels(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: streamers.streamerId })
    .from(streamers)
    .where(isNotNull(streamers.botJoinedAt));
  return rows.map((row) => row.id);
}

/**
 * Claims the channel's subscription check unless one ran in the last `minGapMs`: one conditional
 * update, so two dashboard tabs opening at once do not both check.
 */
export async function claimSubscriptionCheck(
  db: Database,
  streamerId: string,
  now: number,
  minGapMs: number,
): Promise<boolean> {
  const claimed = await db
    .update(streamers)
    .set({ subscriptionsCheckedAt: now })
    .where(
      and(
        eq(streamers.streamerId, streamerId),
        or(isNull(streamers.subscriptionsCheckedAt), lt(streamers.subscriptionsCheckedAt, now - minGapMs)),
      ),
    )
    .returning({ id: streamers.streamerId });
  return claimed.length > 0;
}

/**
 * Saves a refreshed pair only if the stored refresh token is still the one the refresh used (`usedEnc`,
 * the ciphertext as read): one conditional update, so a slower concurrent refresh never overwrites a
 * newer grant. True when saved.
 */
export async function swapRefreshedTokens(
  db: Database,
  streamerId: string,
  usedEnc: string | null,
  tokens: EncryptedTokens,
): Promise<boolean> {
  const saved = await db
    .update(streamers)
    .set({
      accessTokenEnc: tokens.accessTokenEnc,
      refreshTokenEnc: tokens.refreshTokenEnc,
      tokenScopes: tokens.scopes,
      tokenObtainedAt: tokens.obtainedAt,
      tokenExpiresIn: tokens.expiresIn,
      updatedAt: Date.now(),
    })
    .where(
      and(
        eq(streamers.streamerId, streamerId),
        usedEnc === null ? isNull(streamers.refreshTokenEnc) : eq(streamers.refreshTokenEnc, usedEnc),
      ),
    )
    .returning({ id: streamers.streamerId });
  return saved.length > 0;
}

/** Everyone holding a Twitch token (their own or a chat account's): the hourly validation's list. */
export async function streamersWithTokens(db: Database): Promise<Streamer[]> {
  return db
    .select()
    .from(streamers)
    .where(or(isNotNull(streamers.accessTokenEnc), isNotNull(streamers.chatAccountTokenEnc)));
}

/** Whether the channel's object wants chat that is not a command; true for a channel not (yet) known. */
export async function isPlainChatWanted(db: Database, streamerId: string): Promise<boolean> {
  const row = await db
    .select({ wanted: streamers.plainChatWanted })
    .from(streamers)
    .where(eq(streamers.streamerId, streamerId))
    .get();
  return row?.wanted ?? true;
}

export async function setPlainChatWanted(db: Database, streamerId: string, wanted: boolean): Promise<void> {
  await db.update(streamers).set({ plainChatWanted: wanted }).where(eq(streamers.streamerId, streamerId));
}
