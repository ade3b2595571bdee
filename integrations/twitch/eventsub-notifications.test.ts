import { describe, expect, it } from 'vitest';
import { mayBeResent, readChannelNotification } from './eventsub-notifications';
import type { EventSubNotificationBody } from './eventsub-payloads';

// Events as Twitch documents them (protocols.md section 2, with the example values of the Twitch
// reference), every field included, also the ones the product does not read.
const broadcaster = {
  broadcaster_user_id: '1337',
  broadcaster_user_login: 'cooler_user',
  broadcaster_user_name: 'Cooler_User',
};
const viewer = { user_id: '1234', user_login: 'cool_user', user_name: 'Cool_User' };
const anonymous = { user_id: null, user_login: null, user_name: null };

const examples = {
  'channel.chat.message': {
    broadcaster_user_id: '1971641',
    broadcaster_user_login: 'streamer',
    broadcaster_user_name: 'streamer',
    chatter_user_id: '4145994',
    chatter_user_login: 'viewer32',
    chatter_user_name: 'viewer32',
    message_id: 'cc106a89-1814-919d-454c-f4f2f970aae7',
    message: {
      text: 'Hi chat',
      fragments: [{ type: 'text', text: 'Hi chat', cheermote: null, emote: null, mention: null }],
    },
    color: '#00FF7F',
    badges: [
      { set_id: 'moderator', id: '1', info: '' },
      { set_id: 'subscriber', id: '12', info: '16' },
      { set_id: 'sub-gifter', id: '1', info: '' },
    ],
    message_type: 'text',
    cheer: null,
    reply: null,
    channel_points_custom_reward_id: null,
    source_broadcaster_user_id: null,
    source_broadcaster_user_login: null,
    source_broadcaster_user_name: null,
    source_message_id: null,
    source_badges: null,
    is_source_only: null,
  },
  'channel.channel_points_custom_reward_redemption.add': {
    id: '17fa2df1-ad76-4804-bfa5-a40ef63efe63',
    ...broadcaster,
    ...viewer,
    user_input: 'pogchamp',
    status: 'unfulfilled',
    reward: {
      id: '92af127c-7326-4483-a52b-b0da0be61c01',
      title: 'title',
      cost: 100,
      prompt: 'reward prompt',
    },
    redeemed_at: '2020-07-15T17:16:03.17106713Z',
  },
  'channel.follow': { ...viewer, ...broadcaster, followed_at: '2020-07-15T18:16:11.17106713Z' },
  'channel.subscribe': { ...viewer, ...broadcaster, tier: '1000', is_gift: false },
  'channel.subscription.gift': {
    ...viewer,
    ...broadcaster,
    total: 2,
    tier: '1000',
    cumulative_total: 284,
    is_anonymous: false,
  },
  'channel.subscription.message': {
    ...viewer,
    ...broadcaster,
    tier: '1000',
    message: { text: 'Love the stream! FevziGG', emotes: [{ begin: 23, end: 30, id: '302976485' }] },
    cumulative_months: 15,
    streak_months: 1,
    duration_months: 6,
  },
  'channel.cheer': { is_anonymous: false, ...viewer, ...broadcaster, message: 'pogchamp', bits: 1000 },
  'channel.raid': {
    from_broadcaster_user_id: '1234',
    from_broadcaster_user_login: 'cool_user',
    from_broadcaster_user_name: 'Cool_User',
    to_broadcaster_user_id: '1337',
    to_broadcaster_user_login: 'cooler_user',
    to_broadcaster_user_name: 'Cooler_User',
    viewers: 9001,
  },
  'stream.online': { id: '9001', ...broadcaster, type: 'live', started_at: '2020-10-11T10:11:12.123Z' },
  'stream.offline': { ...broadcaster },
} satisfies Record<string, Record<string, unknown>>;

const messageId = 'befa7b53-d79d-478f-86b9-120f112b044e';
const receivedAt = Date.parse('2026-03-01T12:00:00Z');
const base = { id: messageId, isTest: false, at: receivedAt };

function body(type: string, event: Record<string, unknown>): EventSubNotificationBody {
  return {
    subscription: { id: 'f1c2a387', type, version: '1', status: 'enabled', condition: {} },
    event,
  };
}

const read = (type: string, event: Record<string, unknown>) =>
  readChannelNotification(body(type, event), messageId, receivedAt);

describe('reading each documented EventSub example', () => {
  it('reads a chat message with its roles from the badges', () => {
    expect(read('channel.chat.message', examples['channel.chat.message'])).toEqual({
      ok: true,
      value: {
        kind: 'chat',
        streamerId: '1971641',
        message: {
          messageId: 'cc106a89-1814-919d-454c-f4f2f970aae7',
          chatterId: '4145994',
          chatterLogin: 'viewer32',
          chatterName: 'viewer32',
          text: 'Hi chat',
          // Plain chat: no command, read once here where the message enters.
          invocation: null,
          roles: ['moderator', 'subscriber'],
          isTest: false,
          fragments: [{ type: 'text', text: 'Hi chat' }],
        },
      },
    });
  });

  it("reads a chat message's emote and cheermote fragments and its bits", () => {
    const cheer = {
      ...examples['channel.chat.message'],
      message: {
        text: 'Cheer100 Kappa hype',
        fragments: [
          {
            type: 'cheermote',
            text: 'Cheer100',
            cheermote: { prefix: 'cheer', bits: 100, tier: 100 },
            emote: null,
            mention: null,
          },
          { type: 'text', text: ' ', cheermote: null, emote: null, mention: null },
          {
            type: 'emote',
            text: 'Kappa',
            cheermote: null,
            emote: { id: '25', emote_set_id: '0', owner_id: '0', format: ['static'] },
            mention: null,
          },
          { type: 'text', text: ' hype', cheermote: null, emote: null, mention: null },
        ],
      },
      cheer: { bits: 100 },
    };
    const result = read('channel.chat.message', cheer);
    const message = result.ok && result.value?.kind === 'chat' ? result.value.message : null;
    expect(message?.fragments).toEqual([
      { type: 'cheermote', text: 'Cheer100', bits: 100 },
      { type: 'text', text: ' ' },
      { type: 'emote', text: 'Kappa', id: '25', animated: false },
      { type: 'text', text: ' hype' },
    ]);
    expect(message?.cheerBits).toBe(100);
  });

  it('gives the broadcaster their role when they chat in their own channel, badge or not', () => {
    const own = { ...examples['channel.chat.message'], chatter_user_id: '1971641', badges: [] };
    const result = read('channel.chat.message', own);
    expect(result.ok && result.value?.kind === 'chat' && result.value.message.roles).toEqual(['broadcaster']);
  });

  it.each([
    [
      'channel.channel_points_custom_reward_redemption.add',
      {
        type: 'redemption',
        user: 'Cool_User',
        userId: '1234',
        reward: 'title',
        amount: 100,
        message: 'pogchamp',
      },
    ],
    ['channel.follow', { type: 'follow', user: 'Cool_User' }],
    ['channel.subscribe', { type: 'subscribe', user: 'Cool_User', userId: '1234', tier: 1 }],
    ['channel.subscription.gift', { type: 'giftsub', user: 'Cool_User', userId: '1234', amount: 2, tier: 1 }],
    [
      'channel.subscription.message',
      {
        type: 'resub',
        user: 'Cool_User',
        userId: '1234',
        amount: 15,
        message: 'Love the stream! FevziGG',
        tier: 1,
      },
    ],
    [
      'channel.cheer',
      { type: 'cheer', user: 'Cool_User', userId: '1234', amount: 1000, message: 'pogchamp' },
    ],
    ['channel.raid', { type: 'raid', user: 'Cool_User', amount: 9001 }],
    ['stream.online', { type: 'streamOnline', at: Date.parse('2020-10-11T10:11:12.123Z') }],
    ['stream.offline', { type: 'streamOffline' }],
  ] as const)('reads %s as the channel live event', (type, event) => {
    expect(read(type, examples[type])).toEqual({
      ok: true,
      value: { kind: 'event', streamerId: '1337', event: { ...base, ...event } },
    });
  });

  it('reads tiers 2000 and 3000 as tiers 2 and 3', () => {
    for (const [tier, number] of [
      ['2000', 2],
      ['3000', 3],
    ] as const) {
      const result = read('channel.subscribe', { ...examples['channel.subscribe'], tier });
      expect(result.ok && result.value?.kind === 'event' && result.value.event.tier).toBe(number);
    }
  });

  it('acts on a gifted sub only through its channel.subscription.gift', () => {
    expect(read('channel.subscribe', { ...examples['channel.subscribe'], is_gift: true })).toEqual({
      ok: true,
      value: null,
    });
  });

  it('reads anonymous gifts and cheers without a user', () => {
    const gift = read('channel.subscription.gift', {
      ...examples['channel.subscription.gift'],
      ...anonymous,
      cumulative_total: null,
      is_anonymous: true,
    });
    expect(gift).toEqual({
      ok: true,
      value: {
        kind: 'event',
        streamerId: '1337',
        event: { ...base, type: 'giftsub', amount: 2, tier: 1 },
      },
    });
    const cheer = read('channel.cheer', { ...examples['channel.cheer'], ...anonymous, is_anonymous: true });
    expect(cheer).toEqual({
      ok: true,
      value: {
        kind: 'event',
        streamerId: '1337',
        event: { ...base, type: 'cheer', amount: 1000, message: 'pogchamp' },
      },
    });
  });

  it('reads a redemption without input as one without a message', () => {
    const result = read('channel.channel_points_custom_reward_redemption.add', {
      ...examples['channel.channel_points_custom_reward_redemption.add'],
      user_input: '',
    });
    expect(result.ok && result.value?.kind === 'event' && result.value.event.message).toBeUndefined();
  });

  it('dates a stream.online whose started_at cannot be read by its arrival', () => {
    const result = read('stream.online', { ...examples['stream.online'], started_at: 'soon' });
    expect(result.ok && result.value?.kind === 'event' && result.value.event.at).toBe(receivedAt);
  });

  it('ignores a subscription type it does not know, whatever its event', () => {
    expect(read('channel.update', { title: 42 })).toEqual({ ok: true, value: null });
  });

  it('keeps only the fields it reads, so new fields from Twitch change nothing', () => {
    const withExtras = { ...examples['channel.follow'], brand_new_field: { nested: [1, 2] } };
    expect(read('channel.follow', withExtras)).toEqual(read('channel.follow', examples['channel.follow']));
  });
});

describe('refusing malformed events of a known type', () => {
  it.each([
    ['channel.chat.message', 'message_id'],
    ['channel.channel_points_custom_reward_redemption.add', 'reward'],
    ['channel.follow', 'broadcaster_user_id'],
    ['channel.subscribe', 'is_gift'],
    ['channel.subscription.gift', 'total'],
    ['channel.subscription.message', 'message'],
    ['channel.cheer', 'bits'],
    ['channel.raid', 'to_broadcaster_user_id'],
    ['stream.online', 'started_at'],
    ['stream.offline', 'broadcaster_user_id'],
  ] as const)('refuses a %s event without %s, saying so', (type, field) => {
    const { [field]: _dropped, ...event } = examples[type] as Record<string, unknown>;
    expect(read(type, event)).toEqual({ ok: false, reason: `Malformed ${type} event: ${field} is missing.` });
  });

  it('refuses a field of the wrong type, naming its path', () => {
    expect(read('channel.cheer', { ...examples['channel.cheer'], bits: '1000' })).toEqual({
      ok: false,
      reason: 'Malformed channel.cheer event: bits should be a number, not a string.',
    });
    const badges = [{ set_id: 7 }];
    expect(read('channel.chat.message', { ...examples['channel.chat.message'], badges })).toEqual({
      ok: false,
      reason: 'Malformed channel.chat.message event: badges.0.set_id should be a string, not a number.',
    });
  });

  it('accepts null only where Twitch sends null', () => {
    const result = read('channel.raid', { ...examples['channel.raid'], to_broadcaster_user_id: null });
    expect(result).toEqual({
      ok: false,
      reason: 'Malformed channel.raid event: to_broadcaster_user_id should be a string, not null.',
    });
  });
});

describe('a delivery Twitch may have sent before', () => {
  it('is one whose retry counter is past 0, or unreadable', () => {
    expect(mayBeResent('0')).toBe(false);
    expect(mayBeResent('1')).toBe(true);
    expect(mayBeResent('12')).toBe(true);
    expect(mayBeResent(undefined)).toBe(true);
  });

  it("marks its event as a possible copy, and a first delivery's not at all", () => {
    const follow = body('channel.follow', examples['channel.follow']);
    const resent = readChannelNotification(follow, messageId, receivedAt, true);
    expect(resent.ok && resent.value?.kind === 'event' && resent.value.event.mayBeRepeat).toBe(true);
    const first = readChannelNotification(follow, messageId, receivedAt);
    expect(first.ok && first.value?.kind === 'event' && first.value.event).not.toHaveProperty('mayBeRepeat');
  });
});
