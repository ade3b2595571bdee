// Nightbot OAuth 2 (nightbot/api-docs, includes/oauth/_auth_code_flow.md): the authorization-code flow
// behind /api/import/nightbot/connect and /callback. The import reads once, so only the access token
// (valid 30 days) is kept; when it has expired the streamer connects again.
import { z } from 'zod';
import { kilobytes, limitAnswer } from '../web/bounded-answer';
import type { NightbotAppConfig } from './nightbot-config';

/** Read-only use of each list the import takes (Nightbot's scopes are per list). */
export const nightbotScopes = ['commands', 'timers', 'regulars', 'spam_protection'];

export const nightbotAuthorizeEndpoint = 'https://api.nightbot.tv/oauth2/authorize';
export const nightbotTokenEndpoint = 'https://api.nightbot.tv/oauth2/token';

export type NightbotToken = { accessToken: string; expiresAt: number };

export class NightbotAuthError extends Error {}

/** A token answer is a few hundred bytes; more is read no further. */
const maxTokenAnswerBytes = kilobytes(64);

export function nightbotAuthorizeUrl(config: NightbotAppConfig, redirectUri: string, state: string): string {
  const url = new URL(nightbotAuthorizeEndpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: redirectUri,
    scope: nightbotScopes.join(' '),
    state,
  }).toString();
  return url.toString();
}

const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive(),
});

/** Trades the callback's code for an access token and when it expires. Codes are single-use. */
export async function completeNightbotAuthorization(
  config: NightbotAppConfig,
  code: string,
  redirectUri: string,
  now: number,
): Promise<NightbotToken> {
  const response = await fetch(nightbotTokenEndpoint, {
    method: 'POST',
    // The documented form: a URL-encoded body.
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({
      client_id: config.clientId,
      client_secret: config.clientSecret,
      grant_type: 'authorization_code',
      redirect_uri: redirectUri,
      code,
    }),
  }).catch(() => {
    throw new NightbotAuthError('Nightbot could not be reached.');
  });
  const answer = limitAnswer(response, maxTokenAnswerBytes);
  const token = tokenResponseSchema.safeParse(response.ok ? await answer.json().catch(() => null) : null);
  if (!token.success) throw new NightbotAuthError('Nightbot did not accept the authorization code.');
  return { accessToken: token.data.access_token, expiresAt: now + token.data.expires_in * 1000 };
}
