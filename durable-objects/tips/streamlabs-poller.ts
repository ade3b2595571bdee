// Checks Streamlabs for donations with the streamer's OAuth access token. An expired token (401) is
// refreshed once with the refresh token and the rotated pair stored sealed, as the OAuth callback
// stores them; when Streamlabs refuses the refresh too, the connection is refused.
import { catchUpMaxAgeMs, freshIdCursor, type IdCursor, stepIdCursor } from '../../core/tips/tip-cursors';
import type { Database } from '../../db/client';
import { writeTipTokens } from '../../db/tip-settings';
import { encryptToken } from '../../db/token-cipher';
import { fetchStreamlabsDonations } from '../../integrations/tips/streamlabs';
import { refreshStreamlabsTokens, StreamlabsAuthError } from '../../integrations/tips/streamlabs-oauth';
import { TipTokenRefusedError } from '../../integrations/tips/tip-api';
import { streamlabsAppConfig, type TipVars, tipTokenKey } from '../../integrations/tips/tip-config';
import { openToken } from './tip-channel';
import type { TipServicePoller } from './tip-service-poller';

export function streamlabsPoller(
  vars: TipVars,
  db: () => Database,
  streamerId: () => string,
): TipServicePoller<IdCursor> {
  /** A new access token, or a refusal the streamer can act on. */
  async function refreshed(sealedRefresh: string | null): Promise<string> {
    const config = streamlabsAppConfig(vars);
    if (!sealedRefresh || !config) throw new TipTokenRefusedError('Streamlabs refused the refresh token.');
    let tokens: Awaited<ReturnType<typeof refreshStreamlabsTokens>>;
    try {
      tokens = await refreshStreamlabsTokens(config, await openToken(vars, sealedRefresh));
    } catch (error) {
      if (error instanceof StreamlabsAuthError)
        throw new TipTokenRefusedError('Streamlabs refused the refresh token.');
      throw error;
    }
    const key = await tipTokenKey(vars);
    await writeTipTokens(
      db(),
      streamerId(),
      {
        streamlabsAccessTokenEnc: await encryptToken(key, tokens.accessToken),
        streamlabsRefreshTokenEnc: tokens.refreshToken ? await encryptToken(key, tokens.refreshToken) : null,
      },
      Date.now(),
    );
    return tokens.accessToken;
  }

  return {
    refusal: 'Streamlabs refused the connection. Connect Streamlabs again.',
    fresh: freshIdCursor,
    async check(settings, cursor, now) {
      const sealed = settings.streamlabsAccessTokenEnc;
      if (!sealed) return { deliver: [], next: cursor, moved: false };
      const oldestWanted = cursor.after === null ? cursor.since - 1000 : now - catchUpMaxAgeMs;
      const list = (accessToken: string) => fetchStreamlabsDonations(accessToken, cursor.after, oldestWanted);
      let listed: Awaited<ReturnType<typeof list>>;
      try {
        listed = await list(await openToken(vars, sealed));
      } catch (error) {
        if (!(error instanceof TipTokenRefusedError)) throw error;
        listed = await list(await refreshed(settings.streamlabsRefreshTokenEnc));
      }
      return stepIdCursor(cursor, listed, now);
    },
  };
}
