// Streamer sign-in with Twitch's OAuth authorization-code flow (protocols.md 3.7).
import { ApiClient } from '@twurple/api';
import { type AccessToken, exchangeCode, getTokenInfo, StaticAuthProvider } from '@twurple/auth';
import { allFeatureScopes } from '../../core/health/feature-scopes';
import type { TwitchProfile } from '../../db/streamers';
import type { TwitchAppConfig } from './app-config';

/** What the dashboard's features ask of the broadcaster: every feature's scopes (core/health/feature-scopes.ts). */
export const broadcasterScopes = allFeatureScopes;

export function twitchAuthorizeUrl(
  config: TwitchAppConfig,
  redirectUri: string,
  state: string,
  scopes: string[] = broadcasterScopes,
): string {
  const url = new URL('https://id.twitch.tv/oauth2/authorize');
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: redirectUri,
    scope: scopes.join(' '),
    state,
  }).toString();
  return url.toString();
}

/** Trades the callback's code for tokens and reads who signed in. */
export async function completeTwitchSignIn(
  config: TwitchAppConfig,
  code: string,
  redirectUri: string,
): Promise<{ profile: TwitchProfile; token: AccessToken }> {
  const token = await exchangeCode(config.clientId, config.clientSecret, code, redirectUri);
  const info = await getTokenInfo(token.accessToken, config.clientId);
  if (!info.userId) throw new Error('Twitch returned a token without a user');
  const api = new ApiClient({
    authProvider: new StaticAuthProvider(config.clientId, token.accessToken, token.scope),
  });
  const user = await api.users.getUserById(info.userId);
  if (!user) throw new Error('Twitch does not know the signed-in user');
  return { profile: { streamerId: user.id, login: user.name, displayName: user.displayName }, token };
}
