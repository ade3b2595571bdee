// Turns an EventSub notification into the product's own shapes, once, at the boundary.
import type { ChatMessage, ChatRole } from '../../core/chat/chat-message';
import type { LiveEvent } from '../../core/live/live-event';
import type {
  ChannelChatMessageEvent,
  ChannelCheerEvent,
  ChannelFollowEvent,
  ChannelPointsRedemptionEvent,
  ChannelRaidEvent,
  ChannelSubscribeEvent,
  ChannelSubscriptionGiftEvent,
  ChannelSubscriptionMessageEvent,
  EventSubNotificationBody,
  StreamOfflineEvent,
  StreamOnlineEvent,
} from './eventsub-payloads';

export type ChannelNotification =
  | { kind: 'chat'; broadcasterId: string; message: ChatMessage }
  | { kind: 'event'; broadcasterId: string; event: LiveEvent };

const badgeRoles: Record<string, ChatRole> = {
  broadcaster: 'broadcaster',
  moderator: 'moderator',
  vip: 'vip',
  subscriber: 'subscriber',
  founder: 'subscriber',
};

function chatRolesFromBadges(event: ChannelChatMessageEvent): ChatRole[] {
  const roles = new Set<ChatRole>();
  for (const badge of event.badges) {
    const role = badgeRoles[badge.set_id];
    if (role) roles.add(role);
  }
  if (event.chatter_user_id === event.broadcaster_user_id) roles.add('broadcaster');
  return [...roles];
}

const tierNumber = (tier: string) => Math.max(1, Math.min(3, Math.round(Number(tier) / 1000) || 1));

/**
 * The channel and what happened in it, or null for a subscription type (or a gifted sub) the product
 * does not act on.
 * `messageId` is the EventSub message id: it names the event so repeats can be recognised.
 */
export function readChannelNotification(
  body: EventSubNotificationBody,
  messageId: string,
  receivedAt: number,
): ChannelNotification | null {
  const base = { id: messageId, isTest: false, at: receivedAt };
  const e = body.event;
  switch (body.subscription.type) {
    case 'channel.chat.message': {
      const chat = e as ChannelChatMessageEvent;
      return {
        kind: 'chat',
        broadcasterId: chat.broadcaster_user_id,
        message: {
          messageId: chat.message_id,
          chatterId: chat.chatter_user_id,
          chatterLogin: chat.chatter_user_login,
          chatterName: chat.chatter_user_name,
          text: chat.message.text,
          roles: chatRolesFromBadges(chat),
          isTest: false,
        },
      };
    }
    case 'channel.follow': {
      const follow = e as ChannelFollowEvent;
      return event(follow.broadcaster_user_id, {
        ...base,
        type: 'follow',
        user: follow.user_name ?? undefined,
      });
    }
    case 'channel.subscribe': {
      const sub = e as ChannelSubscribeEvent;
      // Each gifted sub also arrives as channel.subscription.gift with the gifter and the total:
      // that one event stands for the gift, so a 20-sub gift does not queue 21 items.
      if (sub.is_gift) return null;
      return event(sub.broadcaster_user_id, {
        ...base,
        type: 'subscribe',
        user: sub.user_name ?? undefined,
        tier: tierNumber(sub.tier),
      });
    }
    case 'channel.subscription.gift': {
      const gift = e as ChannelSubscriptionGiftEvent;
      return event(gift.broadcaster_user_id, {
        ...base,
        type: 'giftsub',
        user: gift.is_anonymous ? undefined : (gift.user_name ?? undefined),
        amount: gift.total,
        tier: tierNumber(gift.tier),
      });
    }
    case 'channel.subscription.message': {
      const resub = e as ChannelSubscriptionMessageEvent;
      return event(resub.broadcaster_user_id, {
        ...base,
        type: 'resub',
        user: resub.user_name ?? undefined,
        amount: resub.cumulative_months,
        message: resub.message.text,
        tier: tierNumber(resub.tier),
      });
    }
    case 'channel.cheer': {
      const cheer = e as ChannelCheerEvent;
      return event(cheer.broadcaster_user_id, {
        ...base,
        type: 'cheer',
        user: cheer.is_anonymous ? undefined : (cheer.user_name ?? undefined),
        amount: cheer.bits,
        message: cheer.message,
      });
    }
    case 'channel.raid': {
      const raid = e as ChannelRaidEvent;
      return event(raid.to_broadcaster_user_id, {
        ...base,
        type: 'raid',
        user: raid.from_broadcaster_user_name,
        amount: raid.viewers,
      });
    }
    case 'channel.channel_points_custom_reward_redemption.add': {
      const redemption = e as ChannelPointsRedemptionEvent;
      return event(redemption.broadcaster_user_id, {
        ...base,
        type: 'redemption',
        user: redemption.user_name ?? undefined,
        userId: redemption.user_id ?? undefined,
        reward: redemption.reward.title,
        amount: redemption.reward.cost,
        message: redemption.user_input || undefined,
      });
    }
    case 'stream.online': {
      const online = e as StreamOnlineEvent;
      return event(online.broadcaster_user_id, {
        ...base,
        type: 'streamOnline',
        at: Date.parse(online.started_at) || receivedAt,
      });
    }
    case 'stream.offline':
      return event((e as StreamOfflineEvent).broadcaster_user_id, { ...base, type: 'streamOffline' });
    default:
      return null;
  }
}

function event(broadcasterId: string, liveEvent: LiveEvent): ChannelNotification {
  return { kind: 'event', broadcasterId, event: liveEvent };
}
