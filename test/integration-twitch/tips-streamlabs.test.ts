import { env, exports } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routeOutboundFetch } from '../fakes/outbound';
import { createFakeStreamlabs } from '../fakes/streamlabs';
import { origin } from '../integration/session-helpers';
import { eventually } from '../integration/tips-fixture';
import { twitchChannelFixture } from './twitch-channel';

let fixture: Awaited<ReturnType<typeof twitchChannelFixture>>;
let streamlabs: ReturnType<typeof createFakeStreamlabs>;
let restore: () => void;

beforeEach(async () => {
  fixture = await twitchChannelFixture();
  // One router for both fakes: Twitch for joining the channel, Streamlabs for the tips.
  fixture.restore();
  streamlabs = createFakeStreamlabs({
    clientId: env.STREAMLABS_CLIENT_ID as string,
    clientSecret: env.STREAMLABS_CLIENT_SECRET as string,
    redirectUri: `${env.PUBLIC_URL}/api/tips/streamlabsAuth`,
    pingInterval: 50,
  });
  restore = routeOutboundFetch({
    'id.twitch.tv': fixture.twitch.app,
    'api.twitch.tv': fixture.twitch.app,
    ...streamlabs.hosts,
  });
});
afterEach(async () => {
  await api('DELETE', '/api/tips/streamlabs');
  restore();
});

function api(method: string, path: string, extraCookie = '') {
  return exports.default.fetch(
    new Request(`${origin}${path}`, {
      method,
      redirect: 'manual',
      headers: { Cookie: `${fixture.cookie}${extraCookie}`, Origin: origin },
    }),
  );
}

const tipsState = async () => (await (await api('GET', '/api/tips')).json()) as Record<string, unknown>;
const listener = async () => (await tipsState()).streamlabs as { status: string };
const tipRow = () =>
  env.DB.prepare('SELECT * FROM tip_settings WHERE streamer_id = ?')
    .bind(fixture.broadcasterId)
    .first<Record<string, string | null>>();

/** Goes through the consent redirect and back, the way the browser does. */
async function connectStreamlabs() {
  const login = await api('GET', '/api/tips/streamlabsLogin');
  const state = new URL(login.headers.get('Location') ?? '').searchParams.get('state');
  const stateCookie = login.headers.get('Set-Cookie')?.split(';')[0];
  const code = streamlabs.issueCode();
  return api('GET', `/api/tips/streamlabsAuth?code=${code}&state=${state}`, `; ${stateCookie}`);
}

async function liveTips() {
  const key = ((await tipsState()).overlayKey as string) ?? '';
  const response = await exports.default.fetch(`${origin}/api/overlay/${key}/state`);
  const { state } = (await response.json()) as { state: { recentEvents: { type: string }[] } };
  return state.recentEvents.filter((event) => event.type === 'tip');
}

describe('Streamlabs', () => {
  it('sends the streamer to Streamlabs with the scopes, the callback and a state kept in an HttpOnly cookie', async () => {
    const login = await api('GET', '/api/tips/streamlabsLogin');
    expect(login.status).toBe(302);
    const location = new URL(login.headers.get('Location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('https://streamlabs.com/api/v2.0/authorize');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'test-streamlabs-client',
      redirect_uri: 'https://bot.example.com/api/tips/streamlabsAuth',
      scope: 'donations.read socket.token',
      state: expect.stringMatching(/^[\w-]{32}$/),
    });
    const cookie = login.headers.get('Set-Cookie') ?? '';
    expect(cookie).toContain(`streamlabs_state=${location.searchParams.get('state')}`);
    expect(cookie).toMatch(/HttpOnly/i);
  });

  it('stores the tokens encrypted after the callback and returns to the Tip Setup page', async () => {
    const callback = await connectStreamlabs();
    expect(callback.status).toBe(302);
    expect(callback.headers.get('Location')).toBe('/settings/tips');
    expect(await tipsState()).toMatchObject({ streamlabsTokenIsSet: true, streamlabsAvailable: true });

    expect(streamlabs.state.tokenRequests).toHaveLength(1);
    const row = JSON.stringify(await tipRow());
    for (const column of [
      'streamlabs_access_token_enc',
      'streamlabs_refresh_token_enc',
      'streamlabs_socket_token_enc',
    ])
      expect((await tipRow())?.[column]).toMatch(/^v1\./);
    expect(row).not.toMatch(/sl-(access|refresh|socket)-/);
  });

  it('refuses a callback whose state does not match the cookie, and exchanges nothing', async () => {
    const login = await api('GET', '/api/tips/streamlabsLogin');
    const stateCookie = login.headers.get('Set-Cookie')?.split(';')[0];
    const code = streamlabs.issueCode();
    const forged = await api(
      'GET',
      `/api/tips/streamlabsAuth?code=${code}&state=someone-elses`,
      `; ${stateCookie}`,
    );
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ status: false });
    const noCookie = await api('GET', `/api/tips/streamlabsAuth?code=${code}&state=whatever`);
    expect(noCookie.status).toBe(400);
    expect(streamlabs.state.tokenRequests).toEqual([]);
    expect(await tipRow()).toBeNull();
  });

  it('says so when Streamlabs does not accept the code', async () => {
    const login = await api('GET', '/api/tips/streamlabsLogin');
    const state = new URL(login.headers.get('Location') ?? '').searchParams.get('state');
    const stateCookie = login.headers.get('Set-Cookie')?.split(';')[0];
    const response = await api(
      'GET',
      `/api/tips/streamlabsAuth?code=made-up&state=${state}`,
      `; ${stateCookie}`,
    );
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({
      status: false,
      reason: expect.stringMatching(/Streamlabs/),
    });
    expect(await tipRow()).toBeNull();
  });

  it('listens on the Socket API while the bot is in the channel: pings, donations once, no Twitch events', async () => {
    await connectStreamlabs();
    expect(await listener()).toEqual({ status: 'waitingForBot' });
    expect(await (await api('POST', '/api/twitch/botOn')).json()).toEqual({ status: true, success: true });
    await eventually(listener, (state) => state.status === 'connected');
    expect(streamlabs.state.connections.at(-1)?.token).toMatch(/^sl-socket-/);
    await eventually(
      async () => streamlabs.state.pings,
      (pings) => pings >= 2,
    );

    streamlabs.emitTwitchFollow('NotATip');
    const donation = { id: 90_210, name: 'SlFan', amount: '13.37', currency: 'USD', message: 'hello' };
    streamlabs.emitDonation(donation);
    streamlabs.emitDonation(donation);
    await eventually(liveTips, (tips) => tips.length > 0);
    // The repeat and the follow had time to arrive too; neither adds a tip.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await liveTips()).toEqual([
      {
        id: 'sl:90210',
        type: 'tip',
        user: 'SlFan',
        amount: 13.37,
        currency: 'USD',
        message: 'hello',
        isTest: false,
        at: expect.any(Number),
      },
    ]);
  });

  it('disconnects and forgets the tokens on DELETE', async () => {
    await connectStreamlabs();
    await api('POST', '/api/twitch/botOn');
    await eventually(listener, (state) => state.status === 'connected');
    const [peer] = streamlabs.state.open;

    expect(await (await api('DELETE', '/api/tips/streamlabs')).json()).toEqual({ status: true });
    expect(await tipsState()).toMatchObject({ streamlabsTokenIsSet: false, streamlabs: { status: 'off' } });
    await eventually(
      async () => peer?.isOpen(),
      (open) => open === false,
    );
    expect(await tipRow()).toMatchObject({
      streamlabs_access_token_enc: null,
      streamlabs_refresh_token_enc: null,
      streamlabs_socket_token_enc: null,
    });
  });
});
