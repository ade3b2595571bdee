// POST /webhooks/twitch: EventSub deliveries. Nothing runs before the signature and timestamp checks.
import { Hono } from 'hono';
import { openDatabase } from '../../db/client';
import { recordRevocation } from '../../db/eventsub-revocations';
import { forgetRevokedSubscription } from '../../db/eventsub-subscriptions';
import { readChannelNotification } from '../../integrations/twitch/eventsub-notifications';
import type {
  EventSubNotificationBody,
  EventSubRevocationBody,
  EventSubVerificationBody,
} from '../../integrations/twitch/eventsub-payloads';
import { type AppEnv, channelOf } from '../env';
import { HttpError } from '../http-error';
import { isEventSubSignatureValid, isEventSubTimestampFresh } from './eventsub-signature';

export const twitchWebhookRoutes = new Hono<AppEnv>().post('/twitch', async (c) => {
  const secret = c.env.EVENTSUB_SECRET;
  if (!secret) throw new HttpError(503, 'EventSub is not configured on this server.');
  const messageId = c.req.header('Twitch-Eventsub-Message-Id') ?? '';
  const timestamp = c.req.header('Twitch-Eventsub-Message-Timestamp') ?? '';
  const signature = c.req.header('Twitch-Eventsub-Message-Signature') ?? '';
  const rawBody = await c.req.text();

  if (!messageId || !(await isEventSubSignatureValid(secret, messageId, timestamp, rawBody, signature))) {
    throw new HttpError(403, 'Invalid EventSub signature.');
  }
  const now = Date.now();
  if (!isEventSubTimestampFresh(timestamp, now)) throw new HttpError(403, 'Stale EventSub message.');

  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new HttpError(400, 'EventSub body is not JSON.');
  }

  switch (c.req.header('Twitch-Eventsub-Message-Type')) {
    case 'webhook_callback_verification':
      return c.text((body as EventSubVerificationBody).challenge, 200);
    case 'revocation': {
      const { subscription } = body as EventSubRevocationBody;
      const db = openDatabase(c.env.DB);
      await forgetRevokedSubscription(db, subscription.id);
      await recordRevocation(db, {
        subscriptionId: subscription.id,
        type: subscription.type,
        broadcasterId:
          subscription.condition.broadcaster_user_id ?? subscription.condition.to_broadcaster_user_id,
        status: subscription.status,
        revokedAt: now,
      });
      console.warn(
        `EventSub subscription ${subscription.id} (${subscription.type}) revoked: ${subscription.status}`,
      );
      return c.body(null, 204);
    }
    case 'notification': {
      const notification = readChannelNotification(body as EventSubNotificationBody, messageId, now);
      if (!notification) return c.body(null, 204);
      const channel = channelOf(c.env, notification.broadcasterId);
      // A resend keeps its message id: acknowledge it so Twitch stops, but act only once.
      if (!(await channel.isFirstDelivery(messageId))) return c.body(null, 200);
      // Acknowledge at once; the channel's work continues after the response.
      c.executionCtx.waitUntil(
        notification.kind === 'chat'
          ? channel.receiveChatMessage(notification.broadcasterId, notification.message)
          : channel.receiveEvent(notification.broadcasterId, notification.event),
      );
      return c.body(null, 204);
    }
    default:
      throw new HttpError(400, 'Unknown EventSub message type.');
  }
});
