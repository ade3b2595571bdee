import {
  createExecutionContext,
  runDurableObjectAlarm,
  runInDurableObject,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import worker from '../../worker/index';
import { eventSubDelivery, eventSubSubscription } from '../fakes/eventsub-delivery';
import { channelStub, crashChannel, inboxSettled } from '../integration/channel-inbox';
import { dashboardRequest, origin } from '../integration/session-helpers';
import { botId, chatAccount, chatAccountToken, eventually, twitchChannelFixture } from './twitch-channel';

let fixture: Awaited<ReturnType<typeof twitchChannelFixture>>;
let streamerId: string;
beforeEach(async () => {
  fixture = await twitchChannelFixture();
  streamerId = fixture.streamerId;
});
const sentChat = () => fixture.twitch.state.chat;
afterEach(() => fixture.restore());

const api = async (method: string, path: string, body?: unknown) => {
  const response = await exports.default.fetch(dashboardRequest(fixture.cookie, method, path, body));
  return (await response.json()) as Record<string, unknown>;
};

async function chat(
  text: string,
  chatter = { id: '1234', login: 'ana', name: 'Ana' },
  badges: { set_id: string }[] = [],
) {
  await deliver('channel.chat.message', {
    broadcaster_user_id: streamerId,
    broadcaster_user_login: 'dallas',
    broadcaster_user_name: 'Dallas',
    chatter_user_id: chatter.id,
    chatter_user_login: chatter.login,
    chatter_user_name: chatter.name,
    message_id: crypto.randomUUID(),
    message: { text, fragments: [{ type: 'text', text, cheermote: null, emote: null, mention: null }] },
    color: '',
    badges: badges.map((b) => ({ ...b, id: '1', info: '' })),
    message_type: 'text',
    cheer: null,
    reply: null,
    channel_points_custom_reward_id: null,
  });
}

/** A signed EventSub notification for this test's channel, delivered and fully processed. */
async function deliver(subscriptionType: string, event: Record<string, unknown>) {
  const request = await eventSubDelivery(`${origin}/webhooks/twitch`, {
    secret: env.EVENTSUB_SECRET as string,
    messageType: 'notification',
    subscriptionType,
    body: {
      subscription: eventSubSubscription(subscriptionType, { broadcaster_user_id: streamerId }),
      event,
    },
  });
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, env, ctx);
  await waitOnExecutionContext(ctx);
  expect(response.status).toBe(204);
  await inboxSettled(streamerId);
}

async function addCommand(command: Record<string, unknown>) {
  expect(await api('POST', '/api/commands', { format: 'add', command })).toMatchObject({ status: true });
}

describe('joining and leaving the channel', () => {
  it('subscribes to channel chat with the app token and reports connected', async () => {
    expect(await api('GET', '/api/twitch/settings')).toMatchObject({ status: true, isConnected: false });
    expect(await api('POST', '/api/twitch/botOn')).toEqual({ status: true, success: true });

    const transport = {
      method: 'webhook',
      callback: 'https://bot.example.com/webhooks/twitch',
      secret: env.EVENTSUB_SECRET,
    };
    expect(fixture.twitch.state.subscriptions).toEqual([
      {
        id: expect.any(String),
        type: 'channel.chat.message',
        version: '1',
        condition: { broadcaster_user_id: streamerId, user_id: botId },
        transport,
      },
      // The alerts' kill switch: a moderator's delete, timeout or ban silences the viewer's speech.
      {
        id: expect.any(String),
        type: 'channel.chat.message_delete',
        version: '1',
        condition: { broadcaster_user_id: streamerId, user_id: botId },
        transport,
      },
      {
        id: expect.any(String),
        type: 'channel.ban',
        version: '1',
        condition: { broadcaster_user_id: streamerId },
        transport,
      },
      {
        id: expect.any(String),
        type: 'channel.channel_points_custom_reward_redemption.add',
        version: '1',
        condition: { broadcaster_user_id: streamerId },
        transport,
      },
      // The carousel's events (their conditions are checked in events-on-twitch.test.ts).
      ...[
        'channel.follow',
        'channel.subscribe',
        'channel.subscription.gift',
        'channel.subscription.message',
        'channel.cheer',
        'channel.raid',
      ].map((type) => expect.objectContaining({ type, transport })),
      ...['stream.online', 'stream.offline'].map((type) => ({
        id: expect.any(String),
        type,
        version: '1',
        condition: { broadcaster_user_id: streamerId },
        transport,
      })),
    ]);
    expect(await api('GET', '/api/twitch/settings')).toMatchObject({ isConnected: true });

    expect(await api('POST', '/api/twitch/botOff')).toEqual({ status: true, success: true });
    expect(fixture.twitch.state.subscriptions).toEqual([]);
    expect(await api('GET', '/api/twitch/settings')).toMatchObject({ isConnected: false });
  });

  it('tells the streamer why when Twitch refuses, and stays disconnected', async () => {
    fixture.twitch.state.refuseSubscriptions = 403;
    expect(await api('POST', '/api/twitch/botOn')).toEqual({
      status: true,
      success: false,
      reason: expect.stringContaining('missing permission'),
    });
    expect(await api('GET', '/api/twitch/settings')).toMatchObject({ isConnected: false });
  });

  it('keeps one app token for many calls, stored encrypted', async () => {
    await api('POST', '/api/twitch/botOn');
    await api('POST', '/api/twitch/botOff');
    await api('POST', '/api/twitch/botOn');
    expect(fixture.twitch.state.appTokensIssued).toBe(1);
    const row = await env.DB.prepare('SELECT token_enc FROM app_tokens').first<{ token_enc: string }>();
    expect(row?.token_enc).toBeTruthy();
    expect(row?.token_enc).not.toContain(fixture.twitch.state.appToken);
  });
});

describe('answering chat on Twitch', () => {
  it('answers a signed chat delivery through Send Chat Message as the bot', async () => {
    await addCommand({ command: 'hello', type: 'Text', text: 'Hi {username}!' });
    await chat('!hello');
    await eventually(() => sentChat().length > 0);
    expect(sentChat()).toEqual([{ broadcaster_id: streamerId, sender_id: botId, message: 'Hi Ana!' }]);
  });

  it('ignores its own messages, so replies cannot loop', async () => {
    await addCommand({ command: 'echo', type: 'Text', text: '!echo' });
    await chat('!echo', { id: botId, login: 'bot', name: 'Bot' });
    await chat('!echo');
    await eventually(() => sentChat().length > 0);
    expect(sentChat()).toHaveLength(1);
  });

  it("never answers the bot's or the chat account's own messages", async () => {
    await addCommand({ command: 'echo', type: 'Text', text: 'echo' });
    expect(await api('POST', '/api/twitchOauth/assign', { token: `oauth:${chatAccountToken}` })).toEqual({
      status: true,
    });
    await chat('!echo', { id: botId, login: 'bot', name: 'Bot' });
    await chat('!echo', { id: chatAccount.id, login: chatAccount.login, name: 'ShoutBot' });
    // Replies leave in the background: give any wrong one time to arrive before checking.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sentChat()).toEqual([]);
    await chat('!echo');
    await eventually(() => sentChat().length > 0);
    expect(sentChat()).toHaveLength(1);
  });

  it("does not count the bot's own messages towards an announcement", async () => {
    // Announcements are the bot posting by itself: only while it is in the channel.
    await api('POST', '/api/twitch/botOn');
    await api('POST', '/api/twitch/announcements', {
      announcements: ['Announced'],
      minutesBetweenAnnouncements: 0,
      numberOfMessagesBetweenAnnouncements: 2,
      announcementsEnabled: true,
      announcementOrderIsRandomized: false,
    });
    await deliver('stream.online', {
      id: '2',
      broadcaster_user_id: streamerId,
      broadcaster_user_login: 'dallas',
      broadcaster_user_name: 'Dallas',
      type: 'live',
      started_at: new Date().toISOString(),
    });
    await chat('a line the bot said', { id: botId, login: 'bot', name: 'Bot' });
    await chat('another line the bot said', { id: botId, login: 'bot', name: 'Bot' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sentChat()).toEqual([]);
    await chat('a viewer');
    await chat('another viewer');
    await eventually(() => sentChat().length === 1);
    expect(sentChat()[0]?.message).toBe('Announced');
  });

  it('asks Helix whether a chatter follows for followers-only commands', async () => {
    await addCommand({ command: 'fanclub', type: 'Text', text: 'welcome, fan', followersOnly: true });
    await chat('!fanclub', { id: '777', login: 'stranger', name: 'Stranger' });
    expect(fixture.twitch.state.chat.some((m) => m.message === 'welcome, fan')).toBe(false);
    fixture.twitch.state.followers.add('778');
    await chat('!fanclub', { id: '778', login: 'fan', name: 'Fan' });
    await eventually(() => sentChat().length > 0);
    expect(sentChat().map((m) => m.message)).toEqual(['welcome, fan']);
  });

  it('reads moderator badges for mods-only commands', async () => {
    await addCommand({ command: 'secret', type: 'Text', text: 'mods only here', needsMod: true });
    await chat('!secret');
    await chat('!secret', { id: '55', login: 'mod', name: 'Mod' }, [{ set_id: 'moderator' }]);
    await eventually(() => sentChat().length > 0);
    expect(sentChat().map((m) => m.message)).toEqual(['mods only here']);
  });

  it('logs a message Twitch did not send instead of counting it as sent', async () => {
    await addCommand({ command: 'dropped', type: 'Text', text: 'you will not see this' });
    fixture.twitch.state.dropChat = true;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await chat('!dropped');
    await eventually(() => errors.mock.calls.length > 0);
    expect(errors).toHaveBeenCalledWith('chat message not sent:', expect.stringContaining('identical'));
    expect(sentChat()).toEqual([]);
    errors.mockRestore();
  });

  it('queues replies beyond the rate limit instead of dropping them', async () => {
    await addCommand({ command: 'spam', type: 'Text', text: 'reply {message}' });
    for (let i = 0; i < 24; i++) await chat(`!spam ${i}`);
    // A bot that is not a moderator may send 20 messages per 30 seconds; the rest wait their turn. In
    // its first 30 seconds the channel counts 4 sends a crash may have kept it from knowing of.
    await eventually(() => sentChat().length >= 16);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sentChat().map((m) => m.message)).toEqual(Array.from({ length: 16 }, (_, i) => `reply ${i}`));
  });

  it('keeps replies waiting for the rate limit across a crash, and sends them in order', async () => {
    await addCommand({ command: 'spam', type: 'Text', text: 'reply {message}' });
    for (let i = 0; i < 24; i++) await chat(`!spam ${i}`);
    // The first 30 seconds count 4 sends the channel may not know of: 16 go.
    await eventually(() => sentChat().length >= 16);
    // twurple's client keeps timers running, so the object is crashed rather than evicted gracefully.
    await crashChannel(streamerId);
    const waiting = await runInDurableObject(channelStub(streamerId), (_instance, state) =>
      state.storage.sql.exec<{ text: string }>('SELECT text FROM chat_outbox ORDER BY seq').toArray(),
    );
    expect(waiting.map((row) => row.text)).toEqual(Array.from({ length: 8 }, (_, i) => `reply ${16 + i}`));

    // Still within the window after the restart (16 sends stored, 4 counted unknown): none may go yet.
    expect(await runDurableObjectAlarm(channelStub(streamerId))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sentChat()).toHaveLength(16);

    // Thirty seconds on, the stored send times fall out of the window and the rest go, in order.
    await runInDurableObject(channelStub(streamerId), (_instance, state) => {
      state.storage.sql.exec('UPDATE chat_sent SET at = at - 31000');
    });
    await crashChannel(streamerId);
    expect(await runDurableObjectAlarm(channelStub(streamerId))).toBe(true);
    await eventually(() => sentChat().length >= 24);
    expect(sentChat().map((m) => m.message)).toEqual(Array.from({ length: 24 }, (_, i) => `reply ${i}`));
  }, 20_000);

  it('sets the category through search and Modify Channel Information', async () => {
    await addCommand({ command: 'game', type: 'game' });
    await chat('!game celeste', { id: streamerId, login: 'dallas', name: 'Dallas' }, [
      { set_id: 'broadcaster' },
    ]);
    await eventually(() => sentChat().length > 0);
    expect(fixture.twitch.state.channel.game_name).toBe('Celeste');
    expect(sentChat().map((m) => m.message)).toEqual(['Category set to Celeste.']);
  });

  it('runs functional commands from a signed delivery: a moderator adds a command, viewers roll and choose', async () => {
    for (const type of ['addcommand', 'roll', 'choose', 'title']) await addCommand({ command: type, type });
    const mod = { id: '55', login: 'mod', name: 'Mod' };
    await chat('!addcommand !lurk {username} is lurking', mod, [{ set_id: 'moderator' }]);
    await eventually(() => sentChat().length === 1);
    await chat('!lurk');
    await chat('!roll 3d4');
    await chat('!choose tea');
    await chat('!title New title', mod, [{ set_id: 'moderator' }]);
    await eventually(() => sentChat().length === 5);
    expect(sentChat().map((m) => m.message)).toEqual([
      'Added !lurk.',
      'Ana is lurking',
      expect.stringMatching(/^Ana rolled 3d4: \d+ \(\d \+ \d \+ \d\)$/),
      'Ana, I choose: tea',
      'Title set to: New title',
    ]);
    expect(fixture.twitch.state.channel.title).toBe('New title');
  });

  it('fills keywords that read Twitch: uptime and a target channel', async () => {
    fixture.twitch.state.stream = { started_at: new Date(Date.now() - (3600 + 120) * 1000).toISOString() };
    await addCommand({ command: 'up', type: 'Text', text: 'Live for {uptime}' });
    await addCommand({
      command: 'so',
      type: 'Text',
      text: 'Check out {target}, last seen playing {targetLastGame}: {targetLastTitle}',
    });
    await chat('!up');
    await chat('!so @speedy');
    await eventually(() => sentChat().length === 2);
    expect(sentChat().map((m) => m.message)).toEqual([
      expect.stringMatching(/^Live for 01:02:0\d$/),
      'Check out speedy, last seen playing Celeste: Any% runs',
    ]);
  });

  it('adds and recalls quotes from signed deliveries', async () => {
    for (const type of ['addquote', 'quote']) await addCommand({ command: type, type });
    await chat('!addquote never gonna give you up');
    await eventually(() => sentChat().length === 1);
    await chat('!quote GONNA');
    await eventually(() => sentChat().length === 2);
    expect(sentChat()[0]?.message).toBe('Added quote #1.');
    expect(sentChat()[1]?.message).toMatch(
      /^1\) 'never gonna give you up', submitted by Ana on \d\d\/\d\d\/\d{4}$/,
    );
  });

  it('answers a signed redemption with the matching text reply, split into chat-sized messages', async () => {
    const saved = await api('POST', '/api/twitch/textReply', {
      redemptionTitle: 'Hydrate',
      text: `{username} says drink water: {message}. ${'glug '.repeat(120)}`,
      enabled: true,
    });
    expect(saved).toEqual({ status: true, _id: expect.any(String) });
    await deliver('channel.channel_points_custom_reward_redemption.add', {
      id: crypto.randomUUID(),
      broadcaster_user_id: streamerId,
      user_id: '321',
      user_login: 'thirsty',
      user_name: 'Thirsty',
      user_input: 'now please',
      status: 'unfulfilled',
      reward: { id: 'r1', title: 'hydrate', cost: 100, prompt: '' },
      redeemed_at: new Date().toISOString(),
    });
    await eventually(() => sentChat().length === 2);
    expect(sentChat()[0]?.message).toMatch(/^Thirsty says drink water: now please\. glug/);
    for (const message of sentChat()) expect(message.message.length).toBeLessThanOrEqual(500);
  });

  it('speaks as the chat account once one is set, and as the bot again after removing it', async () => {
    await addCommand({ command: 'who', type: 'Text', text: 'me' });
    expect(await api('GET', '/api/twitchOauth/login')).toEqual({
      status: true,
      link: expect.stringMatching(
        /^https:\/\/id\.twitch\.tv\/oauth2\/authorize\?response_type=token&client_id=test-client-id&redirect_uri=.*chat-account-token/,
      ),
    });
    expect(await api('POST', '/api/twitchOauth/assign', { token: `oauth:${chatAccountToken}` })).toEqual({
      status: true,
    });
    expect(await api('GET', '/api/twitch/settings')).toMatchObject({
      chatAccountEnabled: true,
      chatAccountLogin: chatAccount.login,
    });
    const row = await env.DB.prepare('SELECT chat_account_token_enc FROM streamers WHERE twitch_user_id = ?')
      .bind(streamerId)
      .first<{ chat_account_token_enc: string }>();
    expect(row?.chat_account_token_enc).not.toContain(chatAccountToken);

    await chat('!who');
    await eventually(() => sentChat().length === 1);
    expect(sentChat()[0]).toEqual({
      broadcaster_id: streamerId,
      sender_id: chatAccount.id,
      message: 'me',
    });

    expect(await api('DELETE', '/api/twitchOauth/unassign')).toEqual({ status: true });
    await chat('!who');
    await eventually(() => sentChat().length === 2);
    expect(sentChat()[1]?.sender_id).toBe(botId);
  });

  it.each([
    ['garbage', 'does not accept'],
    ['token-without-scopes', 'user:write:chat, user:bot'],
    ['token-of-another-app', 'another app'],
  ])('refuses the chat-account token %s with a reason, storing nothing', async (token, reason) => {
    const response = await exports.default.fetch(
      dashboardRequest(fixture.cookie, 'POST', '/api/twitchOauth/assign', { token }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: false, reason: expect.stringContaining(reason) });
    expect(await api('GET', '/api/twitch/settings')).toMatchObject({ chatAccountEnabled: false });
  });

  it('announces on Twitch after a signed stream.online, counting chat messages', async () => {
    // Announcements are the bot posting by itself: only while it is in the channel.
    await api('POST', '/api/twitch/botOn');
    await api('POST', '/api/twitch/announcements', {
      announcements: ['Follow {username}!'],
      minutesBetweenAnnouncements: 0,
      numberOfMessagesBetweenAnnouncements: 2,
      announcementsEnabled: true,
      announcementOrderIsRandomized: false,
    });
    await deliver('stream.online', {
      id: '1',
      broadcaster_user_id: streamerId,
      broadcaster_user_login: 'dallas',
      broadcaster_user_name: 'Dallas',
      type: 'live',
      started_at: new Date().toISOString(),
    });
    await chat('hello');
    await chat('hi again');
    await eventually(() => sentChat().length === 1);
    expect(sentChat()[0]).toEqual({
      broadcaster_id: streamerId,
      sender_id: botId,
      message: 'Follow Dallas!',
    });
  });

  it('counts a signed redemption in the incrementor and answers with the points spent', async () => {
    await api('POST', '/api/twitch/incrementor', {
      incrementorTitle: 'Count',
      incrementorText: '{username}: {count} redemption, {userpointsspent} points',
      incrementorTopText: '{username}: {count}',
      isIncrementorEnabled: true,
    });
    await deliver('channel.channel_points_custom_reward_redemption.add', {
      id: crypto.randomUUID(),
      broadcaster_user_id: streamerId,
      user_id: '4242',
      user_login: 'counter',
      user_name: 'Counter',
      user_input: '',
      status: 'unfulfilled',
      reward: { id: 'r2', title: 'Count', cost: 250, prompt: '' },
      redeemed_at: new Date().toISOString(),
    });
    await eventually(() => sentChat().length === 1);
    expect(sentChat()[0]?.message).toBe('Counter: 1 redemption, 250 points');
  });
});
