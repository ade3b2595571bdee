// Issue 16: the bot never goes silently deaf. Reconciliation against the fake Helix (hourly cron, at
// once after a revocation, on dashboard open) and the streamer notice (GET /api/health).
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import worker from '../../worker/index';
import { eventSubDelivery, eventSubSubscription } from '../fakes/eventsub-delivery';
import { dashboardRequest, origin } from '../integration/session-helpers';
import { twitchChannelFixture } from './twitch-channel';

type Fixture = Awaited<ReturnType<typeof twitchChannelFixture>>;
const restores: (() => void)[] = [];
afterEach(() => {
  for (const restore of restores.splice(0)) restore();
});

async function channel(): Promise<Fixture> {
  const fixture = await twitchChannelFixture();
  restores.push(fixture.restore);
  return fixture;
}

const api = async (fixture: Fixture, method: string, path: string, body?: unknown) => {
  const response = await exports.default.fetch(dashboardRequest(fixture.cookie, method, path, body));
  return (await response.json()) as Record<string, unknown>;
};

async function runCron() {
  const ctx = createExecutionContext();
  await worker.scheduled(
    createScheduledController({ scheduledTime: Date.now(), cron: '17 * * * *' }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
}

const typesOf = (fixture: Fixture, streamerId = fixture.streamerId) =>
  fixture.twitch.state.subscriptions
    .filter((s) => (s.condition.broadcaster_user_id ?? s.condition.to_broadcaster_user_id) === streamerId)
    .map((s) => s.type)
    .sort();

const allTypes = [
  'channel.ban',
  'channel.channel_points_custom_reward_redemption.add',
  'channel.chat.message',
  'channel.chat.message_delete',
  'channel.cheer',
  'channel.follow',
  'channel.raid',
  'channel.subscribe',
  'channel.subscription.gift',
  'channel.subscription.message',
  'stream.offline',
  'stream.online',
];

const idOf = (fixture: Fixture, type: string) => {
  const found = fixture.twitch.state.subscriptions.find(
    (s) => s.type === type && Object.values(s.condition).includes(fixture.streamerId),
  );
  if (!found) throw new Error(`no ${type} subscription`);
  return found.id;
};

const heldTypes = async (streamerId: string) =>
  (
    await env.DB.prepare('SELECT type FROM eventsub_subscriptions WHERE streamer_id = ? ORDER BY type')
      .bind(streamerId)
      .all<{ type: string }>()
  ).results.map((row) => row.type);

describe('reconciliation from the hourly cron', () => {
  it('recreates a missing subscription and records what the channel holds', async () => {
    const fixture = await channel();
    expect(await api(fixture, 'POST', '/api/twitch/botOn')).toEqual({ status: true, success: true });
    const lost = idOf(fixture, 'channel.cheer');
    fixture.twitch.state.subscriptions = fixture.twitch.state.subscriptions.filter((s) => s.id !== lost);

    await runCron();

    expect(typesOf(fixture)).toEqual(allTypes);
    expect(fixture.twitch.state.subscriptions.find((s) => s.type === 'channel.cheer')?.id).not.toBe(lost);
    expect(await heldTypes(fixture.streamerId)).toEqual(allTypes);
  });

  it('replaces a subscription Twitch disabled for failed deliveries, and one that failed verification', async () => {
    const fixture = await channel();
    await api(fixture, 'POST', '/api/twitch/botOn');
    const failed = idOf(fixture, 'channel.chat.message');
    const unverified = idOf(fixture, 'stream.online');
    fixture.twitch.state.subscriptionStatus[failed] = 'notification_failures_exceeded';
    fixture.twitch.state.subscriptionStatus[unverified] = 'webhook_callback_verification_failed';

    await runCron();

    const ids = fixture.twitch.state.subscriptions.map((s) => s.id);
    expect(ids).not.toContain(failed);
    expect(ids).not.toContain(unverified);
    expect(typesOf(fixture)).toEqual(allTypes);
    expect(await api(fixture, 'GET', '/api/twitch/settings')).toMatchObject({ isConnected: true });
  });

  it('reads every page of Get EventSub Subscriptions', async () => {
    const fixture = await channel();
    fixture.twitch.state.subscriptionPageSize = 3;
    await api(fixture, 'POST', '/api/twitch/botOn');
    const ours = () =>
      fixture.twitch.state.subscriptions
        .filter((s) => Object.values(s.condition).includes(fixture.streamerId))
        .map((s) => s.id);
    const created = ours();

    await runCron();

    // Nothing was missing, so nothing of this channel is created again: the later pages were read.
    expect(ours()).toEqual(created);
    expect(fixture.twitch.state.subscriptionListRequests.some((q) => q.has('after'))).toBe(true);
  });

  it('deletes orphans: subscriptions to our webhook for a channel the bot is not in', async () => {
    const fixture = await channel();
    const orphan = {
      id: crypto.randomUUID(),
      type: 'channel.cheer',
      version: '1',
      condition: { broadcaster_user_id: '77777777' },
      transport: { method: 'webhook', callback: 'https://bot.example.com/webhooks/twitch', secret: 's' },
    };
    const someoneElses = {
      ...orphan,
      id: crypto.randomUUID(),
      transport: { method: 'webhook', callback: 'https://other.example.com/hook', secret: 's' },
    };
    fixture.twitch.state.subscriptions.push(orphan, someoneElses);

    await runCron();

    // (Channels joined by earlier tests in this file are reconciled into this fake too: look at these two.)
    const ids = fixture.twitch.state.subscriptions.map((s) => s.id);
    expect(ids).not.toContain(orphan.id);
    expect(ids).toContain(someoneElses.id);
  });

  it('goes on with the next channel when one channel fails at Twitch', async () => {
    const first = await channel();
    await api(first, 'POST', '/api/twitch/botOn');
    // The second channel shares the first's fake Twitch, so both are reconciled in one run.
    const second = await channel();
    second.restore();
    second.twitch.state = first.twitch.state;
    const shared = { ...second, twitch: first.twitch };
    await api(shared, 'POST', '/api/twitch/botOn');
    for (const fixture of [first, shared]) {
      const cheer = idOf(fixture, 'channel.cheer');
      first.twitch.state.subscriptions = first.twitch.state.subscriptions.filter((s) => s.id !== cheer);
    }
    first.twitch.state.failEventSubFor.add(first.streamerId);

    await runCron();

    expect(typesOf(first)).not.toContain('channel.cheer');
    expect(typesOf(shared)).toEqual(allTypes);
  });
});

describe('the streamer notice', () => {
  it('asks to join while the bot is not in the channel, and not after', async () => {
    const fixture = await channel();
    const before = (await api(fixture, 'GET', '/api/health')) as { problems: unknown[] };
    expect(before).toMatchObject({ status: true });
    expect(before.problems).toContainEqual({
      area: 'bot',
      severity: 'warning',
      message: expect.stringContaining('not in your channel'),
      action: { kind: 'join', label: 'Join', href: '/settings/twitch' },
    });
    await api(fixture, 'POST', '/api/twitch/botOn');
    const after = (await api(fixture, 'GET', '/api/health')) as { problems: { area: string }[] };
    expect(after.problems.filter((p) => p.area === 'bot')).toEqual([]);
  });

  it('reports an authorization_revoked subscription found by reconciliation, and does not recreate it', async () => {
    const fixture = await channel();
    await api(fixture, 'POST', '/api/twitch/botOn');
    const revoked = idOf(fixture, 'channel.subscribe');
    fixture.twitch.state.subscriptionStatus[revoked] = 'authorization_revoked';

    await runCron();
    await runCron();

    expect(typesOf(fixture)).not.toContain('channel.subscribe');
    const health = (await api(fixture, 'GET', '/api/health')) as { problems: unknown[] };
    expect(health.problems).toContainEqual({
      area: 'subscriptions',
      severity: 'error',
      message: expect.stringContaining('channel.subscribe'),
      action: { kind: 'reconnect', label: 'Reconnect Twitch', href: '/login' },
    });

    // Joining again is the fix: the problem goes and the subscription comes back.
    await api(fixture, 'POST', '/api/twitch/botOff');
    await api(fixture, 'POST', '/api/twitch/botOn');
    const fixed = (await api(fixture, 'GET', '/api/health')) as { problems: { area: string }[] };
    expect(fixed.problems.filter((p) => p.area === 'subscriptions')).toEqual([]);
    expect(typesOf(fixture)).toEqual(allTypes);
  });

  it('reports a subscription Twitch refuses to create for want of permission', async () => {
    const fixture = await channel();
    await api(fixture, 'POST', '/api/twitch/botOn');
    fixture.twitch.state.subscriptions = fixture.twitch.state.subscriptions.filter(
      (s) => s.type !== 'channel.raid',
    );
    fixture.twitch.state.refuseSubscriptions = 403;

    await runCron();

    const health = (await api(fixture, 'GET', '/api/health')) as {
      problems: { area: string; message: string }[];
    };
    expect(health.problems.filter((p) => p.area === 'subscriptions').map((p) => p.message)).toEqual([
      expect.stringContaining('channel.raid'),
    ]);
  });

  it('reports a missing scope with a reconnect asking for exactly the missing ones', async () => {
    const fixture = await channel();
    await api(fixture, 'POST', '/api/twitch/botOn');
    const health = (await api(fixture, 'GET', '/api/health')) as { problems: { area: string }[] };
    // The fixture's grant predates clips and cheers.
    expect(health.problems.filter((p) => p.area === 'scopes')).toContainEqual({
      area: 'scopes',
      severity: 'warning',
      message: expect.stringContaining('Clips'),
      action: {
        kind: 'reconnect',
        label: 'Reconnect Twitch',
        href: `/login?scopes=${encodeURIComponent('clips:edit channel:manage:clips')}`,
      },
    });
    // Following it asks Twitch for the grant the streamer has plus exactly those two.
    const reconnect = await exports.default.fetch(
      new Request(`${origin}/login?scopes=${encodeURIComponent('clips:edit channel:manage:clips')}`, {
        headers: { Cookie: fixture.cookie },
        redirect: 'manual',
      }),
    );
    expect(reconnect.status).toBe(302);
    const asked = new URL(reconnect.headers.get('Location') ?? '').searchParams.get('scope')?.split(' ');
    expect(asked?.sort()).toEqual(
      [
        'channel:bot',
        'moderator:read:followers',
        'channel:read:subscriptions',
        'channel:manage:broadcast',
        'moderator:manage:shoutouts',
        'clips:edit',
        'channel:manage:clips',
      ].sort(),
    );
    const unknown = await exports.default.fetch(
      new Request(`${origin}/login?scopes=user:edit`, {
        headers: { Cookie: fixture.cookie },
        redirect: 'manual',
      }),
    );
    expect(unknown.status).toBe(400);
  });
});

describe('at once after a revocation', () => {
  async function revoke(fixture: Fixture, type: string, status: string) {
    const id = idOf(fixture, type);
    fixture.twitch.state.subscriptions = fixture.twitch.state.subscriptions.filter((s) => s.id !== id);
    const subscription = {
      ...eventSubSubscription(type, { broadcaster_user_id: fixture.streamerId }, status),
      id,
    };
    const request = await eventSubDelivery(`${origin}/webhooks/twitch`, {
      secret: env.EVENTSUB_SECRET as string,
      messageType: 'revocation',
      subscriptionType: type,
      body: { subscription },
    });
    const ctx = createExecutionContext();
    const response = await worker.fetch(request, env, ctx);
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(204);
  }

  it('recreates a subscription revoked for failed deliveries', async () => {
    const fixture = await channel();
    await api(fixture, 'POST', '/api/twitch/botOn');
    await revoke(fixture, 'stream.online', 'notification_failures_exceeded');
    expect(typesOf(fixture)).toEqual(allTypes);
  });

  it('reports an authorization_revoked revocation in /api/health', async () => {
    const fixture = await channel();
    await api(fixture, 'POST', '/api/twitch/botOn');
    await revoke(fixture, 'channel.cheer', 'authorization_revoked');
    expect(typesOf(fixture)).not.toContain('channel.cheer');
    const health = (await api(fixture, 'GET', '/api/health')) as { problems: unknown[] };
    expect(health.problems).toContainEqual(
      expect.objectContaining({ area: 'subscriptions', message: expect.stringContaining('channel.cheer') }),
    );
  });
});

describe('reconciliation when the streamer opens the dashboard', () => {
  it('checks the channel at most once a minute', async () => {
    const fixture = await channel();
    await api(fixture, 'POST', '/api/twitch/botOn');
    const follow = idOf(fixture, 'channel.follow');
    fixture.twitch.state.subscriptions = fixture.twitch.state.subscriptions.filter((s) => s.id !== follow);

    await api(fixture, 'GET', '/api/health');
    expect(typesOf(fixture)).toEqual(allTypes);

    const again = idOf(fixture, 'channel.follow');
    fixture.twitch.state.subscriptions = fixture.twitch.state.subscriptions.filter((s) => s.id !== again);
    await api(fixture, 'GET', '/api/health');
    expect(typesOf(fixture)).not.toContain('channel.follow');
  });
});

describe('PUBLIC_URL', () => {
  it('is required to join in real mode: a clear refusal, no subscription, never the request origin', async () => {
    const fixture = await channel();
    const response = await worker.fetch(
      dashboardRequest(fixture.cookie, 'POST', '/api/twitch/botOn'),
      { ...env, PUBLIC_URL: '' },
      createExecutionContext(),
    );
    expect(await response.json()).toEqual({
      status: true,
      success: false,
      reason: expect.stringContaining('PUBLIC_URL is not set'),
    });
    expect(typesOf(fixture)).toEqual([]);
  });
});
