// POST /webhooks/twitch: EventSub deliveries. Nothing runs before the signature and timestamp checks;
// then the body is read with zod, and a signed body that does not fit is a 400 that reaches no channel.
import { Hono } from 'hono';
import { subscriptionLost } from '../../core/health/problem';
import { isUnrecoverable } from '../../core/health/subscription-statuses';
import { recordProblem } from '../../db/channel-problems';
import { openDatabase } from '../../db/client';
import { recordRevocation } from '../../db/eventsub-revocations';
import { forgetRevokedSubscription } from '../../db/eventsub-subscriptions';
import { findStreamer } from '../../db/streamers';
import { mayBeResent, readChannelNotification } from '../../integrations/twitch/eventsub-notifications';
import {
  eventSubNotificationSchema,
  eventSubRevocationSchema,
  eventSubVerificationSchema,
  type PayloadReading,
  readPayload,
} from '../../integrations/twitch/eventsub-payloads';
import {
  errorText,
  reconcileChannel,
  reconcileContext,
} from '../../integrations/twitch/subscription-reconciliation';
import { type AppEnv, channelOf, type Env } from '../env';
import { HttpError } from '../http-error';
import { changesNothing } from '../route-properties';
import { isEventSubSignatureValid, isEventSubTimestampFresh } from './eventsub-signature';
import { forgetPlainChatInterest, plainChatWanted, rememberPlainChatInterest } from './plain-chat-interest';

/**
 * A revoked subscription of a joined channel is dealt with at once: one Twitch will not let the bot
 * recreate becomes the streamer's problem, and the channel is reconciled (a failed one comes back).
 */
async function afterRevocation(
  env: Env,
  streamerId: string,
  subscription: { type: string; status: string },
  now: number,
): Promise<void> {
  const db = openDatabase(env.DB);
  const streamer = await findStreamer(db, streamerId);
  if (!streamer?.botJoinedAt) return;
  if (isUnrecoverable(subscription.status))
    await recordProblem(
      db,
      streamerId,
      `subscription:${subscription.type}`,
      subscriptionLost(subscription.type, subscription.status),
      now,
    );
  const context = reconcileContext(env, db, now);
  if (!context.ok) {
    console.error(`Could not reconcile channel ${streamerId} after a revocation: ${context.reason}.`);
    return;
  }
  try {
    await reconcileChannel(context.ctx, streamerId);
  } catch (error) {
    console.error(`Reconciling channel ${streamerId} after a revocation failed:`, errorText(error));
  }
}

/** The value read, or a 400 with the reason it does not fit. */
function fitOrRefuse<T>(reading: PayloadReading<T>): T {
  if (!reading.ok) throw new HttpError(400, reading.reason);
  return reading.value;
}

export const twitchWebhookRoutes = new Hono<AppEnv>().post('/twitch', changesNothing, async (c) => {
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
    case 'webhook_callback_verification': {
      const { challenge } = fitOrRefuse(
        readPayload(eventSubVerificationSchema, body, 'EventSub verification'),
      );
      return c.text(challenge, 200);
    }
    case 'revocation': {
      const { subscription } = fitOrRefuse(
        readPayload(eventSubRevocationSchema, body, 'EventSub revocation'),
      );
      const db = openDatabase(c.env.DB);
      await forgetRevokedSubscription(db, subscription.id);
      await recordRevocation(db, {
        subscriptionId: subscription.id,
        type: subscription.type,
        streamerId:
          subscription.condition.broadcaster_user_id ??
          subscription.condition.to_broadcaster_user_id ??
          undefined,
        status: subscription.status,
        revokedAt: now,
      });
      console.warn(
        `EventSub subscription ${subscription.id} (${subscription.type}) revoked: ${subscription.status}`,
      );
      const streamerId =
        subscription.condition.broadcaster_user_id ?? subscription.condition.to_broadcaster_user_id;
      if (streamerId) c.executionCtx.waitUntil(afterRevocation(c.env, streamerId, subscription, now));
      return c.body(null, 204);
    }
    case 'notification': {
      const envelope = fitOrRefuse(readPayload(eventSubNotificationSchema, body, 'EventSub notification'));
      // A retry is stamped `now`, not with the first copy's time: the event log then looks for it by id.
      const resent = mayBeResent(c.req.header('Twitch-Eventsub-Message-Retry'));
      const notification = fitOrRefuse(readChannelNotification(envelope, messageId, now, resent));
      if (!notification) return c.body(null, 204);
      const { streamerId, ...delivery } = notification;
      // Most chat is not a command; unless the channel asked for it, it ends here, costing no call
      // into the channel and no write.
      const plain = delivery.kind === 'chat' && !delivery.message.invocation;
      if (plain && !(await plainChatWanted(openDatabase(c.env.DB), streamerId))) return c.body(null, 204);
      // Stored in the channel's inbox before the answer: what is acknowledged is never lost. A resend
      // keeps its message id: acknowledge it so Twitch stops, but act only once.
      const { fresh, plainChatWanted: wanted } = await channelOf(c.env, streamerId).acceptDelivery(
        messageId,
        delivery,
      );
      // The channel's answer says whether it wants plain chat now, unless an event (going live, say)
      // changes that once worked through: then the next plain message asks D1.
      if (delivery.kind === 'event') forgetPlainChatInterest(streamerId);
      else rememberPlainChatInterest(streamerId, wanted);
      if (!fresh) return c.body(null, 200);
      return c.body(null, 204);
    }
    default:
      throw new HttpError(400, 'Unknown EventSub message type.');
  }
});
