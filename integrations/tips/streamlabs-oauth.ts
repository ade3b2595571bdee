// Streamlabs OAuth (protocols.md 6.1): the authorization-code flow behind /api/tips/streamlabsLogin and
// /streamlabsAuth, and the refresh the donation checks use when the access token has expired.
import { z } from 'zod';
import { streamlabsApi } from './streamlabs';
import { fetchTipService, TipCheckFailedError } from './tip-api';
import type { StreamlabsAppConfig } from './tip-config';

/** GET /donations is all the bot reads. */
export const streamlabsScopes = ['donations.read'];

export type StreamlabsTokens = { accessToken: string; refreshToken: string | null };

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

function requestTokens(body: Record<string, string>): Promise<Response> {
  return fetchTipService(`${streamlabsApi}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
}

async function readTokens(response: Response): Promise<StreamlabsTokens | null> {
  const token = tokenResponseSchema.safeParse(response.ok ? await response.json().catch(() => null) : null);
  return token.success
    ? { accessToken: token.data.access_token, refreshToken: token.data.refresh_token ?? null }
    : null;
}

/** Trades the callback's code for tokens. Codes are single-use. */
export async function completeStreamlabsAuthorization(
  config: StreamlabsAppConfig,
  code: string,
  redirectUri: string,
): Promise<StreamlabsTokens> {
  const response = await requestTokens({
    grant_type: 'authorization_code',
    client_id: config.clientId,
    client_secret: config.clientSecret,
    redirect_uri: redirectUri,
    code,
  }).catch(() => {
    throw new StreamlabsAuthError('Streamlabs could not be reached.');
  });
  const tokens = await readTokens(response);
  if (!tokens) throw new StreamlabsAuthError('Streamlabs did not accept the authorization code.');
  return tokens;
}

/**
 * New tokens for an expired access token. StreamlabsAuthError when Streamlabs refuses the refresh
 * token (connect again); TipCheckFailedError when it could not answer (try again later).
 */
export async function refreshStreamlabsTokens(
  config: StreamlabsAppConfig,
  refreshToken: string,
): Promise<StreamlabsTokens> {
  const response = await requestTokens({
    grant_type: 'refresh_token',
    client_id: config.clientId,
    client_secret: config.clientSecret,
    refresh_token: refreshToken,
  });
  if (response.status >= 500)
    throw new TipCheckFailedError(`streamlabs.com answered HTTP ${response.status}.`);
  const tokens = await readTokens(response);
  if (!tokens) throw new StreamlabsAuthError('Streamlabs refused the refresh token.');
  return { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken ?? refreshToken };
}
