import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deliverNotification } from '../integration/live-events-fixture';
import { dashboardRequest } from '../integration/session-helpers';
import { eventually, twitchChannelFixture } from './twitch-channel';

let fixture: Awaited<ReturnType<typeof twitchChannelFixture>>;
beforeEach(async () => {
  fixture = await twitchChannelFixture();
  fixture.twitch.state.users.raider = { id: '777', name: 'Raider' };
  fixture.twitch.state.users.friend = { id: '888', name: 'Friend' };
});
afterEach(() => fixture.restore());

const api = async (method: string, path: string, body?: unknown) => {
  const response = await exports.default.fetch(dashboardRequest(fixture.cookie, method, path, body));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const raid = (from: string) =>
  deliverNotification(
    'channel.raid',
    { to_broadcaster_user_id: fixture.streamerId },
    {
      from_broadcaster_user_id: '777',
      from_broadcaster_user_login: from.toLowerCase(),
      from_broadcaster_user_name: from,
      to_broadcaster_user_id: fixture.streamerId,
      to_broadcaster_user_login: 'dallas',
      to_broadcaster_user_name: 'Dallas',
      viewers: 12,
    },
  );

const chatTexts = () => fixture.twitch.state.chat.map((message) => message.message);
const channelStub = () => env.CHANNEL.get(env.CHANNEL.idFromName(fixture.streamerId));
const alarmOf = () => runInDurableObject(channelStub(), (_, state) => state.storage.getAlarm());

describe('raid reactions on Twitch', () => {
  it("say the reaction in the channel's chat and send Twitch's shoutout of the raider", async () => {
    await api('POST', '/api/triggeredEvent', {
      eventType: 'raid',
      text: 'Welcome raiders from {username}! ({viewers})',
      enabled: true,
      shoutout: true,
    });
    expect((await raid('Raider')).status).toBe(204);
    await eventually(() => chatTexts().length === 1);
    expect(chatTexts()).toEqual(['Welcome raiders from Raider! (12)']);
    expect(fixture.twitch.state.shoutouts).toEqual([
      { from: fixture.streamerId, to: '777', moderator: fixture.streamerId, at: expect.any(Number) },
    ]);
  });

  it("waits for Twitch's next turn when Twitch answers 429, instead of losing the shoutout", async () => {
    // A shoutout the streamer sent from Twitch's own chat a moment ago: Twitch refuses another for 2 minutes.
    fixture.twitch.state.shoutouts.push({
      from: fixture.streamerId,
      to: '1',
      moderator: '',
      at: Date.now(),
    });
    await api('POST', '/api/triggeredEvent', {
      eventType: 'raid',
      text: 'Raid!',
      enabled: true,
      shoutout: true,
    });
    await raid('Raider');
    await eventually(() => chatTexts().length === 1);
    expect(fixture.twitch.state.shoutouts).toHaveLength(1);
    // The alarm settles on the shoutout's turn once the channel has finished with the delivery (an
    // earlier one, the inbox's safety net, runs first and sets it as it ends).
    let alarm = await alarmOf();
    for (let tries = 0; tries < 50 && (alarm ?? 0) < Date.now() + 100_000; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (tries % 10 === 9) await runDurableObjectAlarm(channelStub());
      alarm = await alarmOf();
    }
    expect(alarm).toBeGreaterThan(Date.now() + 100_000);
    expect(alarm).toBeLessThanOrEqual(Date.now() + 120_000);
  });
});

describe('Simulator raids on a real channel', () => {
  it("answer in the simulated chat and never use up the real channel's shoutout turn", async () => {
    await api('POST', '/api/triggeredEvent', {
      eventType: 'raid',
      text: 'Raid!',
      enabled: true,
      shoutout: true,
    });
    await api('POST', '/api/simulator/event', { type: 'raid', user: 'Raider', amount: 5 });
    const simulated = (await api('GET', '/api/simulator/chat')).body.messages as { text: string }[];
    expect(simulated.map((line) => line.text)).toEqual(['Raid!', '[Twitch shoutout to Raider]']);
    expect(fixture.twitch.state.shoutouts).toEqual([]);
    await raid('Raider');
    await eventually(() => fixture.twitch.state.shoutouts.length === 1);
    expect(chatTexts()).toEqual(['Raid!']);
  });
});

describe('!so on Twitch', () => {
  it('answers with the shoutout text at once and sends the shoutout, within Twitch’s limits; an unknown channel gets a note', async () => {
    await api('POST', '/api/triggeredEvent/settings', {
      shoutoutText: 'Go watch {target}, last seen playing {targetLastGame}!',
      floodTexts: {},
    });
    await api('POST', '/api/commands', { format: 'add', command: { command: 'so', type: 'shoutout' } });
    const chat = (text: string) =>
      deliverNotification(
        'channel.chat.message',
        { broadcaster_user_id: fixture.streamerId, user_id: env.TWITCH_BOT_USER_ID as string },
        {
          broadcaster_user_id: fixture.streamerId,
          broadcaster_user_login: 'dallas',
          broadcaster_user_name: 'Dallas',
          chatter_user_id: '4321',
          chatter_user_login: 'modmin',
          chatter_user_name: 'Modmin',
          message_id: crypto.randomUUID(),
          message: { text, fragments: [] },
          color: '',
          badges: [{ set_id: 'moderator', id: '1', info: '' }],
          message_type: 'text',
        },
      );
    await chat('!so nobody_here');
    await eventually(() => chatTexts().length === 1);
    expect(chatTexts()[0]).toContain(
      "(Twitch's shoutout of nobody_here did not go: No Twitch channel is called nobody_here.)",
    );
    expect(fixture.twitch.state.shoutouts).toEqual([]);

    await chat('!so @friend');
    await eventually(() => chatTexts().length === 2);
    expect(chatTexts()[1]).toBe('Go watch friend, last seen playing Just Chatting!');
    expect(fixture.twitch.state.shoutouts.map((s) => s.to)).toEqual(['888']);

    // Twitch allows one shoutout every 2 minutes: the next one waits, and chat is told when it goes.
    await chat('!so speedy');
    await eventually(() => chatTexts().length === 3);
    expect(chatTexts()[2]).toMatch(/\(Twitch's shoutout of speedy goes in about \d+ s/);
  });
});
