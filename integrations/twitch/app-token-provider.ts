// An app-token-only twurple AuthProvider whose token is cached in memory and in D1 (encrypted), so
// a cold isolate reuses it instead of asking Twitch for a new one (protocols.md 8.1).
import { type AccessToken, type AuthProvider, getAppToken } from '@twurple/auth';
import { readAppToken, writeAppToken } from '../../db/app-tokens';
import type { Database } from '../../db/client';
import { decryptToken, encryptToken, importTokenKey } from '../../db/token-cipher';
import { limitAnswer, megabytes } from '../web/bounded-answer';
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

export type HelixFetch = (path: string, init?: RequestInit) => Promise<Response>;

/** Longest wait for Twitch's rate-limit bucket to refill before giving up on a call. */
const maxRateLimitWaitMs = 10_000;

/**
 * Helix with the app token: a 401 mints a new token once and retries (app tokens cannot be refreshed,
 * protocols.md 3.7); a 429 waits for the bucket's reset (Ratelimit-Reset, in seconds) and retries once.
 */
export function appHelixFetch(config: TwitchAppConfig, db: Database): HelixFetch {
  const provider = new CachedAppTokenProvider(config, db);
  const call = async (path: string, init: RequestInit | undefined, forceNew: boolean) => {
    const token = await provider.getAppAccessToken(forceNew);
    const headers = new Headers(init?.headers);
    headers.set('Authorization', `Bearer ${token.accessToken}`);
    headers.set('Client-Id', config.clientId);
    // Helix answers are small pages: one far larger is refused as it streams, never held whole.
    return limitAnswer(await fetch(`https://api.twitch.tv/helix${path}`, { ...init, headers }), megabytes(1));
  };
  return async (path, init) => {
    let response = await call(path, init, false);
    if (response.status === 401) response = await call(path, init, true);
    if (response.status === 429) {
      const resetAt = Number(response.headers.get('Ratelimit-Reset')) * 1000;
      const wait = Number.isFinite(resetAt) && resetAt > 0 ? resetAt - Date.now() : 1000;
      if (wait > maxRateLimitWaitMs) return response;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
      response = await call(path, init, false);
    }
    return response;
  };
}
