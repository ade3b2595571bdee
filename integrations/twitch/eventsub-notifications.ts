// Turns an EventSub notification into the product's own shapes, once, at the boundary: the
// subscription type is looked up in the one list (eventsub-types.ts) and its event read with that
// type's schema.
import type { EventSubNotificationBody, PayloadReading } from './eventsub-payloads';
import { readPayload } from './eventsub-payloads';
import { type ChannelNotification, type EventSubTypeDefinition, eventSubTypes } from './eventsub-types';

export type { ChannelNotification } from './eventsub-types';

const definitions = new Map<string, EventSubTypeDefinition>(eventSubTypes.map((d) => [d.type, d]));

/**
 * Whether a delivery may be a copy Twitch sent before: its Twitch-Eventsub-Message-Retry counter
 * (protocols.md 1.4) is past 0. Twitch always sends the counter; a delivery without a readable one
 * is taken as a possible copy, which costs the event log a look back and never a double.
 */
export const mayBeResent = (retryHeader: string | undefined) => retryHeader?.trim() !== '0';

/**
 * The channel and what happened in it; null for a subscription type the product does not know or an
 * event it does not act on (a gifted sub); a reason when the event does not fit its type's schema.
 * `messageId` is the EventSub message id: it names the event so repeats can be recognised; an event
 * of a delivery that `mayBeRepeat` carries that mark (see LiveEvent).
 */
export function readChannelNotification(
  body: EventSubNotificationBody,
  messageId: string,
  receivedAt: number,
  mayBeRepeat = false,
): PayloadReading<ChannelNotification | null> {
  const definition = definitions.get(body.subscription.type);
  if (!definition) return { ok: true, value: null };
  const event = readPayload(definition.event, body.event, `${definition.type} event`);
  if (!event.ok) return event;
  const value = definition.read(event.value, { id: messageId, isTest: false, at: receivedAt });
  if (!mayBeRepeat || value?.kind !== 'event') return { ok: true, value };
  return { ok: true, value: { ...value, event: { ...value.event, mayBeRepeat: true } } };
}
