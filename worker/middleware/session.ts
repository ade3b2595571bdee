// Sessions: an HttpOnly cookie naming a server-side session row.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { openDatabase } from '../../db/client';
import {
  createSession,
  findSessionStreamer,
  type SessionStreamer,
  sessionLifetimeMs,
} from '../../db/sessions';
import type { AppEnv } from '../env';
import { HttpError } from '../http-error';

export const sessionCookie = 'session';

const isHttps = (c: Context) => new URL(c.req.url).protocol === 'https:';

export async function startSession(c: Context<AppEnv>, streamerId: string): Promise<void> {
  const token = await createSession(openDatabase(c.env.DB), streamerId, Date.now());
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

export async function currentStreamer(c: Context<AppEnv>): Promise<SessionStreamer | undefined> {
  const token = getCookie(c, sessionCookie);
  if (!token) return undefined;
  return findSessionStreamer(openDatabase(c.env.DB), token, Date.now());
}

/** Puts the signed-in streamer on the context, or answers 401. */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  const streamer = await currentStreamer(c);
  if (!streamer) throw new HttpError(401, 'You are not signed in. Sign in with Twitch and try again.');
  c.set('streamer', streamer);
  await next();
});
