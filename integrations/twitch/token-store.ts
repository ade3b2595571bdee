// The one place Twitch tokens are read, refreshed and judged (issue 16): the Twitch integrations
// receive a TwitchTokenStore instead of opening D1 themselves. A refresh saves the rotated pair with a
// compare-and-swap on the refresh token it used, so two refreshes at once cannot lose the grant; a
// refused refresh (invalid_grant) that no other refresh explains marks "reconnect needed".
import type { AccessToken, AccessTokenWithUserId, AuthProvider } from '@twurple/auth';
import { refreshUserToken } from '@twurple/auth';
import { reconnectNeeded } from '../../core/health/problem';
import {
  type AppTokenBudgetKeeper,
  type AppTokenBudgetKeepers,
  appTokenBudgetName,
} from '../../core/limits/app-token-budget';
import { clearProblem, recordProblem } from '../../db/channel-problems';
import { type Database, openDatabase } from '../../db/client';
import { findStreamer, type Streamer, swapRefreshedTokens } from '../../db/streamers';
import { decryptToken, encryptToken, importTokenKey } from '../../db/token-cipher';
import { kilobytes, limitAnswer } from '../web/bounded-answer';
import { type TwitchAppConfig, type TwitchVars, twitchAppConfig } from './app-config';
import { appHelixFetch, CachedAppTokenProvider, type HelixFetch } from './app-token-provider';

/** Every Twitch token the app holds: its own app token, each broadcaster's grant, each chat account's. */
export class TwitchTokenStore {
  constructor(
    readonly config: TwitchAppConfig,
    readonly db: Database,
    /** The app token's budget for look-ups of other channels (absent where none are made). */
    readonly appTokenBudget?: () => AppTokenBudgetKeeper,
  ) {}

  /** The app token, cached in memory and D1 and minted again when Twitch answers 401. */
  app(): CachedAppTokenProvider {
    return new CachedAppTokenProvider(this.config, this.db);
  }

  /** Helix calls with the app token, for the few the client library does not cover. */
  appFetch(): HelixFetch {
    return appHelixFetch(this.config, this.db);
  }

  /** The broadcaster's own grant, refreshed before expiry and on a 401. */
  broadcaster(streamerId: string): BroadcasterTokenProvider {
    return new BroadcasterTokenProvider(this.config, this.db, streamerId);
  }

  /** The scopes the broadcaster's stored grant holds. */
  async grantedScopes(streamerId: string): Promise<string[]> {
    return (await findStreamer(this.db, streamerId))?.tokenScopes ?? [];
  }

  /** The account the bot speaks as in this channel, when the streamer set one (it cannot be refreshed). */
  async chatAccount(streamerId: string): Promise<{ id: string; login: string; token: string } | null> {
    const streamer = await findStreamer(this.db, streamerId);
    if (!streamer?.chatAccountId || !streamer.chatAccountTokenEnc) return null;
    const key = await importTokenKey(this.config.tokenEncryptionKey);
    return {
      id: streamer.chatAccountId,
      login: streamer.chatAccountLogin ?? '',
      token: await decryptToken(key, streamer.chatAccountTokenEnc),
    };
  }
}

/** The store, or null in dev mode (no Twitch app configured). */
export function twitchTokenStore(
  env: TwitchVars & { DB: D1Database; LIMITS?: AppTokenBudgetKeepers },
): TwitchTokenStore | null {
  const config = twitchAppConfig(env);
  const limits = env.LIMITS;
  const budget = limits && (() => limits.get(limits.idFromName(appTokenBudgetName)));
  return config ? new TwitchTokenStore(config, openDatabase(env.DB), budget) : null;
}

export const reconnectProblemKey = 'token:reconnect';

/** Refresh this long before Twitch's expiry. */
const expiryMarginMs = 5 * 60 * 1000;

/** How often, and how far apart, a refused refresh looks for a concurrent refresh's saved pair. */
const rotationLooks = 5;
const rotationLookGapMs = 100;

export class ReconnectNeededError extends Error {}

const statusOf = (error: unknown) => (error as { statusCode?: number }).statusCode;

/** The broadcaster's own token, refreshed before expiry and on a 401, shared by one client's calls. */
export class BroadcasterTokenProvider implements AuthProvider {
  readonly clientId: string;
  private token: AccessToken | undefined;
  /** The stored refresh-token ciphertext this token came with: the swap's expected value. */
  private storedRefreshEnc: string | null = null;
  private refreshing: Promise<AccessToken> | undefined;

  constructor(
    private readonly config: TwitchAppConfig,
    private readonly db: Database,
    private readonly userId: string,
  ) {
    this.clientId = config.clientId;
  }

  getCurrentScopesForUser(): string[] {
    return this.token?.scope ?? [];
  }

  async getAccessTokenForUser(): Promise<AccessTokenWithUserId> {
    const token = this.token ?? (await this.load());
    const expiresAt =
      token.expiresIn === null
        ? Number.POSITIVE_INFINITY
        : token.obtainmentTimestamp + token.expiresIn * 1000;
    const fresh = Date.now() < expiresAt - expiryMarginMs ? token : await this.refresh();
    return { ...fresh, userId: this.userId };
  }

  async getAnyAccessToken(): Promise<AccessTokenWithUserId> {
    return this.getAccessTokenForUser();
  }

  async refreshAccessTokenForUser(): Promise<AccessTokenWithUserId> {
    return { ...(await this.refresh()), userId: this.userId };
  }

  private async load(): Promise<AccessToken> {
    const streamer = await findStreamer(this.db, this.userId);
    if (!streamer?.accessTokenEnc) throw new ReconnectNeededError('the streamer has no Twitch token');
    this.token = await this.read(streamer);
    return this.token;
  }

  private async read(streamer: Streamer): Promise<AccessToken> {
    const key = await importTokenKey(this.config.tokenEncryptionKey);
    this.storedRefreshEnc = streamer.refreshTokenEnc;
    return {
      accessToken: await decryptToken(key, streamer.accessTokenEnc as string),
      refreshToken: streamer.refreshTokenEnc ? await decryptToken(key, streamer.refreshTokenEnc) : null,
      scope: streamer.tokenScopes ?? [],
      expiresIn: streamer.tokenExpiresIn,
      obtainmentTimestamp: streamer.tokenObtainedAt ?? 0,
    };
  }

  private refresh(): Promise<AccessToken> {
    this.refreshing ??= this.refreshOnce().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async refreshOnce(): Promise<AccessToken> {
    const current = this.token ?? (await this.load());
    if (!current.refreshToken) return this.reconnectNeeded();
    const usedEnc = this.storedRefreshEnc;
    let refreshed: AccessToken;
    try {
      refreshed = await refreshUserToken(
        this.config.clientId,
        this.config.clientSecret,
        current.refreshToken,
      );
    } catch (error) {
      // Another refresh may have rotated the grant first: then the stored pair is newer and works.
      // (Its save may land a moment after Twitch answered it, so look again briefly.)
      for (let look = 0; look < rotationLooks; look++) {
        const stored = await findStreamer(this.db, this.userId);
        if (stored?.accessTokenEnc && stored.refreshTokenEnc !== usedEnc) {
          this.token = await this.read(stored);
          return this.token;
        }
        await new Promise((resolve) => setTimeout(resolve, rotationLookGapMs));
      }
      if (statusOf(error) === 400 || statusOf(error) === 401) return this.reconnectNeeded();
      throw error;
    }
    const key = await importTokenKey(this.config.tokenEncryptionKey);
    const refreshTokenEnc = refreshed.refreshToken ? await encryptToken(key, refreshed.refreshToken) : null;
    const swapped = await swapRefreshedTokens(this.db, this.userId, usedEnc, {
      accessTokenEnc: await encryptToken(key, refreshed.accessToken),
      refreshTokenEnc,
      scopes: refreshed.scope,
      obtainedAt: refreshed.obtainmentTimestamp,
      expiresIn: refreshed.expiresIn,
    });
    if (swapped) {
      this.storedRefreshEnc = refreshTokenEnc;
      await clearProblem(this.db, this.userId, reconnectProblemKey);
    }
    // Lost the swap: another refresh stored its pair first; ours is still a valid token to use now.
    this.token = refreshed;
    return refreshed;
  }

  private async reconnectNeeded(): Promise<never> {
    await recordProblem(this.db, this.userId, reconnectProblemKey, reconnectNeeded, Date.now());
    throw new ReconnectNeededError('Twitch refused to refresh the token: the streamer must reconnect');
  }
}

export type TokenCheck = { ok: true; scopes: string[] } | { ok: false; status: number };

/** GET /oauth2/validate (protocols.md 3.7), which Twitch requires hourly for every stored token. */
export async function validateToken(token: string): Promise<TokenCheck> {
  const response = limitAnswer(
    await fetch('https://id.twitch.tv/oauth2/validate', { headers: { Authorization: `OAuth ${token}` } }),
    kilobytes(64),
  );
  if (!response.ok) return { ok: false, status: response.status };
  const body = (await response.json()) as { scopes?: string[] };
  return { ok: true, scopes: body.scopes ?? [] };
}
