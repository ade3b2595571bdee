// Every EventSub type the bot subscribes to, as data (protocols.md section 2): what joining a channel
// subscribes with (type, version, condition), the shape of the notification's `event` (a zod schema of
// the fields read uses), and what the event means to the product (read). Joining a channel iterates
// this list and the webhook looks the type up in it, so adding a type is one entry here.
import { z } from 'zod';
import type { ChatFragment, ChatMessage, ChatRole } from '../../core/chat/chat-message';
import { readInvocation } from '../../core/commands/invocation';
import type { LiveEvent } from '../../core/live/live-event';

export type ChannelNotification =
  | { kind: 'chat'; streamerId: string; message: ChatMessage }
  | { kind: 'event'; streamerId: string; event: LiveEvent };

/**
 * What every live event read from a notification shares. `id` is the EventSub message id: it names
 * the event so repeats can be recognised; `at` is when the webhook received it.
 */
export type NotificationBase = Pick<LiveEvent, 'id' | 'isTest' | 'at'>;

export type EventSubTypeDefinition<Event extends z.ZodType = z.ZodType> = {
  type: string;
  version: string;
  /** The subscription's condition for a channel; `botId` is the user the bot reads chat as. */
  condition: (streamerId: string, botId: string) => Record<string, string>;
  /** The notification's `event`: the fields read uses. Other keys are stripped, never refused. */
  event: Event;
  /** The channel and what happened in it, or null for an event the product does not act on. */
  // Method syntax on purpose: it lets a definition for one schema stand in the list typed for any
  // schema. That is sound because `read` only ever receives what its own `event` schema parsed.
  read(event: z.output<Event>, base: NotificationBase): ChannelNotification | null;
};

/** Keeps the pairing of `event` and `read` type-checked while the list holds definitions of any schema. */
const eventSubType = <Event extends z.ZodType>(
  definition: EventSubTypeDefinition<Event>,
): EventSubTypeDefinition => definition;

const liveEvent = (streamerId: string, event: LiveEvent): ChannelNotification => ({
  kind: 'event',
  streamerId,
  event,
});

const byBroadcaster = (streamerId: string) => ({ broadcaster_user_id: streamerId });

// A viewer's name; Twitch sends null for anonymous gifts and cheers.
const viewerName = z.string().nullable();

const tierNumber = (tier: string) => Math.max(1, Math.min(3, Math.round(Number(tier) / 1000) || 1));

const badgeRoles: Record<string, ChatRole> = {
  broadcaster: 'broadcaster',
  moderator: 'moderator',
  vip: 'vip',
  subscriber: 'subscriber',
  founder: 'subscriber',
};

function chatRoles(chat: {
  broadcaster_user_id: string;
  chatter_user_id: string;
  badges: { set_id: string }[];
}): ChatRole[] {
  const roles = new Set<ChatRole>();
  for (const badge of chat.badges) {
    const role = badgeRoles[badge.set_id];
    if (role) roles.add(role);
  }
  if (chat.chatter_user_id === chat.broadcaster_user_id) roles.add('broadcaster');
  return [...roles];
}

const fragmentSchema = z.object({
  type: z.string(),
  text: z.string(),
  emote: z.object({ id: z.string(), format: z.array(z.string()).optional() }).nullish(),
  cheermote: z.object({ bits: z.number() }).nullish(),
});

/** The message's fragments as the bot reads them; a fragment of an unknown shape is plain text. */
function chatFragments(fragments: unknown[] | undefined): ChatFragment[] | undefined {
  if (!fragments) return undefined;
  return fragments.flatMap((raw): ChatFragment[] => {
    const fragment = fragmentSchema.safeParse(raw);
    if (!fragment.success) return [];
    const { type, text, emote, cheermote } = fragment.data;
    if (type === 'emote' && emote)
      return [{ type: 'emote', text, id: emote.id, animated: emote.format?.includes('animated') ?? false }];
    if (type === 'cheermote' && cheermote) return [{ type: 'cheermote', text, bits: cheermote.bits }];
    return [{ type: 'text', text }];
  });
}

export const eventSubTypes: EventSubTypeDefinition[] = [
  eventSubType({
    type: 'channel.chat.message',
    version: '1',
    condition: (streamerId, botId) => ({ broadcaster_user_id: streamerId, user_id: botId }),
    event: z.object({
      broadcaster_user_id: z.string(),
      chatter_user_id: z.string(),
      chatter_user_login: z.string(),
      chatter_user_name: z.string(),
      message_id: z.string(),
      message: z.object({ text: z.string(), fragments: z.array(z.unknown()).optional() }),
      badges: z.array(z.object({ set_id: z.string() })),
      cheer: z.object({ bits: z.number() }).nullish(),
      source_broadcaster_user_id: z.string().nullish(),
    }),
    read: (chat) => ({
      kind: 'chat',
      streamerId: chat.broadcaster_user_id,
      message: {
        messageId: chat.message_id,
        chatterId: chat.chatter_user_id,
        chatterLogin: chat.chatter_user_login,
        chatterName: chat.chatter_user_name,
        text: chat.message.text,
        invocation: readInvocation(chat.message.text),
        roles: chatRoles(chat),
        isTest: false,
        fragments: chatFragments(chat.message.fragments),
        ...(chat.cheer ? { cheerBits: chat.cheer.bits } : {}),
        // Shared chat: set to another channel's id when the message was typed there.
        ...(chat.source_broadcaster_user_id &&
          chat.source_broadcaster_user_id !== chat.broadcaster_user_id && {
            sourceChannelId: chat.source_broadcaster_user_id,
          }),
      },
    }),
  }),
  // The alerts' kill switch: a moderator's delete, timeout or ban silences the viewer's alert speech.
  eventSubType({
    type: 'channel.chat.message_delete',
    version: '1',
    condition: (streamerId, botId) => ({ broadcaster_user_id: streamerId, user_id: botId }),
    event: z.object({
      broadcaster_user_id: z.string(),
      target_user_id: z.string(),
      target_user_name: z.string(),
      message_id: z.string(),
    }),
    read: (deleted, base) =>
      liveEvent(deleted.broadcaster_user_id, {
        ...base,
        type: 'viewerModerated',
        user: deleted.target_user_name,
        userId: deleted.target_user_id,
        messageId: deleted.message_id,
      }),
  }),
  eventSubType({
    type: 'channel.ban',
    version: '1',
    condition: byBroadcaster,
    event: z.object({ broadcaster_user_id: z.string(), user_id: z.string(), user_name: z.string() }),
    read: (ban, base) =>
      liveEvent(ban.broadcaster_user_id, {
        ...base,
        type: 'viewerModerated',
        user: ban.user_name,
        userId: ban.user_id,
      }),
  }),
  eventSubType({
    type: 'channel.channel_points_custom_reward_redemption.add',
    version: '1',
    condition: byBroadcaster,
    event: z.object({
      broadcaster_user_id: z.string(),
      user_id: z.string().nullable(),
      user_name: viewerName,
      user_input: z.string(),
      reward: z.object({ title: z.string(), cost: z.number() }),
    }),
    read: (redemption, base) =>
      liveEvent(redemption.broadcaster_user_id, {
        ...base,
        type: 'redemption',
        user: redemption.user_name ?? undefined,
        userId: redemption.user_id ?? undefined,
        reward: redemption.reward.title,
        amount: redemption.reward.cost,
        message: redemption.user_input || undefined,
      }),
  }),
  // The carousel's events. The broadcaster authorized moderator:read:followers, so they are the moderator.
  eventSubType({
    type: 'channel.follow',
    version: '2',
    condition: (streamerId) => ({ broadcaster_user_id: streamerId, moderator_user_id: streamerId }),
    event: z.object({ broadcaster_user_id: z.string(), user_name: viewerName }),
    read: (follow, base) =>
      liveEvent(follow.broadcaster_user_id, { ...base, type: 'follow', user: follow.user_name ?? undefined }),
  }),
  eventSubType({
    type: 'channel.subscribe',
    version: '1',
    condition: byBroadcaster,
    event: z.object({
      broadcaster_user_id: z.string(),
      user_id: z.string().nullish(),
      user_name: viewerName,
      tier: z.string(),
      is_gift: z.boolean(),
    }),
    // Each gifted sub also arrives as channel.subscription.gift with the gifter and the total:
    // that one event stands for the gift, so a 20-sub gift does not queue 21 items.
    read: (sub, base) =>
      sub.is_gift
        ? null
        : liveEvent(sub.broadcaster_user_id, {
            ...base,
            type: 'subscribe',
            user: sub.user_name ?? undefined,
            userId: sub.user_id ?? undefined,
            tier: tierNumber(sub.tier),
          }),
  }),
  eventSubType({
    type: 'channel.subscription.gift',
    version: '1',
    condition: byBroadcaster,
    event: z.object({
      broadcaster_user_id: z.string(),
      user_id: z.string().nullish(),
      user_name: viewerName,
      total: z.number(),
      tier: z.string(),
      is_anonymous: z.boolean(),
    }),
    read: (gift, base) =>
      liveEvent(gift.broadcaster_user_id, {
        ...base,
        type: 'giftsub',
        user: gift.is_anonymous ? undefined : (gift.user_name ?? undefined),
        userId: gift.user_id ?? undefined,
        amount: gift.total,
        tier: tierNumber(gift.tier),
      }),
  }),
  eventSubType({
    type: 'channel.subscription.message',
    version: '1',
    condition: byBroadcaster,
    event: z.object({
      broadcaster_user_id: z.string(),
      user_id: z.string().nullish(),
      user_name: viewerName,
      tier: z.string(),
      message: z.object({ text: z.string() }),
      cumulative_months: z.number(),
    }),
    read: (resub, base) =>
      liveEvent(resub.broadcaster_user_id, {
        ...base,
        type: 'resub',
        user: resub.user_name ?? undefined,
        userId: resub.user_id ?? undefined,
        amount: resub.cumulative_months,
        message: resub.message.text,
        tier: tierNumber(resub.tier),
      }),
  }),
  eventSubType({
    type: 'channel.cheer',
    version: '1',
    condition: byBroadcaster,
    event: z.object({
      broadcaster_user_id: z.string(),
      user_id: z.string().nullish(),
      user_name: viewerName,
      is_anonymous: z.boolean(),
      message: z.string(),
      bits: z.number(),
    }),
    read: (cheer, base) =>
      liveEvent(cheer.broadcaster_user_id, {
        ...base,
        type: 'cheer',
        user: cheer.is_anonymous ? undefined : (cheer.user_name ?? undefined),
        userId: cheer.user_id ?? undefined,
        amount: cheer.bits,
        message: cheer.message,
      }),
  }),
  eventSubType({
    type: 'channel.raid',
    version: '1',
    condition: (streamerId) => ({ to_broadcaster_user_id: streamerId }),
    event: z.object({
      from_broadcaster_user_name: z.string(),
      to_broadcaster_user_id: z.string(),
      viewers: z.number(),
    }),
    read: (raid, base) =>
      liveEvent(raid.to_broadcaster_user_id, {
        ...base,
        type: 'raid',
        user: raid.from_broadcaster_user_name,
        amount: raid.viewers,
      }),
  }),
  eventSubType({
    type: 'stream.online',
    version: '1',
    condition: byBroadcaster,
    event: z.object({ broadcaster_user_id: z.string(), started_at: z.string() }),
    read: (online, base) =>
      liveEvent(online.broadcaster_user_id, {
        ...base,
        type: 'streamOnline',
        at: Date.parse(online.started_at) || base.at,
      }),
  }),
  eventSubType({
    type: 'stream.offline',
    version: '1',
    condition: byBroadcaster,
    event: z.object({ broadcaster_user_id: z.string() }),
    read: (offline, base) => liveEvent(offline.broadcaster_user_id, { ...base, type: 'streamOffline' }),
  }),
];
