// The streamer's Nightbot connection (streamers.nightbot_token_enc, already encrypted by the caller):
// the access token the import reads Nightbot with, and when it expires.
import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { streamers } from '../schema';

export type NightbotConnection = { tokenEnc: string; expiresAt: number | null };

export async function readNightbotConnection(
  db: Database,
  streamerId: string,
): Promise<NightbotConnection | null> {
  const [row] = await db
    .select({ tokenEnc: streamers.nightbotTokenEnc, expiresAt: streamers.nightbotTokenExpiresAt })
    .from(streamers)
    .where(eq(streamers.streamerId, streamerId));
  return row?.tokenEnc ? { tokenEnc: row.tokenEnc, expiresAt: row.expiresAt } : null;
}

/** Saves the connection, or with null forgets it. */
export async function writeNightbotConnection(
  db: Database,
  streamerId: string,
  connection: NightbotConnection | null,
  now: number,
): Promise<void> {
  await db
    .update(streamers)
    .set({
      nightbotTokenEnc: connection?.tokenEnc ?? null,
      nightbotTokenExpiresAt: connection?.expiresAt ?? null,
      updatedAt: now,
    })
    .where(eq(streamers.streamerId, streamerId));
}
