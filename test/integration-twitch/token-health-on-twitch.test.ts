// Issue 16, token health: the broadcaster's token refreshed on a 401 (rotated refresh tokens stored by
// compare-and-swap), invalid_grant reported, the hourly /oauth2/validate of stored tokens, and the app
// token minted again on a 401.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { ApiClient } from '@twurple/api';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { findStreamer, upsertStreamer } from '../../db/streamers';
import { decryptToken, importTokenKey } from '../../db/token-cipher';
import { helixChannel } from '../../integrations/twitch/helix-channel';
import { type TwitchTokenStore, twitchTokenStore } from '../../integrations/twitch/token-store';
import worker from '../../worker/index';
import { dashboardRequest } from '../integration/session-helpers';
import { broadcasterToken, chatAccountToken, twitchChannelFixture } from './twitch-channel';

type Fixture = Awaited<ReturnType<typeof twitchChannelFixture>>;
let fixture: Fixture | undefined;
afterEach(() => fixture?.restore());

const health = async (f: Fixture) => {
  const response = await exports.default.fetch(dashboardRequest(f.cookie, 'GET', '/api/health'));
  return ((await response.json()) as { problems: { area: string; message: string; action: unknown }[] })
    .problems;
};

async function storedRefreshToken(streamerId: string) {
  const streamer = await findStreamer(openDatabase(env.DB), streamerId);
  const key = await importTokenKey(env.TOKEN_ENCRYPTION_KEY as string);
  return decryptToken(key, streamer?.refreshTokenEnc as string);
}

const tokens = () => twitchTokenStore(env) as TwitchTokenStore;

async function runCron() {
  const ctx = createExecutionContext();
  await worker.scheduled(
    createScheduledController({ scheduledTime: Date.now(), cron: '17 * * * *' }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
}

describe('the broadcaster token', () => {
  it('is refreshed on a 401 and the call then succeeds, the rotated refresh token stored', async () => {
    fixture = await twitchChannelFixture();
    fixture.expireUserToken(broadcasterToken);
    const result = await helixChannel(tokens(), fixture.streamerId).setTitle('Refreshed and live');
    expect(result).toEqual({ ok: true, value: 'Refreshed and live' });
    expect(fixture.twitch.state.channel.title).toBe('Refreshed and live');
    expect(fixture.twitch.state.refreshes).toBe(1);
    expect(fixture.twitch.state.refreshTokens.has(await storedRefreshToken(fixture.streamerId))).toBe(true);
  });

  it('keeps a working grant when two refreshes run at once', async () => {
    fixture = await twitchChannelFixture();
    fixture.expireUserToken(broadcasterToken);
    const [first, second] = await Promise.all([
      helixChannel(tokens(), fixture.streamerId).setTitle('One'),
      helixChannel(tokens(), fixture.streamerId).setTitle('Two'),
    ]);
    expect(first.ok && second.ok).toBe(true);
    // What is stored is still honoured by Twitch, and nobody was told to reconnect.
    expect(fixture.twitch.state.refreshTokens.has(await storedRefreshToken(fixture.streamerId))).toBe(true);
    expect((await health(fixture)).filter((p) => p.area === 'twitchToken')).toEqual([]);
  });

  it('reports "reconnect needed" when Twitch refuses the refresh (invalid_grant)', async () => {
    fixture = await twitchChannelFixture();
    fixture.expireUserToken(broadcasterToken);
    fixture.twitch.state.refreshTokens.clear();
    const result = await helixChannel(tokens(), fixture.streamerId).setTitle('Nope');
    expect(result.ok).toBe(false);
    expect(await health(fixture)).toContainEqual({
      area: 'twitchToken',
      severity: 'error',
      message: expect.stringContaining('Reconnect Twitch'),
      action: { kind: 'reconnect', label: 'Reconnect Twitch', href: '/login' },
    });
  });
});

describe('the hourly validation', () => {
  it("finds the chat account's expired token and reports it", async () => {
    fixture = await twitchChannelFixture();
    const assign = await exports.default.fetch(
      dashboardRequest(fixture.cookie, 'POST', '/api/twitchOauth/assign', {
        token: `oauth:${chatAccountToken}`,
      }),
    );
    expect(assign.status).toBe(200);
    await runCron();
    expect((await health(fixture)).filter((p) => p.area === 'chatAccount')).toEqual([]);

    fixture.expireUserToken(chatAccountToken);
    await runCron();
    expect(await health(fixture)).toContainEqual({
      area: 'chatAccount',
      severity: 'error',
      message: expect.stringContaining('shoutbot'),
      action: { kind: 'open', label: 'Set chat account', href: '/settings/twitch' },
    });
    // Setting the chat account again (here: removing it) is the fix.
    await exports.default.fetch(dashboardRequest(fixture.cookie, 'DELETE', '/api/twitchOauth/unassign'));
    expect((await health(fixture)).filter((p) => p.area === 'chatAccount')).toEqual([]);
  });

  it('refreshes a stored broadcaster token that Twitch no longer accepts', async () => {
    fixture = await twitchChannelFixture();
    fixture.expireUserToken(broadcasterToken);
    await runCron();
    expect(fixture.twitch.state.refreshTokens.has(await storedRefreshToken(fixture.streamerId))).toBe(true);
    expect(await storedRefreshToken(fixture.streamerId)).not.toBe(fixture.refreshToken);
  });
});

describe('the hourly validation, channel by channel', () => {
  it("goes on with the next channel when one channel's token cannot even be read", async () => {
    // A channel whose stored token is unreadable (say, written with another encryption key).
    await upsertStreamer(
      openDatabase(env.DB),
      { streamerId: `5${Date.now()}`.slice(0, 9), login: 'broken', displayName: 'Broken' },
      {
        accessTokenEnc: 'not-a-ciphertext',
        refreshTokenEnc: null,
        scopes: [],
        obtainedAt: Date.now(),
        expiresIn: 14_400,
      },
      Date.now(),
    );
    fixture = await twitchChannelFixture();
    fixture.expireUserToken(broadcasterToken);
    await runCron();
    expect(await storedRefreshToken(fixture.streamerId)).not.toBe(fixture.refreshToken);
  });
});

describe('the app token', () => {
  it('is minted again when Twitch answers 401, both through Helix calls and the client library', async () => {
    fixture = await twitchChannelFixture();
    const list = () => tokens().appFetch()('/eventsub/subscriptions');
    expect((await list()).status).toBe(200);
    const issued = fixture.twitch.state.appTokensIssued;

    // Twitch stops honouring the cached token (revoked, or expired early).
    fixture.twitch.state.appToken = `app-token-${crypto.randomUUID()}`;
    expect((await list()).status).toBe(200);
    expect(fixture.twitch.state.appTokensIssued).toBe(issued + 1);

    fixture.twitch.state.appToken = `app-token-${crypto.randomUUID()}`;
    const api = new ApiClient({ authProvider: tokens().app(), logger: { minLevel: 'critical' } });
    await expect(api.eventSub.getSubscriptions()).resolves.toBeDefined();
    expect(fixture.twitch.state.appTokensIssued).toBe(issued + 2);
  });
});
