// The chat filters on a real channel, against a fake of Twitch's documented moderation API
// (protocols.md 9a): each action's request, the delete never without message_id, Undo, a 429 tried
// again, the broadcaster, moderators and shared chat left alone, and the health banner's word when
// Twitch refuses.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  defaultModerationSettings,
  type ModerationSettings,
  withRecommendedFilters,
} from '../../core/moderation/moderation-settings';
import worker from '../../worker/index';
import { eventSubDelivery, eventSubSubscription } from '../fakes/eventsub-delivery';
import { inboxSettled } from '../integration/channel-inbox';
import { dashboardRequest, origin } from '../integration/session-helpers';
import {
  broadcasterToken,
  chatAccount,
  chatAccountToken,
  eventually,
  twitchChannelFixture,
} from './twitch-channel';

let fixture: Awaited<ReturnType<typeof twitchChannelFixture>>;
let streamerId: string;
beforeEach(async () => {
  fixture = await twitchChannelFixture();
  streamerId = fixture.streamerId;
});
afterEach(() => fixture.restore());

const requests = () => fixture.twitch.state.moderation;

/** Polls an asynchronous check until it holds (actions leave the channel in the background). */
async function until(check: () => Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const api = async (method: string, path: string, body?: unknown) => {
  const response = await exports.default.fetch(dashboardRequest(fixture.cookie, method, path, body));
  return (await response.json()) as Record<string, unknown>;
};

async function filtersOn(change: (settings: ModerationSettings) => ModerationSettings = (s) => s) {
  expect(
    await api('POST', '/api/moderation', change(withRecommendedFilters(defaultModerationSettings))),
  ).toEqual({
    status: true,
  });
}

const viewer = { id: '5550001', login: 'spammer', name: 'Spammer' };

/** A signed channel.chat.message for this channel, delivered and worked through; its message id. */
async function chat(
  text: string,
  options: { chatter?: typeof viewer; badges?: string[]; sourceChannel?: string } = {},
): Promise<string> {
  const chatter = options.chatter ?? viewer;
  const messageId = crypto.randomUUID();
  const request = await eventSubDelivery(`${origin}/webhooks/twitch`, {
    secret: env.EVENTSUB_SECRET as string,
    messageType: 'notification',
    subscriptionType: 'channel.chat.message',
    body: {
      subscription: eventSubSubscription('channel.chat.message', { broadcaster_user_id: streamerId }),
      event: {
        broadcaster_user_id: streamerId,
        broadcaster_user_login: 'dallas',
        broadcaster_user_name: 'Dallas',
        chatter_user_id: chatter.id,
        chatter_user_login: chatter.login,
        chatter_user_name: chatter.name,
        message_id: messageId,
        message: { text, fragments: [{ type: 'text', text, cheermote: null, emote: null, mention: null }] },
        color: '',
        badges: (options.badges ?? []).map((set_id) => ({ set_id, id: '1', info: '' })),
        message_type: 'text',
        cheer: null,
        reply: null,
        channel_points_custom_reward_id: null,
        source_broadcaster_user_id: options.sourceChannel ?? null,
        source_message_id: options.sourceChannel ? crypto.randomUUID() : null,
      },
    },
  });
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, env, ctx);
  await waitOnExecutionContext(ctx);
  expect(response.status).toBe(204);
  await inboxSettled(streamerId);
  return messageId;
}

describe('moderation actions through Helix', () => {
  it('deletes by message id, then times out with the strike in the reason, as the broadcaster', async () => {
    await filtersOn();
    const first = await chat('free stuff at spam.example.com');
    await eventually(() => requests().length === 1);
    expect(requests()[0]).toEqual({
      method: 'DELETE',
      path: '/helix/moderation/chat',
      query: { broadcaster_id: streamerId, moderator_id: streamerId, message_id: first },
      body: null,
      token: broadcasterToken,
    });
    await chat('again: spam.example.com');
    await eventually(() => requests().length === 2);
    expect(requests()[1]).toMatchObject({
      method: 'POST',
      path: '/helix/moderation/bans',
      query: { broadcaster_id: streamerId, moderator_id: streamerId },
      body: { data: { user_id: viewer.id, duration: 60, reason: 'links (strike 2)' } },
    });
    expect(fixture.twitch.state.bans[streamerId]?.has(viewer.id)).toBe(true);

    const log = (await api('GET', '/api/moderation/log')).entries as { id: number; action: string }[];
    expect(await api('POST', '/api/moderation/undo', { id: log[0]?.id })).toEqual({ status: true });
    await eventually(() => requests().length === 3);
    expect(requests()[2]).toMatchObject({
      method: 'DELETE',
      path: '/helix/moderation/bans',
      query: { broadcaster_id: streamerId, moderator_id: streamerId, user_id: viewer.id },
    });
    expect(fixture.twitch.state.bans[streamerId]?.has(viewer.id)).toBe(false);
    // No delete ever left without its message id (Twitch would clear the whole chat).
    for (const request of requests().filter((r) => r.path === '/helix/moderation/chat'))
      expect(request.query.message_id).toBeTruthy();
  });

  it('warns (with the delete) and bans where the ladder and the blocklist say so', async () => {
    await filtersOn((settings) => ({
      ...settings,
      ladder: [{ action: 'warn' }],
      filters: { ...settings.filters, links: { ...settings.filters.links, block: ['*.scam.com'] } },
    }));
    const id = await chat('go to other.example.com');
    await eventually(() => requests().length === 2);
    expect(requests().map((r) => [r.method, r.path])).toEqual([
      ['DELETE', '/helix/moderation/chat'],
      ['POST', '/helix/moderation/warnings'],
    ]);
    expect(requests()[0]?.query.message_id).toBe(id);
    expect(requests()[1]?.body).toEqual({ data: { user_id: viewer.id, reason: 'links (strike 1)' } });
    await chat('claim at free.scam.com/win', {
      chatter: { id: '5550002', login: 'scammer', name: 'Scammer' },
    });
    await eventually(() => requests().length === 3);
    expect(requests()[2]).toMatchObject({
      method: 'POST',
      path: '/helix/moderation/bans',
      body: { data: { user_id: '5550002', reason: 'links (strike 1)' } },
    });
  });

  it('tries a 429 again once the budget allows', async () => {
    await filtersOn();
    fixture.twitch.state.moderationBusy = 1;
    const id = await chat('spam.example.com');
    await eventually(() => requests().length === 2, 8000);
    expect(requests().map((r) => r.query.message_id)).toEqual([id, id]);
    const log = (await api('GET', '/api/moderation/log')).entries as { twitchAnswer?: string }[];
    expect(log[0]?.twitchAnswer).toBeUndefined();
  }, 15_000);

  it('never acts on the broadcaster, a moderator or shared chat from another channel', async () => {
    await filtersOn();
    await chat('my link example.com', { badges: ['moderator'] });
    await chat('SHOUTING AT EXAMPLE.COM', {
      chatter: { id: streamerId, login: 'dallas', name: 'Dallas' },
      badges: ['broadcaster'],
    });
    await chat('shared spam.example.com', { sourceChannel: '99999' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requests()).toEqual([]);
    expect((await api('GET', '/api/moderation/log')).entries).toEqual([]);
  });

  it('acts as the chat account when the streamer set one, and says on the health banner when it is not a moderator', async () => {
    expect(await api('POST', '/api/twitchOauth/assign', { token: chatAccountToken })).toEqual({
      status: true,
    });
    await filtersOn();
    await chat('spam.example.com');
    await eventually(() => requests().length === 1);
    expect(requests()[0]).toMatchObject({
      query: { moderator_id: chatAccount.id },
      token: chatAccountToken,
    });
    const problems = async () =>
      ((await api('GET', '/api/health')).problems as { message: string }[]).map((p) => p.message).join(' ');
    await until(async () => /chat filters could not act.*moderator/.test(await problems()));
    const log = (await api('GET', '/api/moderation/log')).entries as { twitchAnswer?: string }[];
    expect(log[0]?.twitchAnswer).toMatch(/403/);

    fixture.twitch.state.moderators[streamerId] = [chatAccount.id];
    await chat('spam.example.com', { chatter: { id: '5550003', login: 'other', name: 'Other' } });
    await eventually(() => requests().length === 2);
    await until(async () => !/chat filters could not act/.test(await problems()));
  });
});
