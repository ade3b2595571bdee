// Creating and deleting a channel's EventSub webhook subscriptions with the app token (protocols.md 1.1).
import { ApiClient } from '@twurple/api';
import type { HeldSubscription } from '../../db/eventsub-subscriptions';
import { type EventSubTypeDefinition, eventSubTypes } from './eventsub-types';
import type { TwitchTokenStore } from './token-store';

/** What the bot subscribes to when it joins a channel: every type the webhook reads (eventsub-types.ts). */
export const channelSubscriptions: EventSubTypeDefinition[] = eventSubTypes;

export type WebhookTarget = { callback: string; secret: string };

export type SubscribeResult =
  | { ok: true; held: HeldSubscription[] }
  | { ok: false; reason: string; held: HeldSubscription[] };

const statusOf = (error: unknown) => (error as { statusCode?: number }).statusCode;

function refusalReason(error: unknown): string {
  switch (statusOf(error)) {
    case 403:
      return 'Twitch refused: the bot is missing permission in your channel. Sign in again to grant it, or make the bot a moderator.';
    case 400:
      return 'Twitch refused the subscription request (check PUBLIC_URL and EVENTSUB_SECRET).';
    case 401:
      return 'Twitch did not accept the app credentials (check TWITCH_CLIENT_ID and TWITCH_CLIENT_SECRET).';
    case 429:
      return 'Twitch says there are too many subscriptions for this channel.';
    default:
      return 'Could not reach Twitch. Try again in a moment.';
  }
}

export async function subscribeChannel(
  tokens: TwitchTokenStore,
  streamerId: string,
  target: WebhookTarget,
): Promise<SubscribeResult> {
  const api = new ApiClient({
    authProvider: tokens.app(),
    logger: { minLevel: 'critical' },
  });
  const botId = tokens.config.botUserId ?? streamerId;
  const held: HeldSubscription[] = [];
  for (const spec of channelSubscriptions) {
    try {
      const created = await api.eventSub.createSubscription(
        spec.type,
        spec.version,
        spec.condition(streamerId, botId),
        {
          method: 'webhook',
          callback: target.callback,
          secret: target.secret,
        },
      );
      held.push({ subscriptionId: created.id, type: spec.type });
    } catch (error) {
      if (statusOf(error) !== 409) return { ok: false, reason: refusalReason(error), held };
      // Already subscribed (e.g. joined before and the record was lost): adopt the existing one.
      const existing = await api.eventSub.getSubscriptionsForUser(streamerId);
      const match = existing.data.find((s) => s.type === spec.type && s.transportMethod === 'webhook');
      if (match) held.push({ subscriptionId: match.id, type: spec.type });
    }
  }
  return { ok: true, held };
}

export async function unsubscribeChannel(tokens: TwitchTokenStore, held: HeldSubscription[]): Promise<void> {
  const api = new ApiClient({
    authProvider: tokens.app(),
    logger: { minLevel: 'critical' },
  });
  for (const subscription of held) {
    try {
      await api.eventSub.deleteSubscription(subscription.subscriptionId);
    } catch (error) {
      if (statusOf(error) !== 404) throw error;
    }
  }
}
