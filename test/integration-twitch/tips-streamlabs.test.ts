import { env, exports } from 'cloudflare:workers';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tipPollIntervalMs, unseenTipPollIntervalMs } from '../../core/tips/tip-cursors';
import { decryptToken, importTokenKey } from '../../db/token-cipher';
import { routeOutboundFetch } from '../fakes/outbound';
import { createFakeStreamlabs } from '../fakes/streamlabs';
import { origin } from '../integration/session-helpers';
import { channelAlarm, fireAlarm, nextCheck, shiftClock } from '../integration/tips-poll-clock';
import { twitchChannelFixture } from './twitch-channel';

let fixture: Awaited<ReturnType<typeof twitchChannelFixture>>;
let streamlabs: ReturnType<typeof createFakeStreamlabs>;
let restore: () => void;
let restoreClock: () => void;

beforeAll(() => {
  restoreClock = shiftClock();
});
afterAll(() => restoreClock());

beforeEach(async () => {
  fixture = await twitchChannelFixture();
  // One router for both fakes: Twitch for joining the channel, Streamlabs for the tips.
  fixture.restore();
  streamlabs = createFakeStreamlabs({
    clientId: env.STREAMLABS_CLIENT_ID as string,
    clientSecret: env.STREAMLABS_CLIENT_SECRET as string,
    redirectUri: `${env.PUBLIC_URL}/api/tips/streamlabsAuth`,
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
    .bind(fixture.streamerId)
    .first<Record<string, string | null>>();

/** Goes through the consent redirect and back, the way the browser does. */
async function connectStreamlabs() {
  const login = await api('GET', '/api/tips/streamlabsLogin');
  const state = new URL(login.headers.get('Location') ?? '').searchParams.get('state');
  const stateCookie = login.headers.get('Set-Cookie')?.split(';')[0];
  const code = streamlabs.issueCode();
  return api('GET', `/api/tips/streamlabsAuth?code=${code}&state=${state}`, `; ${stateCookie}`);
}

/** The Simulator's stream start: the channel is live (the checks only look at the live state). */
const goLive = () =>
  exports.default.fetch(
    new Request(`${origin}/api/simulator/event`, {
      method: 'POST',
      headers: { Cookie: fixture.cookie, Origin: origin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'streamOnline' }),
    }),
  );

async function liveTips() {
  const key = ((await tipsState()).overlayKey as string) ?? '';
  const response = await exports.default.fetch(`${origin}/api/overlay/${key}/state`);
  const { state } = (await response.json()) as { state: { recentEvents: { type: string; id: string }[] } };
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
      scope: 'donations.read',
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
    for (const column of ['streamlabs_access_token_enc', 'streamlabs_refresh_token_enc'])
      expect((await tipRow())?.[column]).toMatch(/^v1\./);
    // The Socket API's token is not asked for any more.
    expect((await tipRow())?.streamlabs_socket_token_enc).toBeNull();
    expect(row).not.toMatch(/sl-(access|refresh)-/);
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

  it('checks nothing until live, then catches up on donations made since the connection, once each', async () => {
    streamlabs.addDonation({ name: 'Before', amount: '1.00' }, Date.now() - 60_000);
    await connectStreamlabs();
    expect(await listener()).toEqual({ status: 'waitingForBot' });
    expect(await (await api('POST', '/api/twitch/botOn')).json()).toEqual({ status: true, success: true });
    expect(await listener()).toEqual({ status: 'standby' });
    expect(await channelAlarm(fixture.streamerId)).toBeNull();
    expect(streamlabs.state.donationRequests).toEqual([]);

    const id = streamlabs.addDonation({ name: 'SlFan', amount: '13.37', currency: 'USD', message: 'hello' });
    await goLive();
    expect(await fireAlarm(fixture.streamerId)).toBe(true);
    expect(await liveTips()).toEqual([
      {
        id: `sl:${id}`,
        type: 'tip',
        user: 'SlFan',
        amount: 13.37,
        currency: 'USD',
        message: 'hello',
        isTest: false,
        at: expect.any(Number),
      },
    ]);
    expect(await listener()).toEqual({ status: 'connected', checkedAt: expect.any(Number) });
    expect(streamlabs.state.donationRequests[0]?.query).toEqual({ limit: '100' });

    // Later checks ask only for donations after the last one, and deliver each once.
    const next = streamlabs.addDonation({ name: 'Second', amount: '2' });
    await nextCheck(fixture.streamerId);
    await nextCheck(fixture.streamerId);
    expect(streamlabs.state.donationRequests.at(-1)?.query).toEqual({ limit: '100', after: String(next) });
    expect((await liveTips()).map((tip) => tip.id)).toEqual([`sl:${next}`, `sl:${id}`]);
  });

  it('refreshes an expired access token once and carries on, storing the new tokens sealed', async () => {
    await connectStreamlabs();
    await api('POST', '/api/twitch/botOn');
    await goLive();
    await fireAlarm(fixture.streamerId);
    const before = await tipRow();
    streamlabs.expireAccessTokens();
    const id = streamlabs.addDonation({ name: 'AfterExpiry', amount: '5' });
    await nextCheck(fixture.streamerId);
    expect((await liveTips()).map((tip) => tip.id)).toEqual([`sl:${id}`]);
    expect(await listener()).toMatchObject({ status: 'connected' });
    expect(streamlabs.state.tokenRequests.map((request) => request.grant_type)).toEqual([
      'authorization_code',
      'refresh_token',
    ]);
    const after = await tipRow();
    expect(after?.streamlabs_access_token_enc).not.toBe(before?.streamlabs_access_token_enc);
    expect(after?.streamlabs_refresh_token_enc).not.toBe(before?.streamlabs_refresh_token_enc);
    const key = await importTokenKey(env.TOKEN_ENCRYPTION_KEY as string);
    expect(await decryptToken(key, after?.streamlabs_access_token_enc as string)).toMatch(/^sl-access-/);
  });

  it('is refused when the refresh fails too, and stops checking until connected again', async () => {
    await connectStreamlabs();
    await api('POST', '/api/twitch/botOn');
    await goLive();
    await fireAlarm(fixture.streamerId);
    streamlabs.revokeAll();
    await nextCheck(fixture.streamerId);
    expect(await listener()).toEqual({
      status: 'refused',
      reason: 'Streamlabs refused the connection. Connect Streamlabs again.',
    });
    const asked = streamlabs.state.donationRequests.length;
    expect(await fireAlarm(fixture.streamerId, tipPollIntervalMs)).toBe(false);
    expect(streamlabs.state.donationRequests).toHaveLength(asked);
    // Connecting again clears the refusal and checks at once.
    await connectStreamlabs();
    expect(await fireAlarm(fixture.streamerId)).toBe(true);
    expect(await listener()).toMatchObject({ status: 'connected' });
  });

  it('retries a failed check and loses nothing', async () => {
    await connectStreamlabs();
    await api('POST', '/api/twitch/botOn');
    await goLive();
    await fireAlarm(fixture.streamerId);
    const id = streamlabs.addDonation({ name: 'Patient', amount: '3' });
    streamlabs.fail(503);
    await nextCheck(fixture.streamerId);
    expect(await listener()).toMatchObject({
      status: 'reconnecting',
      reason: 'streamlabs.com answered HTTP 503.',
    });
    expect(await liveTips()).toEqual([]);
    await nextCheck(fixture.streamerId);
    expect((await liveTips()).map((tip) => tip.id)).toEqual([`sl:${id}`]);
  });

  it('stops checking and forgets the tokens on DELETE', async () => {
    await connectStreamlabs();
    await api('POST', '/api/twitch/botOn');
    await goLive();
    await fireAlarm(fixture.streamerId);

    expect(await (await api('DELETE', '/api/tips/streamlabs')).json()).toEqual({ status: true });
    expect(await tipsState()).toMatchObject({ streamlabsTokenIsSet: false, streamlabs: { status: 'off' } });
    const asked = streamlabs.state.donationRequests.length;
    await fireAlarm(fixture.streamerId, unseenTipPollIntervalMs);
    expect(streamlabs.state.donationRequests).toHaveLength(asked);
    expect(await tipRow()).toMatchObject({
      streamlabs_access_token_enc: null,
      streamlabs_refresh_token_enc: null,
      streamlabs_socket_token_enc: null,
    });
  });
});
