// The tip-service token columns of tip_settings (already encrypted by the caller). The top-donation
// columns of the same row belong to db/top-donation.ts; writes here never touch them.
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { tipSettings } from './schema';

export type TipTokenColumns = Pick<
  typeof tipSettings.$inferSelect,
  | 'kofiTokenEnc'
  | 'streamElementsJwtEnc'
  | 'streamlabsAccessTokenEnc'
  | 'streamlabsRefreshTokenEnc'
  | 'streamlabsSocketTokenEnc'
>;

export type TipSettingsRow = typeof tipSettings.$inferSelect;

export async function readTipSettings(db: Database, streamerId: string): Promise<TipSettingsRow | undefined> {
  return db.query.tipSettings.findFirst({ where: eq(tipSettings.streamerId, streamerId) });
}

/** Sets (or with null, clears) some token columns, creating the row with defaults if needed. */
export async function writeTipTokens(
  db: Database,
  streamerId: string,
  tokens: Partial<TipTokenColumns>,
  now: number,
): Promise<void> {
  await db
    .insert(tipSettings)
    .values({ streamerId, ...tokens, updatedAt: now })
    .onConflictDoUpdate({ target: tipSettings.streamerId, set: { ...tokens, updatedAt: now } });
}

export const clearedKofiToken: Partial<TipTokenColumns> = { kofiTokenEnc: null };
export const clearedStreamElementsJwt: Partial<TipTokenColumns> = { streamElementsJwtEnc: null };
export const clearedStreamlabsTokens: Partial<TipTokenColumns> = {
  streamlabsAccessTokenEnc: null,
  streamlabsRefreshTokenEnc: null,
  streamlabsSocketTokenEnc: null,
};
