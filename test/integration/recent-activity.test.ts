// GET /api/events/recent: the signed-in streamer's newest logged events, for the dashboard home.
import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { recordChannelEvent } from '../../db/channel-events';
import { openDatabase } from '../../db/client';
import { kofiPayment, kofiWebhookPost } from '../fakes/kofi';
import { inboxSettled } from './channel-inbox';
import {
  channelEventNotifications,
  deliverNotification,
  type StreamerFixture,
  streamerFixture,
} from './live-events-fixture';
import { origin } from './session-helpers';

type RecentEvent = {
  id: string;
  type: string;
  user?: string;
  amount?: number;
  currency?: string;
  tier?: number;
  isTest: boolean;
  at: number;
};

async function recentEvents(streamer: StreamerFixture): Promise<RecentEvent[]> {
  const { status, body } = await streamer.api('GET', '/api/events/recent');
  expect(status).toBe(200);
  expect(body.status).toBe(true);
  return body.events as RecentEvent[];
}

async function simulate(streamer: StreamerFixture, event: Record<string, unknown>) {
  expect((await streamer.api('POST', '/api/simulator/event', event)).status).toBe(200);
  await inboxSettled(streamer.streamerId);
}

async function deliverCheer(streamer: StreamerFixture) {
  const cheer = channelEventNotifications(streamer).cheer;
  expect((await deliverNotification(cheer.type, cheer.condition, cheer.event)).status).toBe(204);
}

async function tipOnKofi(
  streamer: StreamerFixture,
  payment: { from_name: string; amount: string; currency: string },
) {
  const verificationToken = crypto.randomUUID();
  expect((await streamer.api('POST', '/api/tips/kofi', { verificationToken })).status).toBe(200);
  const response = await exports.default.fetch(
    kofiWebhookPost(
      `${origin}/api/kofi/${streamer.overlayKey}`,
      kofiPayment({ verification_token: verificationToken, ...payment }),
    ),
  );
  expect(response.status).toBe(200);
  await inboxSettled(streamer.streamerId);
}

describe('recent activity', () => {
  it('lists the newest first with type, viewer, amount and currency, time, and the test mark', async () => {
    const before = Date.now();
    const streamer = await streamerFixture();
    await simulate(streamer, { type: 'follow', user: 'TryingItOut' });
    await deliverCheer(streamer);
    await tipOnKofi(streamer, { from_name: 'Jo', amount: '3.50', currency: 'EUR' });

    const events = await recentEvents(streamer);
    expect(events).toEqual([
      {
        id: expect.any(String),
        type: 'tip',
        user: 'Jo',
        amount: 3.5,
        currency: 'EUR',
        isTest: false,
        at: expect.any(Number),
      },
      {
        id: expect.any(String),
        type: 'cheer',
        user: 'Cheerer',
        amount: 250,
        isTest: false,
        at: expect.any(Number),
      },
      { id: expect.any(String), type: 'follow', user: 'TryingItOut', isTest: true, at: expect.any(Number) },
    ]);
    for (const event of events) expect(event.at).toBeGreaterThanOrEqual(before);
    expect(events.map((event) => event.at)).toEqual(events.map((event) => event.at).sort((a, b) => b - a));
  });

  it("never lists another streamer's events, and answers an empty list for a quiet channel", async () => {
    const ana = await streamerFixture('Ana');
    const bob = await streamerFixture('Bob');
    await simulate(ana, { type: 'raid', user: 'AnaRaider', amount: 12 });
    await deliverCheer(ana);

    expect(await recentEvents(bob)).toEqual([]);
    expect((await recentEvents(ana)).map((event) => event.user)).toEqual(['Cheerer', 'AnaRaider']);
    await simulate(bob, { type: 'follow', user: 'BobFan' });
    expect((await recentEvents(bob)).map((event) => event.user)).toEqual(['BobFan']);
  });

  it('lists only the 50 newest of a longer log; of events logged in the same moment, the greater id first', async () => {
    const streamer = await streamerFixture();
    const db = openDatabase(env.DB);
    const start = Date.now() - 60 * 60_000;
    for (let i = 0; i < 60; i++)
      await recordChannelEvent(db, streamer.streamerId, {
        // Two events per second, so each pair shares its time; the one logged first has the greater id.
        id: `pair-${Math.floor(i / 2)}-${i % 2 === 0 ? 'b' : 'a'}`,
        type: 'follow',
        user: `Viewer${i}`,
        isTest: false,
        at: start + Math.floor(i / 2) * 1000,
      });

    const events = await recentEvents(streamer);
    expect(events.map((event) => event.user)).toEqual(
      Array.from({ length: 50 }, (_, k) => `Viewer${58 - 2 * Math.floor(k / 2) + (k % 2)}`),
    );
  });

  it('drops the test events once the Simulator clears them, and keeps the real ones', async () => {
    const streamer = await streamerFixture();
    await simulate(streamer, { type: 'cheer', user: 'JustTesting', amount: 100 });
    await deliverCheer(streamer);
    expect((await recentEvents(streamer)).map((event) => event.isTest)).toEqual([false, true]);

    expect((await streamer.api('POST', '/api/simulator/clearTestEvents')).status).toBe(200);
    expect(await recentEvents(streamer)).toEqual([
      expect.objectContaining({ user: 'Cheerer', isTest: false }),
    ]);
  });

  it('refuses a visitor who is not signed in, in plain words', async () => {
    const response = await exports.default.fetch(`${origin}/api/events/recent`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ status: false, reason: expect.stringMatching(/sign in/i) });
  });
});
