// The README's recipe: in dev mode with only EVENTSUB_SECRET set, a delivery signed the way the Twitch
// CLI's `event trigger` signs it (`-F …/webhooks/twitch -s <secret> --to-user <demo id>`) reaches the
// demo streamer's channel as a real event.
import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../core/live/live-event';
import { inboxSettled } from './channel-inbox';
import {
  dashboardRequest,
  demoStreamerId,
  origin,
  overlayKeyOf,
  signInAsDemoStreamer,
} from './session-helpers';

const toHex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** A channel.follow as the Twitch CLI sends it: its mock fields, headers and HMAC-SHA256 signature. */
async function cliFollow(secret: string, broadcaster: string, userName: string): Promise<Request> {
  const now = new Date().toISOString();
  const body = JSON.stringify({
    subscription: {
      id: crypto.randomUUID(),
      status: 'enabled',
      type: 'channel.follow',
      version: '2',
      condition: { broadcaster_user_id: broadcaster, moderator_user_id: broadcaster },
      transport: { method: 'webhook', callback: 'null' },
      cost: 0,
      created_at: now,
    },
    event: {
      user_id: '12345678',
      user_login: userName.toLowerCase(),
      user_name: userName,
      broadcaster_user_id: broadcaster,
      broadcaster_user_login: 'testBroadcaster',
      broadcaster_user_name: 'testBroadcaster',
      followed_at: now,
    },
  });
  const id = crypto.randomUUID();
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = toHex(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(id + now + body)));
  return new Request(`${origin}/webhooks/twitch`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Twitch-Eventsub-Message-Id': id,
      'Twitch-Eventsub-Message-Retry': '0',
      'Twitch-Eventsub-Message-Type': 'notification',
      'Twitch-Eventsub-Message-Signature': `sha256=${signature}`,
      'Twitch-Eventsub-Message-Timestamp': now,
      'Twitch-Eventsub-Subscription-Type': 'channel.follow',
      'Twitch-Eventsub-Subscription-Version': '2',
    },
    body,
  });
}

describe('a Twitch CLI delivery in dev mode', () => {
  it('reaches the demo streamer as a real follow, and dev mode stays on', async () => {
    const cookie = await signInAsDemoStreamer();
    const follower = `Cli${Date.now().toString(36)}`;
    const response = await exports.default.fetch(
      await cliFollow(env.EVENTSUB_SECRET as string, demoStreamerId, follower),
    );
    expect(response.status).toBe(204);
    await inboxSettled(demoStreamerId);
    const key = await overlayKeyOf(cookie);
    const { state } = (await (await exports.default.fetch(`${origin}/api/overlay/${key}/state`)).json()) as {
      state: { recentEvents: LiveEvent[] };
    };
    expect(state.recentEvents[0]).toMatchObject({ type: 'follow', user: follower, isTest: false });
    const simulator = await exports.default.fetch(dashboardRequest(cookie, 'GET', '/api/simulator'));
    expect(await simulator.json()).toMatchObject({ isDevMode: true });

    const forged = await exports.default.fetch(await cliFollow('not-the-secret', demoStreamerId, follower));
    expect(forged.status).toBe(403);
  });
});
