// The Discord link and live announcement of each streamer, and the one-use link codes. Every query
// is scoped to one streamer, or finds the one streamer a server belongs to.
import { and, eq, gt, lt, ne, or } from 'drizzle-orm';
import type { Database } from './client';
import { discordLinkCodes, discordSettings } from './schema';
import { isUniqueViolation } from './unique-violation';

export type DiscordSettingsRow = typeof discordSettings.$inferSelect;

export async function readDiscordSettings(
  db: Database,
  streamerId: string,
): Promise<DiscordSettingsRow | undefined> {
  return db.query.discordSettings.findFirst({ where: eq(discordSettings.streamerId, streamerId) });
}

/** The streamer a server is linked to, with that streamer's Discord settings. */
export async function findDiscordServer(
  db: Database,
  guildId: string,
): Promise<DiscordSettingsRow | undefined> {
  return db.query.discordSettings.findFirst({ where: eq(discordSettings.guildId, guildId) });
}

type Writable = Partial<Omit<DiscordSettingsRow, 'streamerId' | 'updatedAt'>>;

/** Sets some columns, creating the row with defaults if needed. */
export async function writeDiscordSettings(
  db: Database,
  streamerId: string,
  values: Writable,
  now: number,
): Promise<void> {
  await db
    .insert(discordSettings)
    .values({ streamerId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: discordSettings.streamerId, set: { ...values, updatedAt: now } });
}

/**
 * Links a server to a streamer: a server belongs to one streamer at a time, so whoever had it loses
 * it (only with `mayMove`; otherwise null, and nothing changes, while another streamer has it: the
 * server's unique index refuses the write, so no check can be raced); a new server starts with no
 * moderator role. Returns the server the streamer had before, if any.
 */
export async function linkDiscordServer(
  db: Database,
  streamerId: string,
  server: { guildId: string; guildName: string | null },
  now: number,
  mayMove: boolean,
): Promise<{ previousGuildId: string | null; previousOwner: string | null } | null> {
  const before = await readDiscordSettings(db, streamerId);
  const holder = await findDiscordServer(db, server.guildId);
  const previousOwner = holder && holder.streamerId !== streamerId ? holder.streamerId : null;
  const sameServer = before?.guildId === server.guildId;
  const link = db
    .insert(discordSettings)
    .values({ streamerId, guildId: server.guildId, guildName: server.guildName, updatedAt: now })
    .onConflictDoUpdate({
      target: discordSettings.streamerId,
      set: {
        guildId: server.guildId,
        guildName: server.guildName,
        ...(sameServer ? {} : { moderatorRoleId: null }),
        updatedAt: now,
      },
    });
  const release = db
    .update(discordSettings)
    .set({ guildId: null, guildName: null, moderatorRoleId: null, updatedAt: now })
    .where(and(eq(discordSettings.guildId, server.guildId), ne(discordSettings.streamerId, streamerId)));
  try {
    if (mayMove) await db.batch([release, link]);
    else await link;
  } catch (error) {
    if (!mayMove && isUniqueViolation(error)) return null;
    throw error;
  }
  return {
    previousGuildId: sameServer ? null : (before?.guildId ?? null),
    previousOwner: mayMove ? previousOwner : null,
  };
}

/** A new code replaces the streamer's earlier ones; expired codes of anyone are cleaned up on the way. */
export async function storeLinkCode(
  db: Database,
  streamerId: string,
  codeHash: string,
  expiresAt: number,
  now: number,
): Promise<void> {
  await db.batch([
    db
      .delete(discordLinkCodes)
      .where(or(eq(discordLinkCodes.streamerId, streamerId), lt(discordLinkCodes.expiresAt, now))),
    db.insert(discordLinkCodes).values({ codeHash, streamerId, expiresAt }),
  ]);
}

/** The streamer a valid, unused code belongs to, without using it; null when there is none. */
export async function linkCodeOwner(db: Database, codeHash: string, now: number): Promise<string | null> {
  const row = await db.query.discordLinkCodes.findFirst({
    where: and(eq(discordLinkCodes.codeHash, codeHash), gt(discordLinkCodes.expiresAt, now)),
  });
  return row?.streamerId ?? null;
}

/**
 * Uses a code once: the streamer it belongs to, or null when it is wrong, expired or used (or, with
 * `streamerId`, someone else's, which is then left unused).
 */
export async function consumeLinkCode(
  db: Database,
  codeHash: string,
  now: number,
  streamerId?: string,
): Promise<string | null> {
  const used = await db
    .delete(discordLinkCodes)
    .where(
      and(
        eq(discordLinkCodes.codeHash, codeHash),
        gt(discordLinkCodes.expiresAt, now),
        streamerId === undefined ? undefined : eq(discordLinkCodes.streamerId, streamerId),
      ),
    )
    .returning({ streamerId: discordLinkCodes.streamerId });
  return used[0]?.streamerId ?? null;
}
