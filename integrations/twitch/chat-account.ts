// The account the bot speaks as (spec: Chat Account): a user token the streamer obtains in another
// browser, checked with Twitch's validate endpoint before it is stored.
import { getTokenInfo } from '@twurple/auth';
import { moderatorScopes } from '../../core/health/feature-scopes';
import type { TwitchAppConfig } from './app-config';

export const chatAccountScopes = ['user:read:chat', 'user:write:chat', 'user:bot'];

/** Twitch's implicit flow: the token comes back in the landing page's URL fragment, shown to copy. */
export function chatAccountAuthorizeUrl(config: TwitchAppConfig, redirectUri: string): string {
  const url = new URL('https://id.twitch.tv/oauth2/authorize');
  url.search = new URLSearchParams({
    response_type: 'token',
    client_id: config.clientId,
    redirect_uri: redirectUri,
    // The moderation scopes are asked too, so the chat account can carry out the chat filters.
    scope: [...chatAccountScopes, ...moderatorScopes].join(' '),
    force_verify: 'true',
  }).toString();
  return url.toString();
}

export type ValidatedAccount = { ok: true; id: string; login: string } | { ok: false; reason: string };

export async function validateChatAccountToken(
  config: TwitchAppConfig,
  token: string,
): Promise<ValidatedAccount> {
  let info: Awaited<ReturnType<typeof getTokenInfo>>;
  try {
    info = await getTokenInfo(token);
  } catch {
    return {
      ok: false,
      reason: 'Twitch does not accept this token. Open the link again and copy the whole token.',
    };
  }
  if (info.clientId !== config.clientId)
    return { ok: false, reason: 'This token was made for another app. Use the link on this page.' };
  const missing = chatAccountScopes.filter((scope) => !info.scopes.includes(scope));
  if (missing.length > 0)
    return {
      ok: false,
      reason: `This token lacks the permissions ${missing.join(', ')}. Use the link on this page.`,
    };
  if (!info.userId || !info.userName)
    return { ok: false, reason: 'This token does not belong to a Twitch account.' };
  return { ok: true, id: info.userId, login: info.userName };
}
