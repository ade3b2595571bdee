// The cached Twitch app access token (encrypted), shared across isolates.
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { appTokens } from './schema';

export async function readAppToken(db: Database, provider: string) {
  return db.query.appTokens.findFirst({ where: eq(appTokens.provider, provider) });
}

export async function writeAppToken(
  db: Database,
  provider: string,
  tokenEnc: string,
  expiresAt: number,
): Promise<void> {
  await db
    .insert(appTokens)
    .values({ provider, tokenEnc, expiresAt })
    .onConflictDoUpdate({ target: appTokens.provider, set: { tokenEnc, expiresAt } });
}
