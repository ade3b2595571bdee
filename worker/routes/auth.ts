// Sign-in, sign-out and login status: /login, /login/callback, /loggedIn, /logout; the signed-in user's
// sessions (/api/sessions: under /api, so the Worker answers it before the dashboard's pages) and
// signing out everywhere (POST /api/sessions/endAll).
import { type Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { askedScopesSchema, reconnectScopes } from '../../core/health/feature-scopes';
import { returnPath } from '../../core/web/return-path';
import { clearProblems } from '../../db/channel-problems';
import { openDatabase } from '../../db/client';
import { addEditor, channelsEditedBy } from '../../db/editors';
import { deleteSession, deleteSessionsOf, listSessions } from '../../db/sessions';
import { findStreamer, upsertStreamer } from '../../db/streamers';
import { encryptToken, importTokenKey } from '../../db/token-cipher';
import { twitchAppConfig } from '../../integrations/twitch/app-config';
import { broadcasterScopes, completeTwitchSignIn, twitchAuthorizeUrl } from '../../integrations/twitch/oauth';
import type { AppEnv } from '../env';
import { HttpError } from '../http-error';
import { limitStreamerApi } from '../middleware/api-allowance';
import { isCrossSite, requireSameOrigin } from '../middleware/origin';
import {
  currentSession,
  endSessionCookie,
  requireSession,
  sessionCookie,
  sessionToken,
  startSession,
} from '../middleware/session';
import { issueOAuthState, readOAuthCallback } from '../oauth-state';
import { changesNothing } from '../route-properties';
import { validQuery } from '../validation';

/** The streamer dev mode signs in: no Twitch account needed. */
export const demoStreamer = {
  streamerId: '100000001',
  login: 'demo_streamer',
  displayName: 'DemoStreamer',
};

/** Dev mode's second user: a moderator of the demo channel, one of its editors (`/login?as=moderator`). */
export const demoModerator = {
  streamerId: '100000002',
  login: 'demo_moderator',
  displayName: 'DemoModerator',
};

export type ChannelChoice = { login: string; displayName: string; role: 'owner' | 'editor' };

export type LoginStatus = {
  status: boolean;
  loggedIn: boolean;
  username?: string;
  /** The channels the user may manage: their own first, then those whose editors list names them. */
  channels?: ChannelChoice[];
  /** The login of the channel the dashboard acts on now. */
  channel?: string;
  role?: 'owner' | 'editor';
  /** Signed out on a server without a Twitch app: the page offers the demo accounts. */
  devMode?: boolean;
};

const signInQuerySchema = askedScopesSchema.extend({
  /** Dev mode only: sign in as the demo moderator instead of the demo streamer. */
  as: z
    .enum(['moderator'], {
      message: 'Dev mode signs in as the demo streamer, or with as=moderator as the demo moderator.',
    })
    .optional(),
});

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
  const session = await currentSession(c);
  const streamer = session ? await findStreamer(openDatabase(c.env.DB), session.user.streamerId) : undefined;
  if (!streamer?.tokenScopes) return broadcasterScopes;
  return reconnectScopes(streamer.tokenScopes, asked);
}

/** The user's own sessions, whichever channel they act on now: each browser signed in, and ending them all. */
const sessionRoutes = new Hono<AppEnv>()
  .use(requireSameOrigin)
  .use(requireSession)
  .use(limitStreamerApi)
  .get('/', changesNothing, async (c) => {
    const listed = await listSessions(
      openDatabase(c.env.DB),
      c.get('user').streamerId,
      sessionToken(c) ?? '',
      Date.now(),
    );
    return c.json({ status: true as const, ...listed });
  })
  .post('/endAll', changesNothing, async (c) => {
    await deleteSessionsOf(openDatabase(c.env.DB), c.get('user').streamerId);
    endSessionCookie(c);
    return c.json({ status: true as const, loggedIn: false as const });
  });

export const authRoutes = new Hono<AppEnv>()
  .route('/api/sessions', sessionRoutes)
  .get('/login', changesNothing, validQuery(signInQuerySchema), async (c) => {
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
      const db = openDatabase(c.env.DB);
      const now = Date.now();
      await upsertStreamer(db, demoStreamer, null, now);
      if (c.req.valid('query').as === 'moderator') {
        await upsertStreamer(db, demoModerator, null, now);
        await addEditor(db, demoStreamer.streamerId, demoModerator.login, now);
        await startSession(c, demoModerator, demoStreamer.streamerId);
      } else await startSession(c, demoStreamer);
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
  .get('/login/callback', changesNothing, async (c) => {
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
    await startSession(c, streamer);
    const next = returnPath(getCookie(c, returnCookie.name));
    deleteCookie(c, returnCookie.name, { path: returnCookie.path });
    return c.redirect(next ?? afterSignIn);
  })
  .get('/loggedIn', changesNothing, async (c) => {
    const session = await currentSession(c);
    if (!session)
      return c.json<LoginStatus>({ status: false, loggedIn: false, devMode: !twitchAppConfig(c.env) });
    const { user, streamer, role } = session;
    const edited = await channelsEditedBy(openDatabase(c.env.DB), user);
    return c.json<LoginStatus>({
      status: true,
      loggedIn: true,
      username: user.displayName,
      channels: [
        { login: user.login, displayName: user.displayName, role: 'owner' },
        ...edited.map((channel) => ({
          login: channel.login,
          displayName: channel.displayName,
          role: 'editor' as const,
        })),
      ],
      channel: streamer.login,
      role,
    });
  })
  .get('/logout', changesNothing, async (c) => {
    if (isCrossSite(c.req.raw))
      throw new HttpError(403, 'Signing out is only possible from the dashboard itself.');
    const token = getCookie(c, sessionCookie);
    if (token) await deleteSession(openDatabase(c.env.DB), token);
    endSessionCookie(c);
    return c.json({ status: true as const, loggedIn: false as const });
  });
