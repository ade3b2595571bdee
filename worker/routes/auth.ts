// Sign-in, sign-out and login status: /login, /login/callback, /loggedIn, /logout.
import { type Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { askedScopesSchema, reconnectScopes } from '../../core/health/feature-scopes';
import { returnPath } from '../../core/web/return-path';
import { clearProblems } from '../../db/channel-problems';
import { openDatabase } from '../../db/client';
import { deleteSession } from '../../db/sessions';
import { findStreamer, upsertStreamer } from '../../db/streamers';
import { encryptToken, importTokenKey } from '../../db/token-cipher';
import { twitchAppConfig } from '../../integrations/twitch/app-config';
import { broadcasterScopes, completeTwitchSignIn, twitchAuthorizeUrl } from '../../integrations/twitch/oauth';
import type { AppEnv } from '../env';
import { HttpError } from '../http-error';
import { isCrossSite } from '../middleware/origin';
import { currentStreamer, endSessionCookie, sessionCookie, startSession } from '../middleware/session';
import { issueOAuthState, readOAuthCallback } from '../oauth-state';
import { validQuery } from '../validation';

/** The streamer dev mode signs in: no Twitch account needed. */
export const demoStreamer = {
  streamerId: '100000001',
  login: 'demo_streamer',
  displayName: 'DemoStreamer',
};

export type LoginStatus = { status: boolean; loggedIn: boolean; username?: string };

const stateCookie = { name: 'oauth_state', path: '/login' };
const afterSignIn = '/settings';
/** The page asked for before signing in (`/login?next=`), kept across the trip to Twitch. */
const returnCookie = { name: 'after_sign_in', path: '/login' };

const isLocalHost = (hostname: string) => ['localhost', '127.0.0.1', '[::1]'].includes(hostname);

const callbackUrl = (requestUrl: string) => new URL('/login/callback', requestUrl).toString();

/**
 * The scopes a sign-in asks for: every feature's, or for a "Reconnect Twitch" that names the missing
 * ones, the signed-in streamer's grant plus exactly those.
 */
async function requested(c: Context<AppEnv>, asked: string[] | undefined): Promise<string[]> {
  if (!asked) return broadcasterScopes;
  const session = await currentStreamer(c);
  const streamer = session ? await findStreamer(openDatabase(c.env.DB), session.streamerId) : undefined;
  if (!streamer?.tokenScopes) return broadcasterScopes;
  return reconnectScopes(streamer.tokenScopes, asked);
}

export const authRoutes = new Hono<AppEnv>()
  .get('/login', validQuery(askedScopesSchema), async (c) => {
    const config = twitchAppConfig(c.env);
    if (!config) {
      // Dev mode is for one's own machine: a deployed server without a Twitch app must not hand out
      // the demo account to anyone who asks.
      if (!isLocalHost(new URL(c.req.url).hostname)) {
        throw new HttpError(
          503,
          'Sign-in is not set up on this server yet: it has no Twitch app configured.',
        );
      }
      await upsertStreamer(openDatabase(c.env.DB), demoStreamer, null, Date.now());
      await startSession(c, demoStreamer.streamerId);
      return c.redirect(returnPath(c.req.query('next')) ?? afterSignIn);
    }
    const next = returnPath(c.req.query('next'));
    if (next)
      setCookie(c, returnCookie.name, next, {
        httpOnly: true,
        sameSite: 'Lax',
        secure: new URL(c.req.url).protocol === 'https:',
        path: returnCookie.path,
        maxAge: 600,
      });
    const state = issueOAuthState(c, stateCookie);
    return c.redirect(
      twitchAuthorizeUrl(
        config,
        callbackUrl(c.req.url),
        state,
        await requested(c, c.req.valid('query').scopes),
      ),
    );
  })
  .get('/login/callback', async (c) => {
    const config = twitchAppConfig(c.env);
    if (!config) return c.redirect('/login');
    const { code, error, stateMatches } = readOAuthCallback(c, stateCookie);
    if (error) return c.redirect(`/?loginError=${encodeURIComponent(error)}`);
    if (!stateMatches) {
      throw new HttpError(
        400,
        'The sign-in link expired or did not come from this site. Please sign in again.',
      );
    }
    if (!code) throw new HttpError(400, 'Twitch did not send an authorization code. Please sign in again.');

    const { profile, token } = await completeTwitchSignIn(config, code, callbackUrl(c.req.url));
    const key = await importTokenKey(config.tokenEncryptionKey);
    const streamer = await upsertStreamer(
      openDatabase(c.env.DB),
      profile,
      {
        accessTokenEnc: await encryptToken(key, token.accessToken),
        refreshTokenEnc: token.refreshToken ? await encryptToken(key, token.refreshToken) : null,
        scopes: token.scope,
        obtainedAt: token.obtainmentTimestamp,
        expiresIn: token.expiresIn,
      },
      Date.now(),
    );
    // A fresh grant is the fix for "reconnect needed" and for lost subscriptions.
    await clearProblems(openDatabase(c.env.DB), streamer.streamerId, 'token:');
    await clearProblems(openDatabase(c.env.DB), streamer.streamerId, 'subscription:');
    await startSession(c, streamer.streamerId);
    const next = returnPath(getCookie(c, returnCookie.name));
    deleteCookie(c, returnCookie.name, { path: returnCookie.path });
    return c.redirect(next ?? afterSignIn);
  })
  .get('/loggedIn', async (c) => {
    const streamer = await currentStreamer(c);
    return c.json<LoginStatus>(
      streamer
        ? { status: true, loggedIn: true, username: streamer.displayName }
        : { status: false, loggedIn: false },
    );
  })
  .get('/logout', async (c) => {
    if (isCrossSite(c.req.raw))
      throw new HttpError(403, 'Signing out is only possible from the dashboard itself.');
    const token = getCookie(c, sessionCookie);
    if (token) await deleteSession(openDatabase(c.env.DB), token);
    endSessionCookie(c);
    return c.json({ status: true as const, loggedIn: false as const });
  });
