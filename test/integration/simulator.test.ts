import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { FloodGate } from '../../core/triggered-events/flood-gate';
import type { ChannelDO } from '../../durable-objects/channel';
import { apiAllowanceOf } from '../../durable-objects/limits/limits-do';
import {
  channelEventRows,
  openEventsOverlay,
  type StreamerFixture,
  settle,
  streamerFixture,
} from './live-events-fixture';
import { dashboardRequest, signInAsDemoStreamer } from './session-helpers';

describe('simulator', () => {
  it('answers a chat message with the bot replies, and logs nothing when the bot says nothing', async () => {
    const cookie = await signInAsDemoStreamer();
    const response = await exports.default.fetch(
      dashboardRequest(cookie, 'POST', '/api/simulator/chat', {
        user: 'viewer',
        text: 'hello there',
        roles: ['vip'],
      }),
    );
    expect(await response.json()).toEqual({ status: true, replies: [], why: 'notCommand' });
    const log = await exports.default.fetch(dashboardRequest(cookie, 'GET', '/api/simulator/chat'));
    expect(await log.json()).toEqual({ status: true, messages: [] });
  });

  it('refuses a chat message with an unknown role', async () => {
    const cookie = await signInAsDemoStreamer();
    const response = await exports.default.fetch(
      dashboardRequest(cookie, 'POST', '/api/simulator/chat', {
        user: 'viewer',
        text: 'hi',
        roles: ['admin'],
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: false, reason: expect.stringContaining('roles') });
  });

  it('refuses an empty chat message', async () => {
    const cookie = await signInAsDemoStreamer();
    const response = await exports.default.fetch(
      dashboardRequest(cookie, 'POST', '/api/simulator/chat', { user: 'viewer', text: '' }),
    );
    expect(response.status).toBe(400);
  });

  it('tells the page the overlay key and whether it runs in dev mode', async () => {
    const cookie = await signInAsDemoStreamer();
    const response = await exports.default.fetch(dashboardRequest(cookie, 'GET', '/api/simulator'));
    expect(await response.json()).toEqual({
      status: true,
      overlaySecretKey: expect.any(String),
      isDevMode: true,
    });
  });
});

const chatLines = async (streamer: StreamerFixture) =>
  ((await streamer.api('GET', '/api/simulator/chat')).body.messages as { text: string }[]).map((m) => m.text);
type HeldTriggeredEvents = Record<string, { gate: FloodGate; isTest: boolean }>;

describe('a flood from the Simulator', () => {
  it('fires 100 follows in one call: each reaches the carousel queue and the flood gate, in order', async () => {
    const streamer = await streamerFixture();
    await streamer.api('POST', '/api/triggeredEvent', { eventType: 'follow', text: 'Welcome {username}!' });
    await streamer.api('POST', '/api/triggeredEvent/settings', {
      shoutoutText: 'Go see {target}',
      floodTexts: { follow: 'And {count} more followers!' },
    });
    const overlay = await openEventsOverlay(streamer.overlayKey);
    await overlay.nextQueues();
    // Spend the minute's changes, then let one refill (two a second): the flood must need only that one.
    const stub = env.CHANNEL.get(env.CHANNEL.idFromName(streamer.streamerId));
    const allowance = apiAllowanceOf(env, streamer.streamerId);
    while ((await allowance.spendApi('write')).ok);
    await new Promise((resolve) => setTimeout(resolve, 600));

    const flood = await streamer.api('POST', '/api/simulator/event', {
      type: 'follow',
      user: 'Solo',
      count: 100,
    });
    expect(flood).toEqual({ status: 200, body: { status: true, fired: 100 } });

    // The overlay got the queue after each follow: its newest item names the follows in firing order.
    const fired: string[] = [];
    for (let i = 0; i < 100; i++) {
      const follows = (await overlay.nextQueues()).follows.queue;
      fired.push((follows.at(-1) as { name: string }).name);
    }
    overlay.close();
    expect(new Set(fired).size).toBe(100);
    for (const name of fired) expect(name).toMatch(/^[A-Za-z0-9_]{4,25}$/);
    expect(fired).not.toContain('Solo');
    const rows = await channelEventRows(streamer.streamerId);
    expect(rows).toHaveLength(100);
    expect(new Set(rows.map((row) => row.user_name))).toEqual(new Set(fired));

    // The reactions' flood gate let the first 10 through and holds the other 90 for one message.
    expect(await chatLines(streamer)).toEqual(fired.slice(0, 10).map((name) => `Welcome ${name}!`));
    await runInDurableObject(stub, async (_: ChannelDO, state) => {
      const gates = (await state.storage.get<HeldTriggeredEvents>('reactionFloodGates')) ?? {};
      expect(gates.follow).toMatchObject({ isTest: true, gate: { gathered: 90 } });
      // Its minute is moved on in storage (read again after an eviction), so the alarm says it now.
      (gates.follow as { gate: FloodGate }).gate.flushAt = Date.now() - 1;
      await state.storage.put('reactionFloodGates', gates);
    });
    await evictDurableObject(stub);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect((await chatLines(streamer)).slice(10)).toEqual(['And 90 more followers!']);
  }, 30_000);

  it('refuses a count outside 1-500, or a flood of stream starts, with the reason, firing nothing', async () => {
    const streamer = await streamerFixture();
    await streamer.api('POST', '/api/triggeredEvent', { eventType: 'follow', text: 'Welcome {username}!' });
    const overlay = await openEventsOverlay(streamer.overlayKey);
    await overlay.nextQueues();
    const countRule = 'Count, the number of events to fire, must be a whole number from 1 to 500.';
    for (const [body, reason] of [
      [{ type: 'follow', user: 'Fan', count: 0 }, countRule],
      [{ type: 'follow', user: 'Fan', count: 501 }, countRule],
      [{ type: 'follow', user: 'Fan', count: 2.5 }, countRule],
      [
        { type: 'streamOnline', count: 2 },
        'A count above 1 is for events from viewers: stream start and end have no viewer.',
      ],
    ] as const) {
      expect(await streamer.api('POST', '/api/simulator/event', body)).toEqual({
        status: 400,
        body: { status: false, reason },
      });
    }
    await settle();
    expect(overlay.stateMessages()).toHaveLength(1);
    overlay.close();
    expect(await channelEventRows(streamer.streamerId)).toEqual([]);
    expect(await chatLines(streamer)).toEqual([]);
  });

  it('fires one event from the viewer named when the count is 1 or absent', async () => {
    const streamer = await streamerFixture();
    for (const body of [
      { type: 'follow', user: 'Solo' },
      { type: 'follow', user: 'Duo', count: 1 },
    ])
      expect(await streamer.api('POST', '/api/simulator/event', body)).toEqual({
        status: 200,
        body: { status: true, fired: 1 },
      });
    expect((await channelEventRows(streamer.streamerId)).map((row) => row.user_name)).toEqual([
      'Solo',
      'Duo',
    ]);
  });
});

describe('keyword playground', () => {
  it("evaluates a template against the streamer's channel without storing variables", async () => {
    const cookie = await signInAsDemoStreamer();
    const preview = async (body: unknown) => {
      const response = await exports.default.fetch(
        dashboardRequest(cookie, 'POST', '/api/keywords/preview', body),
      );
      return { status: response.status, body: await response.json() };
    };
    expect(
      await preview({
        text: '{setvar.n|5}{add.{getvar.n}|1} for {username} and {target}',
        message: '@bo hi',
      }),
    ).toEqual({
      status: 200,
      body: { status: true, output: '6 for DemoStreamer and bo' },
    });
    expect((await preview({ text: '[{getvar.n}]' })).body).toEqual({ status: true, output: '[]' });
    expect((await preview({ text: 'x'.repeat(2001) })).status).toBe(400);
  });
});
