import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { sessionLifetimeMs } from '../../db/sessions';
import { dashboardRequest, signInAsDemoStreamer } from './session-helpers';

const call = async (cookie: string, method: string, path: string) => {
  const response = await exports.default.fetch(dashboardRequest(cookie, method, path));
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, response };
};
const signedIn = async (cookie: string) => (await call(cookie, 'GET', '/loggedIn')).body.loggedIn === true;
const dayMs = 24 * 60 * 60 * 1000;

describe('sessions', () => {
  it('lists every browser signed in, and signing out everywhere ends them all', async () => {
    const laptop = await signInAsDemoStreamer();
    const phone = await signInAsDemoStreamer();
    // Someone else signed in (the dev-mode demo moderator) keeps their session.
    const other = (
      await exports.default.fetch('http://localhost/login?as=moderator', { redirect: 'manual' })
    ).headers
      .get('Set-Cookie')
      ?.split(';')[0] as string;
    expect(await signedIn(other)).toBe(true);
    const listed = await call(laptop, 'GET', '/api/sessions');
    expect(listed.status).toBe(200);
    const sessions = listed.body.sessions as { id: string; current: boolean; lastActiveAt: number }[];
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);

    const ended = await call(phone, 'POST', '/api/sessions/endAll');
    expect(ended.status).toBe(200);
    expect(ended.response.headers.get('Set-Cookie')).toMatch(/session=;/);
    expect(await signedIn(laptop)).toBe(false);
    expect(await signedIn(phone)).toBe(false);
    expect((await call(laptop, 'GET', '/api/health')).status).toBe(401);
    expect(await signedIn(other)).toBe(true);
  });

  it('refuses signing out everywhere from another site', async () => {
    const cookie = await signInAsDemoStreamer();
    const response = await exports.default.fetch('http://localhost/api/sessions/endAll', {
      method: 'POST',
      headers: { Cookie: cookie, Origin: 'https://elsewhere.example' },
    });
    expect(response.status).toBe(403);
    expect(await signedIn(cookie)).toBe(true);
  });

  it('keeps a session in use, and ends one left idle for 30 days', async () => {
    const used = await signInAsDemoStreamer();
    const idle = await signInAsDemoStreamer();
    const now = Date.now();
    const ends = async () =>
      (
        await env.DB.prepare('SELECT expires_at AS end FROM sessions ORDER BY expires_at DESC').all<{
          end: number;
        }>()
      ).results;
    // Both were last used 29 days ago: one day of idleness is left to each.
    await env.DB.prepare('UPDATE sessions SET expires_at = ?')
      .bind(now + dayMs)
      .run();

    const answer = await call(used, 'GET', '/loggedIn');
    expect(answer.body.loggedIn).toBe(true);
    // Using it renews it for 30 more days, and the cookie with it.
    expect(answer.response.headers.get('Set-Cookie')).toMatch(/^session=/);
    expect((await ends())[0]?.end).toBeGreaterThan(now + sessionLifetimeMs - dayMs);

    // A day and a minute later, the one not used has been idle for 30 days: it has ended.
    await env.DB.prepare('UPDATE sessions SET expires_at = ? WHERE expires_at <= ?')
      .bind(now - 60_000, now + dayMs)
      .run();
    expect(await signedIn(idle)).toBe(false);
    expect(await signedIn(used)).toBe(true);
  });
});
