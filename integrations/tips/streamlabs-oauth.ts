// Streamlabs OAuth (protocols.md 6.1): authorization-code flow, then the socket token the Socket API
// takes. Used by the worker's /api/tips/streamlabsLogin and /streamlabsAuth.
import { z } from 'zod';
import type { StreamlabsAppConfig } from './tip-config';

const streamlabsApi = 'https://streamlabs.com/api/v2.0';
export const streamlabsScopes = ['donations.read', 'socket.token'];

export type StreamlabsTokens = { accessToken: string; refreshToken: string | null; socketToken: string };

export class StreamlabsAuthError extends Error {}

export function streamlabsAuthorizeUrl(
  config: StreamlabsAppConfig,
  redirectUri: string,
  state: string,
): string {
  const url = new URL(`${streamlabsApi}/authorize`);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: redirectUri,
    scope: streamlabsScopes.join(' '),
    state,
  }).toString();
  return url.toString();
}

const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().nullish(),
});
const socketTokenResponseSchema = z.object({ socket_token: z.string().min(1) });

/** Trades the callback's code for tokens, then fetches the socket token. Codes are single-use. */
export async function completeStreamlabsAuthorization(
  config: StreamlabsAppConfig,
  code: string,
  redirectUri: string,
): Promise<StreamlabsTokens> {
  const tokenResponse = await fetch(`${streamlabsApi}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      grant_type: 'authorization_code',
      client_id: config.clientId,
      client_secret: config.clientSecret,
      redirect_uri: redirectUri,
      code,
    }),
  });
  const token = tokenResponseSchema.safeParse(tokenResponse.ok ? await tokenResponse.json() : null);
  if (!token.success) throw new StreamlabsAuthError('Streamlabs did not accept the authorization code.');

  const socketResponse = await fetch(`${streamlabsApi}/socket/token`, {
    headers: { Authorization: `Bearer ${token.data.access_token}`, Accept: 'application/json' },
  });
  const socket = socketTokenResponseSchema.safeParse(socketResponse.ok ? await socketResponse.json() : null);
  if (!socket.success) throw new StreamlabsAuthError('Streamlabs did not hand out a socket token.');
  return {
    accessToken: token.data.access_token,
    refreshToken: token.data.refresh_token ?? null,
    socketToken: socket.data.socket_token,
  };
}
