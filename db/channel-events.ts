// The channel_events log: each follow, sub, gift, resub, cheer, raid and tip once per channel, for
// counters and goals. Keyed by the LiveEvent id, so a repeated delivery is counted once.
import type { LiveEvent, LiveEventType } from '../core/live/live-event';
import type { Database } from './client';
import { channelEvents } from './schema';

const recordedTypes: ReadonlySet<LiveEventType> = new Set([
  'follow',
  'subscribe',
  'giftsub',
  'resub',
  'cheer',
  'raid',
  'tip',
]);

/** Records the event if it is one the log keeps; a repeat of a recorded id changes nothing. */
export async function recordChannelEvent(db: Database, streamerId: string, event: LiveEvent): Promise<void> {
  if (!recordedTypes.has(event.type)) return;
  await db
    .insert(channelEvents)
    .values({
      streamerId,
      eventId: event.id,
      type: event.type,
      userName: event.user ?? null,
      userId: event.userId ?? null,
      amount: event.amount ?? null,
      currency: event.currency ?? null,
      tier: event.tier ?? null,
      isTest: event.isTest,
      at: event.at,
    })
    .onConflictDoNothing({ target: [channelEvents.streamerId, channelEvents.eventId] });
}
