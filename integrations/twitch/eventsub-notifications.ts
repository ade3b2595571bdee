// Turns an EventSub notification into the product's own shapes, once, at the boundary: the
// subscription type is looked up in the one list (eventsub-types.ts) and its event read with that
// type's schema.
import type { EventSubNotificationBody, PayloadReading } from './eventsub-payloads';
import { readPayload } from './eventsub-payloads';
import { type ChannelNotification, type EventSubTypeDefinition, eventSubTypes } from './eventsub-types';

export type { ChannelNotification } from './eventsub-types';

const definitions = new Map<string, EventSubTypeDefinition>(eventSubTypes.map((d) => [d.type, d]));

/**
 * The channel and what happened in it; null for a subscription type the product does not know or an
 * event it does not act on (a gifted sub); a reason when the event does not fit its type's schema.
 * `messageId` is the EventSub message id: it names the event so repeats can be recognised.
 */
export function readChannelNotification(
  body: EventSubNotificationBody,
  messageId: string,
  receivedAt: number,
): PayloadReading<ChannelNotification | null> {
  const definition = definitions.get(body.subscription.type);
  if (!definition) return { ok: true, value: null };
  const event = readPayload(definition.event, body.event, `${definition.type} event`);
  if (!event.ok) return event;
  return { ok: true, value: definition.read(event.value, { id: messageId, isTest: false, at: receivedAt }) };
}
