// Moderation actions on a real channel (spec/moderation.md section 5), as the account the bot speaks
// as there: the streamer's chosen chat account, or else the broadcaster as their own moderator (the
// bot's shared account speaks with the app token, which cannot moderate).

import { kilobytes, limitAnswer } from '../web/bounded-answer';
import {
  helixModerationRequest,
  type ModerationRequest,
  type ModerationResult,
  moderationResultOf,
} from './moderation-requests';
import type { TwitchTokenStore } from './token-store';

/** Twitch answers a moderation request with a line or two; more is read no further. */
const maxAnswerBytes = kilobytes(64);

export function helixModeration(
  tokens: TwitchTokenStore,
  streamerId: string,
): (request: ModerationRequest) => Promise<ModerationResult> {
  const send = async (request: ModerationRequest, refreshed = false): Promise<ModerationResult> => {
    const account = await tokens.chatAccount(streamerId);
    const broadcaster = tokens.broadcaster(streamerId);
    const token = account
      ? account.token
      : (await (refreshed ? broadcaster.refreshAccessTokenForUser() : broadcaster.getAccessTokenForUser()))
          .accessToken;
    const helix = helixModerationRequest(request, streamerId, account?.id ?? streamerId);
    let response: Response;
    try {
      const sent = fetch(helix.url, {
        method: helix.method,
        headers: {
          Authorization: `Bearer ${token}`,
          'Client-Id': tokens.config.clientId,
          ...(helix.body && { 'Content-Type': 'application/json' }),
        },
        body: helix.body,
      });
      response = limitAnswer(await sent, maxAnswerBytes);
    } catch (error) {
      return { ok: false, retry: true, status: 0, reason: `Twitch could not be reached (${String(error)}).` };
    }
    // The broadcaster's token may have just expired: one refresh, then Twitch's answer stands.
    if (response.status === 401 && !account && !refreshed) return send(request, true);
    return moderationResultOf(response);
  };
  return (request) => send(request);
}
