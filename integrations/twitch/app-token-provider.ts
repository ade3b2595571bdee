// An app-token-only twurple AuthProvider whose token is cached in memory and in D1 (encrypted), so
// a cold isolate reuses it instead of asking Twitch for a new one (protocols.md 8.1).
import { type AccessToken, type AuthProvider, getAppToken } from '@twurple/auth';
import { readAppToken, writeAppToken } from '../../db/app-tokens';
import type { Database } from '../../db/client';
import { decryptToken, encryptToken, importTokenKey } from '../../db/token-cipher';
import type { TwitchAppConfig } from './app-config';

/** Refetch a little before Twitch's expiry. */
const expiryMarginMs = 5 * 60 * 1000;

let inMemory: { clientId: string; token: AccessToken; expiresAt: number } | undefined;

export class CachedAppTokenProvider implements AuthProvider {
  readonly clientId: string;
  readonly hasClientSecret = true;

  constructor(
    private readonly config: TwitchAppConfig,
    private readonly db: Database,
  ) {
    this.clientId = config.clientId;
  }

  getCurrentScopesForUser(): string[] {
    return [];
  }

  async getAccessTokenForUser(): Promise<null> {
    return null;
  }

  async getAnyAccessToken(): Promise<AccessToken> {
    return this.getAppAccessToken();
  }

  async getAppAccessToken(forceNew = false): Promise<AccessToken> {
    const now = Date.now();
    if (!forceNew && inMemory?.clientId === this.clientId && inMemory.expiresAt > now) return inMemory.token;
    const key = await importTokenKey(this.config.tokenEncryptionKey);
    if (!forceNew) {
      const stored = await readAppToken(this.db, this.clientId);
      if (stored && stored.expiresAt > now) {
        const token = appToken(await decryptToken(key, stored.tokenEnc), stored.expiresAt - now);
        inMemory = { clientId: this.clientId, token, expiresAt: stored.expiresAt };
        return token;
      }
    }
    const fresh = await getAppToken(this.config.clientId, this.config.clientSecret);
    const expiresAt = now + (fresh.expiresIn ?? 3600) * 1000 - expiryMarginMs;
    await writeAppToken(this.db, this.clientId, await encryptToken(key, fresh.accessToken), expiresAt);
    inMemory = { clientId: this.clientId, token: fresh, expiresAt };
    return fresh;
  }
}

function appToken(accessToken: string, remainingMs: number): AccessToken {
  return {
    accessToken,
    refreshToken: null,
    scope: [],
    expiresIn: Math.floor(remainingMs / 1000),
    obtainmentTimestamp: Date.now(),
  };
}
