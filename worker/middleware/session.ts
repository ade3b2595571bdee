// Sessions: an HttpOnly cookie naming a server-side session row. A session used is renewed (db/sessions.ts)
// and its cookie set again, so only one left idle for 30 days ends.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { openDatabase } from '../../db/client';
import { bindEditorEntries, type EditorUser } from '../../db/editors';
import { createSession, findSession, type SessionChannel, sessionLifetimeMs } from '../../db/sessions';
import type { AppEnv } from '../env';
import { HttpError } from '../http-error';

export const sessionCookie = 'session';

const isHttps = (c: Context) => new URL(c.req.url).protocol === 'https:';

/**
 * Signs the user in, binding to them the editors entries that name their login and no one yet (the first
 * sign-in after being named); `channelId` starts them on a channel they are an editor of (dev mode's moderator).
 */
export async function startSession(
  c: Context<AppEnv>,
  user: EditorUser,
  channelId: string | null = null,
): Promise<void> {
  const db = openDatabase(c.env.DB);
  await bindEditorEntries(db, user);
  setSessionCookie(c, await createSession(db, user.streamerId, Date.now(), channelId));
}

function setSessionCookie(c: Context<AppEnv>, token: string): void {
  setCookie(c, sessionCookie, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c),
    path: '/',
    maxAge: sessionLifetimeMs / 1000,
  });
}

export function endSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, sessionCookie, { path: '/', secure: isHttps(c) });
}

export const sessionToken = (c: Context<AppEnv>) => getCookie(c, sessionCookie);

export async function currentSession(c: Context<AppEnv>): Promise<SessionChannel | undefined> {
  const token = sessionToken(c);
  if (!token) return undefined;
  const session = await findSession(openDatabase(c.env.DB), token, Date.now());
  if (session?.renewed) setSessionCookie(c, token);
  return session;
}

/**
 * Puts the channel acted on (`streamer`), the signed-in user and their role on the context, or answers
 * 401. Every route scopes to `streamer`, so an editor reaches only the channel they were let into.
 */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  const session = await currentSession(c);
  if (!session) throw new HttpError(401, 'You are not signed in. Sign in with Twitch and try again.');
  c.set('streamer', session.streamer);
  c.set('user', session.user);
  c.set('role', session.role);
  await next();
});
