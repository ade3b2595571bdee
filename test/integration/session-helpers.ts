// Signing in for tests, the way a browser does: follow /login and keep the session cookie.
import { exports } from 'cloudflare:workers';

import { demoStreamer } from '../../worker/routes/auth';

export const origin = 'http://localhost';
export const demoStreamerId = demoStreamer.streamerId;

export async function signInAsDemoStreamer(): Promise<string> {
  const response = await exports.default.fetch(`${origin}/login`, { redirect: 'manual' });
  const cookie = response.headers.get('Set-Cookie')?.split(';')[0];
  if (!cookie) throw new Error('dev sign-in set no cookie');
  return cookie;
}

/** A same-origin JSON request with the session cookie, as the dashboard sends it. */
export function dashboardRequest(cookie: string, method: string, path: string, body?: unknown): Request {
  return new Request(`${origin}${path}`, {
    method,
    headers: { Cookie: cookie, Origin: origin, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export async function overlayKeyOf(cookie: string): Promise<string> {
  const response = await exports.default.fetch(dashboardRequest(cookie, 'GET', '/api/simulator'));
  return ((await response.json()) as { overlaySecretKey: string }).overlaySecretKey;
}
