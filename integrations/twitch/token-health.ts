// The hourly validation Twitch requires of every stored user token (protocols.md 3.7): a broadcaster
// token Twitch refuses is refreshed (or marked "reconnect needed"); a chat account's token, which
// cannot be refreshed, becomes a problem when it expires or is revoked.
import { chatAccountExpired } from '../../core/health/problem';
import { clearProblem, recordProblem } from '../../db/channel-problems';
import { type Streamer, streamersWithTokens } from '../../db/streamers';
import { decryptToken, importTokenKey } from '../../db/token-cipher';
import {
  ReconnectNeededError,
  reconnectProblemKey,
  type TwitchTokenStore,
  validateToken,
} from './token-store';

export const chatAccountProblemKey = 'chatAccount:token';

export type TokenValidationRun = { checked: number; failed: string[] };

export async function validateStoredTokens(
  tokens: TwitchTokenStore,
  now: number,
): Promise<TokenValidationRun> {
  const run: TokenValidationRun = { checked: 0, failed: [] };
  for (const streamer of await streamersWithTokens(tokens.db)) {
    try {
      await validateStreamerTokens(tokens, streamer, now);
      run.checked++;
    } catch (error) {
      run.failed.push(streamer.streamerId);
      console.error(
        `Validating the tokens of channel ${streamer.streamerId} failed:`,
        error instanceof Error ? error.message : error,
      );
    }
  }
  return run;
}

async function validateStreamerTokens(tokens: TwitchTokenStore, streamer: Streamer, now: number) {
  const db = tokens.db;
  const key = await importTokenKey(tokens.config.tokenEncryptionKey);
  if (streamer.accessTokenEnc) {
    const check = await validateToken(await decryptToken(key, streamer.accessTokenEnc));
    if (check.ok) await clearProblem(db, streamer.streamerId, reconnectProblemKey);
    else if (check.status === 401) {
      try {
        await tokens.broadcaster(streamer.streamerId).refreshAccessTokenForUser();
      } catch (error) {
        // Recorded as "reconnect needed" by the token store; anything else is this channel's failure.
        if (!(error instanceof ReconnectNeededError)) throw error;
      }
    }
  }
  if (!streamer.chatAccountTokenEnc || !streamer.chatAccountLogin) {
    await clearProblem(db, streamer.streamerId, chatAccountProblemKey);
  } else {
    const check = await validateToken(await decryptToken(key, streamer.chatAccountTokenEnc));
    if (check.ok) await clearProblem(db, streamer.streamerId, chatAccountProblemKey);
    else if (check.status === 401)
      await recordProblem(
        db,
        streamer.streamerId,
        chatAccountProblemKey,
        chatAccountExpired(streamer.chatAccountLogin),
        now,
      );
  }
}
