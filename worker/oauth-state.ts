// The state check of an OAuth code flow (Twitch sign-in, Streamlabs): a random state in a short-lived
// HttpOnly cookie scoped to the flow's path, which the provider must send back to the callback.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { randomUrlSafeToken } from '../core/encoding/base64url';

type OAuthStateCookie = { name: string; path: string };

/** Starts a flow: returns the state to put in the authorize URL, remembered in the cookie for 10 min. */
export function issueOAuthState(c: Context, cookie: OAuthStateCookie): string {
  const state = randomUrlSafeToken(24);
  setCookie(c, cookie.name, state, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
    path: cookie.path,
    maxAge: 600,
  });
  return state;
}

/** The callback's query, with the cookie consumed; `stateMatches` is false for a missing or foreign state. */
export function readOAuthCallback(c: Context, cookie: OAuthStateCookie) {
  const expectedState = getCookie(c, cookie.name);
  deleteCookie(c, cookie.name, { path: cookie.path });
  const { code, state, error } = c.req.query();
  return { code, error, stateMatches: Boolean(expectedState && state && state === expectedState) };
}
