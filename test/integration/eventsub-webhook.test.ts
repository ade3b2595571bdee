import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { LiveState } from '../../core/live/live-state';
import worker from '../../worker/index';
import { eventSubDelivery, eventSubSubscription, rfc3339Nano } from '../fakes/eventsub-delivery';
import { inboxSettled } from './channel-inbox';
import { demoStreamerId, origin, overlayKeyOf, signInAsDemoStreamer } from './session-helpers';

const secret = env.EVENTSUB_SECRET as string;
const webhook = `${origin}/webhooks/twitch`;

async function deliver(request: Request) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, env, ctx);
  await waitOnExecutionContext(ctx);
  await inboxSettled(demoStreamerId);
  return response;
}

function followNotification(user: string) {
  return {
    subscription: eventSubSubscription('channel.follow', {
      broadcaster_user_id: demoStreamerId,
      moderator_user_id: demoStreamerId,
    }),
    event: {
      user_id: '1337',
      user_login: user.toLowerCase(),
      user_name: user,
      broadcaster_user_id: demoStreamerId,
      broadcaster_user_login: 'demo_streamer',
      broadcaster_user_name: 'DemoStreamer',
      followed_at: rfc3339Nano(new Date()),
    },
  };
}

async function liveState(): Promise<LiveState> {
  const key = await overlayKeyOf(await signInAsDemoStreamer());
  const response = await worker.fetch(
    new Request(`${origin}/api/overlay/${key}/state`),
    env,
    createExecutionContext(),
  );
  return ((await response.json()) as { state: LiveState }).state;
}

const followersIn = (state: LiveState) =>
  state.recentEvents.filter((e) => e.type === 'follow').map((e) => e.user);

describe('EventSub webhook', () => {
  it('accepts a correctly signed notification and hands it to the channel', async () => {
    const response = await deliver(
      await eventSubDelivery(webhook, {
        secret,
        messageType: 'notification',
        subscriptionType: 'channel.follow',
        body: followNotification('SignedFollower'),
      }),
    );
    expect(response.status).toBe(204);
    const state = await liveState();
    expect(state.recentEvents[0]).toMatchObject({ type: 'follow', user: 'SignedFollower', isTest: false });
  });

  it('refuses a delivery signed with the wrong secret, and acts on nothing', async () => {
    const response = await deliver(
      await eventSubDelivery(webhook, {
        secret,
        signWith: 'not-the-subscription-secret',
        messageType: 'notification',
        subscriptionType: 'channel.follow',
        body: followNotification('ForgedFollower'),
      }),
    );
    expect(response.status).toBe(403);
    expect(followersIn(await liveState())).not.toContain('ForgedFollower');
  });

  it('refuses a delivery whose body was altered after signing', async () => {
    const signed = await eventSubDelivery(webhook, {
      secret,
      messageType: 'notification',
      subscriptionType: 'channel.follow',
      body: followNotification('Original'),
    });
    const altered = new Request(signed, { body: JSON.stringify(followNotification('Altered')) });
    expect((await deliver(altered)).status).toBe(403);
    expect(followersIn(await liveState())).not.toContain('Altered');
  });

  it('refuses an EventSub delivery older than ten minutes', async () => {
    const response = await deliver(
      await eventSubDelivery(webhook, {
        secret,
        messageType: 'notification',
        subscriptionType: 'channel.follow',
        timestamp: rfc3339Nano(new Date(Date.now() - 11 * 60 * 1000)),
        body: followNotification('StaleFollower'),
      }),
    );
    expect(response.status).toBe(403);
    expect(followersIn(await liveState())).not.toContain('StaleFollower');
  });

  it('refuses an EventSub delivery dated more than ten minutes ahead', async () => {
    const response = await deliver(
      await eventSubDelivery(webhook, {
        secret,
        messageType: 'notification',
        subscriptionType: 'channel.follow',
        timestamp: rfc3339Nano(new Date(Date.now() + 11 * 60 * 1000)),
        body: followNotification('FutureFollower'),
      }),
    );
    expect(response.status).toBe(403);
    expect(followersIn(await liveState())).not.toContain('FutureFollower');
  });

  it('refuses a body over 1 MB before reading it', async () => {
    const huge = JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 1) });
    const response = await deliver(
      new Request(webhook, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: huge }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ status: false, reason: expect.stringContaining('1 MB') });
  });

  it('acknowledges a replayed message id but acts on it only once', async () => {
    const options = {
      secret,
      messageType: 'notification' as const,
      subscriptionType: 'channel.follow',
      messageId: crypto.randomUUID(),
      body: followNotification('ReplayedFollower'),
    };
    expect((await deliver(await eventSubDelivery(webhook, options))).status).toBe(204);
    const replay = await deliver(await eventSubDelivery(webhook, options));
    expect(replay.status).toBe(200);
    expect(followersIn(await liveState()).filter((user) => user === 'ReplayedFollower')).toHaveLength(1);
  });

  it('answers the verification challenge with the raw challenge as text/plain', async () => {
    const response = await deliver(
      await eventSubDelivery(webhook, {
        secret,
        messageType: 'webhook_callback_verification',
        subscriptionType: 'channel.follow',
        body: {
          challenge: 'pogchamp-kappa-360noscope-vohiyo',
          subscription: eventSubSubscription(
            'channel.follow',
            { broadcaster_user_id: demoStreamerId },
            'webhook_callback_verification_pending',
          ),
        },
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('pogchamp-kappa-360noscope-vohiyo');
  });

  it('does not answer a challenge whose signature is wrong', async () => {
    const response = await deliver(
      await eventSubDelivery(webhook, {
        secret,
        signWith: 'wrong-secret-wrong-secret',
        messageType: 'webhook_callback_verification',
        subscriptionType: 'channel.follow',
        body: { challenge: 'abc', subscription: eventSubSubscription('channel.follow', {}) },
      }),
    );
    expect(response.status).toBe(403);
    expect(await response.text()).not.toBe('abc');
  });

  it('records a revocation with its reason', async () => {
    const subscription = eventSubSubscription(
      'channel.cheer',
      { broadcaster_user_id: demoStreamerId },
      'authorization_revoked',
    );
    const response = await deliver(
      await eventSubDelivery(webhook, {
        secret,
        messageType: 'revocation',
        subscriptionType: 'channel.cheer',
        body: { subscription },
      }),
    );
    expect(response.status).toBe(204);
    const row = await env.DB.prepare('SELECT * FROM eventsub_revocations WHERE subscription_id = ?')
      .bind(subscription.id)
      .first();
    expect(row).toMatchObject({
      type: 'channel.cheer',
      status: 'authorization_revoked',
      broadcaster_id: demoStreamerId,
    });
  });

  it('refuses a delivery without a signature', async () => {
    const signed = await eventSubDelivery(webhook, {
      secret,
      messageType: 'notification',
      subscriptionType: 'channel.follow',
      body: followNotification('Unsigned'),
    });
    signed.headers.delete('Twitch-Eventsub-Message-Signature');
    expect((await deliver(signed)).status).toBe(403);
  });
});

describe('EventSub webhook: signed but malformed bodies', () => {
  async function deliverSigned(
    messageType: 'notification' | 'webhook_callback_verification' | 'revocation',
    body: unknown,
    messageId: string = crypto.randomUUID(),
  ) {
    return deliver(
      await eventSubDelivery(webhook, {
        secret,
        messageType,
        subscriptionType: 'channel.follow',
        messageId,
        body,
      }),
    );
  }

  /** The refusal a malformed body gets: a 400 with the reason in plain words. */
  async function expectRefused(response: Response, reason: string) {
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: false, reason });
  }

  /** The channel never saw this message id: a well-formed delivery under it is acted on as new. */
  async function expectUnseen(messageId: string, user: string) {
    expect(followersIn(await liveState())).not.toContain(user);
    expect((await deliverSigned('notification', followNotification(user), messageId)).status).toBe(204);
    expect(followersIn(await liveState()).filter((name) => name === user)).toHaveLength(1);
  }

  it('refuses a notification without its subscription, and the channel never hears of it', async () => {
    const messageId = crypto.randomUUID();
    const { event } = followNotification('NoSubscriptionFollower');
    await expectRefused(
      await deliverSigned('notification', { event }, messageId),
      'Malformed EventSub notification: subscription is missing.',
    );
    await expectUnseen(messageId, 'NoSubscriptionFollower');
  });

  it('refuses a follow whose event lacks broadcaster_user_id, and the channel never hears of it', async () => {
    const messageId = crypto.randomUUID();
    const { subscription, event } = followNotification('ChannellessFollower');
    const { broadcaster_user_id: _dropped, ...withoutBroadcaster } = event;
    await expectRefused(
      await deliverSigned('notification', { subscription, event: withoutBroadcaster }, messageId),
      'Malformed channel.follow event: broadcaster_user_id is missing.',
    );
    await expectUnseen(messageId, 'ChannellessFollower');
  });

  it('refuses a follow whose user_name is a number', async () => {
    const { subscription, event } = followNotification('WrongTypeFollower');
    await expectRefused(
      await deliverSigned('notification', { subscription, event: { ...event, user_name: 42 } }),
      'Malformed channel.follow event: user_name should be a string, not a number.',
    );
    expect(followersIn(await liveState())).not.toContain('WrongTypeFollower');
  });

  it('refuses a verification without a challenge, answering no challenge', async () => {
    const subscription = eventSubSubscription(
      'channel.follow',
      { broadcaster_user_id: demoStreamerId },
      'webhook_callback_verification_pending',
    );
    await expectRefused(
      await deliverSigned('webhook_callback_verification', { subscription }),
      'Malformed EventSub verification: challenge is missing.',
    );
  });

  it.each([
    ['a string', 'follow me', 'the body should be an object, not a string.'],
    ['a list', [followNotification('ListedFollower')], 'the body should be an object, not a list.'],
    ['null', null, 'the body should be an object, not null.'],
    ['a number', 7, 'the body should be an object, not a number.'],
  ])('refuses a notification whose JSON is %s', async (kind, body, reason) => {
    const messageId = crypto.randomUUID();
    await expectRefused(
      await deliverSigned('notification', body, messageId),
      `Malformed EventSub notification: ${reason}`,
    );
    await expectUnseen(messageId, `NonObject${kind.replace(/\W/g, '')}Follower`);
  });

  it('refuses a revocation without its subscription id, recording nothing', async () => {
    const { id: _id, ...subscription } = eventSubSubscription(
      'channel.cheer',
      { broadcaster_user_id: demoStreamerId },
      'user_removed',
    );
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM eventsub_revocations').first<{
      n: number;
    }>();
    await expectRefused(
      await deliverSigned('revocation', { subscription }),
      'Malformed EventSub revocation: subscription.id is missing.',
    );
    const after = await env.DB.prepare('SELECT COUNT(*) AS n FROM eventsub_revocations').first<{
      n: number;
    }>();
    expect(after?.n).toBe(before?.n);
  });

  it('still ignores a well-formed notification of a type it does not know', async () => {
    const response = await deliverSigned('notification', {
      subscription: eventSubSubscription('channel.update', { broadcaster_user_id: demoStreamerId }),
      event: { broadcaster_user_id: demoStreamerId, title: 'New title' },
    });
    expect(response.status).toBe(204);
  });
});
