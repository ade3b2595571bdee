// EventSub webhook bodies as Twitch sends them (snake_case, protocols.md sections 1-2).

export type EventSubSubscription = {
  id: string;
  type: string;
  version: string;
  status: string;
  condition: Record<string, string | undefined>;
  created_at: string;
};

export type EventSubNotificationBody = { subscription: EventSubSubscription; event: Record<string, unknown> };
export type EventSubVerificationBody = { challenge: string; subscription: EventSubSubscription };
export type EventSubRevocationBody = { subscription: EventSubSubscription };

type UserFields = { user_id: string | null; user_login: string | null; user_name: string | null };

export type ChannelChatMessageEvent = {
  broadcaster_user_id: string;
  chatter_user_id: string;
  chatter_user_login: string;
  chatter_user_name: string;
  message_id: string;
  message: { text: string };
  badges: { set_id: string; id: string; info: string }[];
};

export type ChannelFollowEvent = UserFields & { broadcaster_user_id: string };
export type ChannelSubscribeEvent = UserFields & {
  broadcaster_user_id: string;
  tier: string;
  is_gift: boolean;
};
export type ChannelSubscriptionGiftEvent = UserFields & {
  broadcaster_user_id: string;
  total: number;
  tier: string;
  is_anonymous: boolean;
};
export type ChannelSubscriptionMessageEvent = UserFields & {
  broadcaster_user_id: string;
  tier: string;
  message: { text: string };
  cumulative_months: number;
};
export type ChannelCheerEvent = UserFields & {
  broadcaster_user_id: string;
  is_anonymous: boolean;
  message: string;
  bits: number;
};
export type ChannelRaidEvent = {
  from_broadcaster_user_name: string;
  to_broadcaster_user_id: string;
  viewers: number;
};
export type ChannelPointsRedemptionEvent = UserFields & {
  broadcaster_user_id: string;
  user_input: string;
  reward: { id: string; title: string; cost: number };
};
export type StreamOnlineEvent = { broadcaster_user_id: string; started_at: string };
export type StreamOfflineEvent = { broadcaster_user_id: string };
