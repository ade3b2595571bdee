import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  defaultFloodTexts,
  defaultShoutoutText,
  maxTriggeredEvents,
} from '../../core/triggered-events/triggered-event';
import {
  channelEventNotifications,
  deliverNotification,
  type StreamerFixture,
  streamerFixture,
} from './live-events-fixture';
import { origin } from './session-helpers';

const addTriggeredEvent = async (streamer: StreamerFixture, triggeredEvent: Record<string, unknown>) => {
  const { status, body } = await streamer.api('POST', '/api/triggeredEvent', {
    enabled: true,
    ...triggeredEvent,
  });
  expect(status).toBe(200);
  return body._id as string;
};
const simulate = (streamer: StreamerFixture, event: Record<string, unknown>) =>
  streamer.api('POST', '/api/simulator/event', event);
const chatLines = async (streamer: StreamerFixture) =>
  ((await streamer.api('GET', '/api/simulator/chat')).body.messages as { text: string }[]).map((m) => m.text);
const channelStub = (streamer: StreamerFixture) =>
  env.CHANNEL.get(env.CHANNEL.idFromName(streamer.streamerId));

describe('the triggered events API', () => {
  it('lists nothing with the default texts, then creates, updates and deletes a reaction', async () => {
    const streamer = await streamerFixture();
    expect((await streamer.api('GET', '/api/triggeredEvent')).body).toEqual({
      status: true,
      events: [],
      shoutoutText: defaultShoutoutText,
      floodTexts: defaultFloodTexts,
    });
    const id = await addTriggeredEvent(streamer, {
      eventType: 'cheer',
      text: 'Thanks {username}!',
      minimum: 100,
    });
    await streamer.api('POST', '/api/triggeredEvent', {
      _id: id,
      eventType: 'cheer',
      text: 'Cheers, {username}!',
      enabled: false,
      cooldownSeconds: 30,
    });
    expect((await streamer.api('GET', '/api/triggeredEvent')).body.events).toEqual([
      { _id: id, eventType: 'cheer', text: 'Cheers, {username}!', enabled: false, cooldownSeconds: 30 },
    ]);
    expect(await streamer.api('DELETE', '/api/triggeredEvent', { _id: id })).toEqual({
      status: 200,
      body: { status: true },
    });
    expect((await streamer.api('GET', '/api/triggeredEvent')).body.events).toEqual([]);
  });

  it('refuses bad input, unknown and foreign ids, and a 51st reaction, writing nothing', async () => {
    const ana = await streamerFixture('Ana');
    const bob = await streamerFixture('Bob');
    const bobs = await addTriggeredEvent(bob, { eventType: 'follow', text: 'Hi {username}' });
    for (const [body, status] of [
      [{ eventType: 'host', text: 'Thanks for the host' }, 400],
      [{ eventType: 'follow', text: '' }, 400],
      [{ eventType: 'follow', text: 'x'.repeat(501) }, 400],
      [{ eventType: 'cheer', text: 'hi', minimum: -1 }, 400],
      [{ eventType: 'cheer', text: 'hi', cooldownSeconds: 1.5 }, 400],
      [{ _id: bobs, eventType: 'follow', text: 'Hijacked' }, 404],
      [{ _id: 'no-such-id', eventType: 'follow', text: 'hi' }, 404],
    ] as const) {
      const response = await ana.api('POST', '/api/triggeredEvent', body);
      expect(response.status).toBe(status);
      expect(response.body).toEqual({ status: false, reason: expect.any(String) });
    }
    expect((await ana.api('DELETE', '/api/triggeredEvent', { _id: bobs })).status).toBe(404);
    expect((await bob.api('GET', '/api/triggeredEvent')).body.events).toEqual([
      expect.objectContaining({ _id: bobs, text: 'Hi {username}' }),
    ]);
    expect((await ana.api('GET', '/api/triggeredEvent')).body.events).toEqual([]);

    for (let i = 0; i < maxTriggeredEvents; i++)
      await addTriggeredEvent(ana, { eventType: 'follow', text: `Hello ${i}` });
    const full = await ana.api('POST', '/api/triggeredEvent', { eventType: 'follow', text: 'one too many' });
    expect(full).toEqual({
      status: 409,
      body: { status: false, reason: expect.stringContaining('at most 50') },
    });
    expect((await ana.api('GET', '/api/triggeredEvent')).body.events).toHaveLength(maxTriggeredEvents);
  }, 30_000);

  it('refuses changes from another origin', async () => {
    const streamer = await streamerFixture();
    const response = await exports.default.fetch(`${origin}/api/triggeredEvent`, {
      method: 'POST',
      headers: {
        cookie: streamer.cookie,
        origin: 'https://evil.example',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ eventType: 'follow', text: 'hi', enabled: true }),
    });
    expect(response.status).toBe(403);
    expect((await streamer.api('GET', '/api/triggeredEvent')).body.events).toEqual([]);
  });

  it('saves the shoutout and flood texts, refusing an empty one', async () => {
    const streamer = await streamerFixture();
    const texts = { shoutoutText: 'Follow {target}!', floodTexts: { follow: '{count} new friends!' } };
    expect((await streamer.api('POST', '/api/triggeredEvent/settings', texts)).status).toBe(200);
    expect(
      (await streamer.api('POST', '/api/triggeredEvent/settings', { ...texts, shoutoutText: ' ' })).status,
    ).toBe(400);
    expect((await streamer.api('GET', '/api/triggeredEvent')).body).toMatchObject({
      shoutoutText: 'Follow {target}!',
      floodTexts: { ...defaultFloodTexts, follow: '{count} new friends!' },
    });
  });
});

const everyType = [
  ['follow', { type: 'follow', user: 'Ann' }, 'follow {username}', 'follow Ann'],
  ['subscribe', { type: 'subscribe', user: 'Ben' }, 'sub {username} tier {tier}', 'sub Ben tier 1'],
  [
    'resub',
    { type: 'resub', user: 'Cat', amount: 7, message: 'hey' },
    '{username} {months} months: {message}',
    'Cat 7 months: hey',
  ],
  ['giftsub', { type: 'giftsub', user: 'Dan', amount: 5 }, '{username} gifted {amount}', 'Dan gifted 5'],
  ['cheer', { type: 'cheer', user: 'Eve', amount: 300 }, '{username} cheered {amount}', 'Eve cheered 300'],
  [
    'raid',
    { type: 'raid', user: 'Fay', amount: 42 },
    '{username} raids with {viewers}, {targetLastGame}',
    'Fay raids with 42, Just Chatting',
  ],
  ['tip', { type: 'tip', user: 'Gus', amount: 7 }, '{username} tipped {amount}', 'Gus tipped 7.00'],
  ['streamStart', { type: 'streamOnline' }, 'We are live!', 'We are live!'],
  ['streamEnd', { type: 'streamOffline' }, 'Bye for now', 'Bye for now'],
] as const;

describe('reactions from Simulator events', () => {
  it.each(everyType)(
    'say the %s reaction with its placeholders filled',
    async (eventType, event, text, said) => {
      const streamer = await streamerFixture();
      await addTriggeredEvent(streamer, { eventType, text });
      await simulate(streamer, event);
      expect(await chatLines(streamer)).toEqual([said]);
    },
  );

  it('respect minimums, cooldowns and the enabled switch', async () => {
    const streamer = await streamerFixture();
    await addTriggeredEvent(streamer, { eventType: 'cheer', text: 'big {amount}', minimum: 100 });
    await addTriggeredEvent(streamer, { eventType: 'follow', text: 'hi {username}', cooldownSeconds: 600 });
    await addTriggeredEvent(streamer, { eventType: 'follow', text: 'never', enabled: false });
    await simulate(streamer, { type: 'cheer', user: 'A', amount: 99 });
    await simulate(streamer, { type: 'cheer', user: 'B', amount: 100 });
    await simulate(streamer, { type: 'follow', user: 'C' });
    await simulate(streamer, { type: 'follow', user: 'D' });
    expect(await chatLines(streamer)).toEqual(['big 100', 'hi C']);
  });

  it('thank the gifter of 50 subs once', async () => {
    const streamer = await streamerFixture();
    await addTriggeredEvent(streamer, { eventType: 'giftsub', text: 'Thanks {username} for {amount} gifts' });
    await addTriggeredEvent(streamer, { eventType: 'subscribe', text: 'Welcome new sub {username}' });
    await simulate(streamer, { type: 'giftsub', user: 'Santa', amount: 50 });
    expect(await chatLines(streamer)).toEqual(['Thanks Santa for 50 gifts']);
  });

  it('hold a flood of 200 follows to 10 thanks, then gather the rest into one message', async () => {
    const streamer = await streamerFixture();
    await addTriggeredEvent(streamer, { eventType: 'follow', text: 'Welcome {username}!' });
    // 200 Simulator follows, more than one Simulator call fires: the flood goes to the channel
    // directly, as the Simulator route hands its events over.
    const stub = channelStub(streamer);
    await stub.receiveEvents(
      Array.from({ length: 200 }, (_, i) => ({
        type: 'follow' as const,
        user: `bot${i}`,
        userId: `simulated:bot${i}`,
        id: crypto.randomUUID(),
        isTest: true,
        at: Date.now(),
      })),
    );
    const lines = await chatLines(streamer);
    expect(lines).toHaveLength(10);
    expect(lines[9]).toBe('Welcome bot9!');

    // The gathered message is due within the minute; the wait is kept in storage, so an eviction
    // loses nothing. Move the minute on by rewriting when it is due, then let the alarm fire.
    const due = await runInDurableObject(stub, async (_, state) => {
      const gates =
        (await state.storage.get<Record<string, { gate: { flushAt: number } }>>('reactionFloodGates')) ?? {};
      const alarm = await state.storage.getAlarm();
      const follow = gates.follow as { gate: { flushAt: number } };
      const flushAt = follow.gate.flushAt;
      follow.gate.flushAt = Date.now() - 1;
      await state.storage.put('reactionFloodGates', gates);
      return { flushAt, alarm };
    });
    expect(due.flushAt - Date.now()).toBeLessThanOrEqual(60_000);
    expect(due.alarm).toBe(due.flushAt);
    await evictDurableObject(stub);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect((await chatLines(streamer)).slice(10)).toEqual(['Welcome, 190 new followers!']);
  }, 30_000);

  it('read a change of reactions at once', async () => {
    const streamer = await streamerFixture();
    await simulate(streamer, { type: 'follow', user: 'Early' });
    await addTriggeredEvent(streamer, { eventType: 'follow', text: 'hi {username}' });
    await simulate(streamer, { type: 'follow', user: 'Later' });
    expect(await chatLines(streamer)).toEqual(['hi Later']);
  });
});

describe('reactions from signed EventSub deliveries', () => {
  it('say each type, filled from what Twitch sent', async () => {
    const streamer = await streamerFixture();
    for (const [eventType, text] of [
      ['follow', 'follow {username}'],
      ['subscribe', 'sub {username} tier {tier}'],
      ['giftsub', 'gift {username} {amount}'],
      ['resub', 'resub {username} {months}: {message}'],
      ['cheer', 'cheer {username} {amount}: {message}'],
      ['raid', 'raid {username} {viewers}'],
      ['streamStart', 'live'],
      ['streamEnd', 'offline'],
    ])
      await addTriggeredEvent(streamer, { eventType, text });
    const notifications = channelEventNotifications(streamer);
    for (const name of ['follow', 'subscribe', 'giftsub', 'resub', 'cheer', 'raid'] as const) {
      const { type, condition, event } = notifications[name];
      expect((await deliverNotification(type, condition, event)).status).toBe(204);
    }
    // A gifted sub's own channel.subscribe is part of the gift: no second thanks.
    const { type, condition, event } = notifications.subscribe;
    await deliverNotification(type, condition, { ...event, is_gift: true });
    const broadcaster = { broadcaster_user_id: streamer.streamerId };
    await deliverNotification('stream.online', broadcaster, {
      ...broadcaster,
      id: '1',
      type: 'live',
      started_at: new Date().toISOString(),
    });
    await deliverNotification('stream.offline', broadcaster, broadcaster);
    expect(await chatLines(streamer)).toEqual([
      'follow Follower',
      'sub Subscriber tier 1',
      'gift Gifter 5',
      'resub Resubber 7: Seven months!',
      'cheer Cheerer 250: Cheer250',
      'raid Raider 42',
      'live',
      'offline',
    ]);
  });
});

describe('shoutouts in dev mode', () => {
  it("send the raider's shoutout with the raid reaction, and !so with the shoutout text", async () => {
    const streamer = await streamerFixture();
    await addTriggeredEvent(streamer, { eventType: 'raid', text: 'Raid from {username}!', shoutout: true });
    await simulate(streamer, { type: 'raid', user: 'Raider', amount: 3 });
    expect(await chatLines(streamer)).toEqual(['Raid from Raider!', '[Twitch shoutout to Raider]']);

    const command = { format: 'add', command: { command: 'so', type: 'shoutout' } };
    expect((await streamer.api('POST', '/api/commands', command)).status).toBe(200);
    const so = await streamer.api('POST', '/api/simulator/chat', {
      user: 'Mod',
      text: '!so @Friend',
      roles: ['moderator'],
    });
    expect(so.body.replies).toEqual([expect.stringContaining('Go check out Friend at twitch.tv/Friend!')]);
    const viewer = await streamer.api('POST', '/api/simulator/chat', {
      user: 'Viewer',
      text: '!so Friend',
      roles: [],
    });
    expect(viewer.body.replies).toEqual([]);
  });

  it('queue a second shoutout within two minutes, and skip one of the same channel within the hour', async () => {
    const streamer = await streamerFixture();
    await addTriggeredEvent(streamer, { eventType: 'raid', text: 'Raid from {username}!', shoutout: true });
    await simulate(streamer, { type: 'raid', user: 'First', amount: 3 });
    await simulate(streamer, { type: 'raid', user: 'Second', amount: 3 });
    await simulate(streamer, { type: 'raid', user: 'First', amount: 3 });
    const lines = await chatLines(streamer);
    expect(lines).toEqual([
      'Raid from First!',
      '[Twitch shoutout to First]',
      'Raid from Second!',
      expect.stringMatching(/^\[Twitch's shoutout of Second goes in about \d+ s/),
      'Raid from First!',
      "[Twitch's shoutout of First is skipped: Twitch allows the same channel once an hour.]",
    ]);
    const alarm = await runInDurableObject(channelStub(streamer), (_, state) => state.storage.getAlarm());
    expect(alarm).toBeGreaterThan(Date.now() + 60_000);
  });
});
