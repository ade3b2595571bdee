// Connecting Nightbot through the server's Nightbot application (OAuth authorization code), against a
// fake Nightbot: the consent redirect, the callback's state check, the encrypted token and its expiry,
// what /api/import/sources says, forgetting the connection, and the import reading with the saved token.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  demoNightbotAccount,
  fakesForEachTest,
  type ImportStreamer,
  importStreamer,
  nightbotApp,
  nightbotRedirectUri,
} from './import-fixture';

const fakes = fakesForEachTest();

type Sources = {
  devMode: boolean;
  nightbot: { appConfigured: boolean; connected: boolean; expiresAt: number | null };
  streamelements: { jwtSaved: boolean; jwtExpiresAt: number | null };
};

const sources = async (streamer: ImportStreamer) =>
  (await streamer.json('GET', '/api/import/sources')).body as Sources;

const savedConnection = async (streamerId: string) =>
  env.DB.prepare(
    'SELECT nightbot_token_enc AS tokenEnc, nightbot_token_expires_at AS expiresAt FROM streamers WHERE twitch_user_id = ?',
  )
    .bind(streamerId)
    .first<{ tokenEnc: string | null; expiresAt: number | null }>();

/** The consent redirect, then Nightbot's redirect back with `code` (and the state it was given). */
async function connect(streamer: ImportStreamer, code: string, state?: string) {
  const login = await streamer.call('GET', '/api/import/nightbot/connect');
  const given = new URL(login.headers.get('Location') ?? '').searchParams.get('state');
  const stateCookie = login.headers.get('Set-Cookie')?.split(';')[0];
  return streamer.call(
    'GET',
    `/api/import/nightbot/callback?code=${code}&state=${state ?? given}`,
    undefined,
    `; ${stateCookie}`,
  );
}

describe('the Nightbot connection', () => {
  it('sends the streamer to Nightbot asking to read commands, timers, regulars and spam protection', async () => {
    const streamer = await importStreamer('NbConsent', true);
    const response = await streamer.call('GET', '/api/import/nightbot/connect');
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('Location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('https://api.nightbot.tv/oauth2/authorize');
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: nightbotApp.NIGHTBOT_CLIENT_ID,
      redirect_uri: nightbotRedirectUri,
      scope: 'commands timers regulars spam_protection',
    });
    expect(location.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(response.headers.get('Set-Cookie')).toMatch(/^nightbot_state=.*HttpOnly/i);
  });

  it('keeps the access token encrypted with its expiry and says the account is connected', async () => {
    const streamer = await importStreamer('NbConnects', true);
    expect((await sources(streamer)).nightbot).toEqual({
      appConfigured: true,
      connected: false,
      expiresAt: null,
    });

    const response = await connect(streamer, fakes.nightbot.issueCode(demoNightbotAccount));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/settings/import?nightbot=connected');
    expect(fakes.nightbot.state.tokenRequests.at(-1)).toMatchObject({
      grant_type: 'authorization_code',
      client_id: nightbotApp.NIGHTBOT_CLIENT_ID,
      client_secret: nightbotApp.NIGHTBOT_CLIENT_SECRET,
      redirect_uri: nightbotRedirectUri,
    });

    const saved = await savedConnection(streamer.streamerId);
    expect(saved?.tokenEnc).toMatch(/^v1\./);
    expect(saved?.tokenEnc).not.toContain('nb-access');
    // Nightbot's access tokens last 30 days (expires_in 2,592,000 s).
    expect(saved?.expiresAt).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(await sources(streamer)).toMatchObject({
      devMode: true,
      nightbot: { appConfigured: true, connected: true, expiresAt: saved?.expiresAt },
    });
  });

  it('reads Nightbot with the saved token when the preview names no other source', async () => {
    const streamer = await importStreamer('NbReads', true);
    await connect(streamer, fakes.nightbot.issueCode(demoNightbotAccount));
    const preview = await streamer.json('POST', '/api/import/preview', { source: 'nightbot' });
    expect(preview.status).toBe(200);
    const tokens = new Set(fakes.nightbot.state.requests.map((request) => request.token));
    expect(tokens.size).toBe(1);
    expect([...tokens][0]).toMatch(/^nb-access-/);
    expect(fakes.nightbot.state.requests.map((request) => request.path).sort()).toEqual([
      '/1/commands',
      '/1/regulars',
      '/1/spam_protection',
      '/1/timers',
    ]);
  });

  it('refuses a callback whose state this site did not give, and saves nothing', async () => {
    const streamer = await importStreamer('NbForeign', true);
    const response = await connect(
      streamer,
      fakes.nightbot.issueCode(demoNightbotAccount),
      'someone-elses-state',
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { reason: string }).reason).toMatch(/did not come from this site/);
    expect(fakes.nightbot.state.tokenRequests).toEqual([]);
    expect((await savedConnection(streamer.streamerId))?.tokenEnc).toBeNull();
  });

  it('says why when Nightbot does not accept the code, and saves nothing', async () => {
    const streamer = await importStreamer('NbBadCode', true);
    const response = await connect(streamer, 'nb-code-never-issued');
    expect(response.status).toBe(502);
    expect(((await response.json()) as { reason: string }).reason).toBe(
      'Nightbot did not accept the authorization code. Connect again.',
    );
    expect((await savedConnection(streamer.streamerId))?.tokenEnc).toBeNull();
  });

  it('goes back to the Import page with the reason when the streamer declines on Nightbot', async () => {
    const streamer = await importStreamer('NbDeclines', true);
    const response = await streamer.call('GET', '/api/import/nightbot/callback?error=access_denied&state=x');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/settings/import?nightbotError=access_denied');
  });

  it('forgets the connection on request', async () => {
    const streamer = await importStreamer('NbForgets', true);
    await connect(streamer, fakes.nightbot.issueCode(demoNightbotAccount));
    expect((await streamer.json('DELETE', '/api/import/nightbot/connect')).status).toBe(200);
    expect(await savedConnection(streamer.streamerId)).toEqual({ tokenEnc: null, expiresAt: null });
    expect((await sources(streamer)).nightbot.connected).toBe(false);
  });

  it('says an expired connection expired, and when', async () => {
    const streamer = await importStreamer('NbExpired', true);
    await connect(streamer, fakes.nightbot.issueCode(demoNightbotAccount));
    const expiredAt = Date.UTC(2025, 5, 1, 9, 30);
    await env.DB.prepare('UPDATE streamers SET nightbot_token_expires_at = ? WHERE twitch_user_id = ?')
      .bind(expiredAt, streamer.streamerId)
      .run();
    expect((await sources(streamer)).nightbot).toMatchObject({ connected: false, expiresAt: expiredAt });
    const preview = await streamer.json('POST', '/api/import/preview', { source: 'nightbot' });
    expect(preview).toEqual({
      status: 400,
      body: {
        status: false,
        reason: 'The Nightbot connection expired on 1 June 2025 at 09:30 UTC. Connect Nightbot again.',
      },
    });
    expect(fakes.nightbot.state.requests).toEqual([]);
  });

  it('says plainly when the server has no Nightbot application', async () => {
    const streamer = await importStreamer('NbNoApp');
    expect((await sources(streamer)).nightbot.appConfigured).toBe(false);
    const response = await streamer.json('GET', '/api/import/nightbot/connect');
    expect(response.status).toBe(503);
    expect(response.body.reason).toMatch(/NIGHTBOT_CLIENT_ID and NIGHTBOT_CLIENT_SECRET/);
  });
});
