import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { base64UrlToBytes, bytesToBase64Url } from '../../core/encoding/base64url';
import { decryptToken, importTokenKey } from '../../db/token-cipher';
import worker from '../../worker/index';
import { routeOutboundFetch } from '../fakes/outbound';
import { createFakeTwitchIdentity } from '../fakes/twitch-identity';
import { dashboardRequest, origin, overlayKeyOf, signInAsDemoStreamer } from './session-helpers';

describe('dev-mode sign-in', () => {
  it('signs in the demo streamer at once and redirects into the dashboard', async () => {
    const response = await exports.default.fetch(`${origin}/login`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/settings');
    const cookie = response.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);

    const status = await exports.default.fetch(`${origin}/loggedIn`, {
      headers: { Cookie: cookie.split(';')[0] as string },
    });
    expect(await status.json()).toEqual({
      status: true,
      loggedIn: true,
      username: 'DemoStreamer',
      channels: [{ login: 'demo_streamer', displayName: 'DemoStreamer', role: 'owner' }],
      channel: 'demo_streamer',
      role: 'owner',
    });
  });

  it('returns to the dashboard page asked for, and only to a dashboard page', async () => {
    const asked = await exports.default.fetch(
      `${origin}/login?next=${encodeURIComponent('/settings/quotes?x=1')}`,
      {
        redirect: 'manual',
      },
    );
    expect(asked.headers.get('Location')).toBe('/settings/quotes?x=1');
    for (const next of ['//evil.example/settings', 'https://evil.example/', '/api/commands']) {
      const refused = await exports.default.fetch(`${origin}/login?next=${encodeURIComponent(next)}`, {
        redirect: 'manual',
      });
      expect(refused.headers.get('Location')).toBe('/settings');
    }
  });

  it('marks the session cookie Secure on https', async () => {
    const response = await exports.default.fetch('https://localhost/login', { redirect: 'manual' });
    expect(response.headers.get('Set-Cookie')).toMatch(/Secure/);
  });

  it('refuses dev-mode sign-in on a public host, so a server without a Twitch app is not left open', async () => {
    const response = await exports.default.fetch('https://bot.example.com/login', { redirect: 'manual' });
    expect(response.status).toBe(503);
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(await response.json()).toMatchObject({
      status: false,
      reason: expect.stringContaining('no Twitch app'),
    });
  });

  it('answers loggedIn false without a session', async () => {
    const response = await exports.default.fetch(`${origin}/loggedIn`);
    expect(await response.json()).toEqual({ status: false, loggedIn: false, devMode: true });
  });

  it('ends the session on logout, server-side', async () => {
    const cookie = await signInAsDemoStreamer();
    const logout = await exports.default.fetch(`${origin}/logout`, { headers: { Cookie: cookie } });
    expect(await logout.json()).toEqual({ status: true, loggedIn: false });
    // The old cookie no longer works, even if a client kept it.
    const status = await exports.default.fetch(`${origin}/loggedIn`, { headers: { Cookie: cookie } });
    expect(await status.json()).toEqual({ status: false, loggedIn: false, devMode: true });
  });

  it('refuses a logout another site makes the browser send, and keeps the session', async () => {
    const cookie = await signInAsDemoStreamer();
    const foreign: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'https://evil.example' },
      { Referer: 'https://evil.example/page' },
    ];
    for (const headers of foreign) {
      const logout = await exports.default.fetch(`${origin}/logout`, {
        headers: { Cookie: cookie, ...headers },
      });
      expect(logout.status).toBe(403);
    }
    const status = await exports.default.fetch(`${origin}/loggedIn`, { headers: { Cookie: cookie } });
    expect(await status.json()).toMatchObject({ loggedIn: true });
    const own = await exports.default.fetch(`${origin}/logout`, {
      headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin', Referer: `${origin}/settings` },
    });
    expect(own.status).toBe(200);
  });

  it('gives each streamer a URL-safe overlay key of at least 128 random bits, kept across sign-ins', async () => {
    const key = await overlayKeyOf(await signInAsDemoStreamer());
    expect(key).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(base64UrlToBytes(key).length * 8).toBeGreaterThanOrEqual(128);
    expect(await overlayKeyOf(await signInAsDemoStreamer())).toBe(key);
  });
});

describe('real Twitch sign-in', () => {
  const tokenKey = bytesToBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  const realEnv = {
    ...env,
    TWITCH_CLIENT_ID: 'test-client-id',
    TWITCH_CLIENT_SECRET: 'test-client-secret',
    TOKEN_ENCRYPTION_KEY: tokenKey,
  };
  const twitch = createFakeTwitchIdentity({
    clientId: realEnv.TWITCH_CLIENT_ID,
    clientSecret: realEnv.TWITCH_CLIENT_SECRET,
    code: 'good-code',
    user: { id: '44322889', login: 'dallas', displayName: 'Dallas' },
  });
  let restoreFetch = () => {};
  afterEach(() => restoreFetch());

  async function call(url: string, cookie?: string) {
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      new Request(url, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} }),
      realEnv,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return response;
  }

  async function startLogin() {
    const response = await call(`${origin}/login`);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('Location') ?? '');
    const stateCookie = response.headers.get('Set-Cookie')?.split(';')[0] ?? '';
    return { location, stateCookie, state: location.searchParams.get('state') ?? '' };
  }

  it('sends the streamer to Twitch with a state to check on return', async () => {
    const { location, stateCookie, state } = await startLogin();
    expect(location.origin + location.pathname).toBe('https://id.twitch.tv/oauth2/authorize');
    expect(location.searchParams.get('response_type')).toBe('code');
    expect(location.searchParams.get('client_id')).toBe('test-client-id');
    expect(location.searchParams.get('redirect_uri')).toBe(`${origin}/login/callback`);
    expect(state.length).toBeGreaterThanOrEqual(22);
    expect(stateCookie).toBe(`oauth_state=${state}`);
  });

  it('creates the streamer with encrypted tokens and signs them in', async () => {
    restoreFetch = routeOutboundFetch({ 'id.twitch.tv': twitch.app, 'api.twitch.tv': twitch.app });
    const { stateCookie, state } = await startLogin();

    const callback = await call(`${origin}/login/callback?code=good-code&state=${state}`, stateCookie);
    expect(callback.status).toBe(302);
    expect(callback.headers.get('Location')).toBe('/settings');
    const session =
      callback.headers
        .getSetCookie()
        .find((c) => c.startsWith('session='))
        ?.split(';')[0] ?? '';

    const status = await call(`${origin}/loggedIn`, session);
    expect(await status.json()).toMatchObject({
      status: true,
      loggedIn: true,
      username: 'Dallas',
      role: 'owner',
    });

    const row = await env.DB.prepare('SELECT * FROM streamers WHERE twitch_user_id = ?')
      .bind('44322889')
      .first<{
        login: string;
        access_token_enc: string;
        refresh_token_enc: string;
      }>();
    expect(row?.login).toBe('dallas');
    expect(row?.access_token_enc).not.toContain(twitch.accessToken);
    expect(row?.refresh_token_enc).not.toContain(twitch.refreshToken);
    const key = await importTokenKey(tokenKey);
    expect(await decryptToken(key, row?.access_token_enc ?? '')).toBe(twitch.accessToken);
    expect(await decryptToken(key, row?.refresh_token_enc ?? '')).toBe(twitch.refreshToken);
  });

  it('returns to the page asked for before the trip to Twitch', async () => {
    restoreFetch = routeOutboundFetch({ 'id.twitch.tv': twitch.app, 'api.twitch.tv': twitch.app });
    const start = await call(`${origin}/login?next=${encodeURIComponent('/settings/tips')}`);
    const cookies = start.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    expect(cookies).toContain('after_sign_in=');
    const state = new URL(start.headers.get('Location') ?? '').searchParams.get('state') ?? '';
    const callback = await call(`${origin}/login/callback?code=good-code&state=${state}`, cookies);
    expect(callback.headers.get('Location')).toBe('/settings/tips');
  });

  it('refuses a callback whose state does not match, and asks Twitch for nothing', async () => {
    restoreFetch = routeOutboundFetch({ 'id.twitch.tv': twitch.app, 'api.twitch.tv': twitch.app });
    const callsBefore = twitch.calls.length;
    const { stateCookie } = await startLogin();

    const response = await call(`${origin}/login/callback?code=good-code&state=forged`, stateCookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      status: false,
      reason: expect.stringMatching(/sign in again/),
    });
    expect(
      response.headers.getSetCookie().some((c) => c.startsWith('session=') && !c.includes('Max-Age=0')),
    ).toBe(false);
    expect(twitch.calls.length).toBe(callsBefore);
  });

  it('refuses a callback that arrives without the state cookie', async () => {
    const { state } = await startLogin();
    const response = await call(`${origin}/login/callback?code=good-code&state=${state}`);
    expect(response.status).toBe(400);
  });

  it('sends the streamer back to the welcome page when they decline on Twitch', async () => {
    const { stateCookie, state } = await startLogin();
    const response = await call(`${origin}/login/callback?error=access_denied&state=${state}`, stateCookie);
    expect(response.headers.get('Location')).toBe('/?loginError=access_denied');
  });
});

describe('API conventions', () => {
  it('answers 401 to an API call without a session', async () => {
    const response = await exports.default.fetch(`${origin}/api/simulator/chat`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      status: false,
      reason: expect.stringContaining('not signed in'),
    });
  });

  it('refuses a state change from another origin with 403 and writes nothing', async () => {
    const cookie = await signInAsDemoStreamer();
    const key = await overlayKeyOf(cookie);
    const before = await (await exports.default.fetch(`${origin}/api/overlay/${key}/state`)).json();

    const forged = dashboardRequest(cookie, 'POST', '/api/simulator/event', {
      type: 'follow',
      user: 'mallory',
    });
    forged.headers.set('Origin', 'https://evil.example');
    const response = await exports.default.fetch(forged);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ status: false });

    const missingOrigin = dashboardRequest(cookie, 'POST', '/api/simulator/event', {
      type: 'follow',
      user: 'eve',
    });
    missingOrigin.headers.delete('Origin');
    expect((await exports.default.fetch(missingOrigin)).status).toBe(403);

    const after = await (await exports.default.fetch(`${origin}/api/overlay/${key}/state`)).json();
    expect(after).toEqual(before);
  });

  it('answers malformed JSON with 400 and a reason', async () => {
    const cookie = await signInAsDemoStreamer();
    const request = dashboardRequest(cookie, 'POST', '/api/simulator/event');
    const response = await exports.default.fetch(new Request(request, { body: '{"type": "follow"' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: false, reason: expect.stringMatching(/JSON/) });
  });

  it('answers a failed validation with 400 naming the field, and writes nothing', async () => {
    const cookie = await signInAsDemoStreamer();
    const key = await overlayKeyOf(cookie);
    const before = await (await exports.default.fetch(`${origin}/api/overlay/${key}/state`)).json();

    const response = await exports.default.fetch(
      dashboardRequest(cookie, 'POST', '/api/simulator/event', { type: 'follow', amount: -5 }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: false, reason: 'The amount must be more than 0.' });
    expect(response.headers.get('X-Refused-Field')).toBe('amount');
    expect(await (await exports.default.fetch(`${origin}/api/overlay/${key}/state`)).json()).toEqual(before);
  });

  it('answers an internal failure with a generic 500 that leaks no details', async () => {
    const halfConfigured = { ...env, TWITCH_CLIENT_ID: 'client-id-without-secret' };
    const response = await worker.fetch(
      new Request(`${origin}/login`),
      halfConfigured,
      createExecutionContext(),
    );
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body).toEqual({
      status: false,
      reason: expect.stringMatching(/^Something went wrong.*error [0-9a-f-]{36}/),
    });
    expect(JSON.stringify(body)).not.toMatch(/TWITCH_CLIENT_SECRET|\.ts|at /);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const cookie = await signInAsDemoStreamer();
    const response = await exports.default.fetch(dashboardRequest(cookie, 'GET', '/api/no-such-thing'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      status: false,
      reason: expect.stringContaining('/api/no-such-thing'),
    });
  });
});
