// The channel_events log: each follow, sub, gift, resub, cheer, raid and tip once per channel, for
// counters and goals. Keyed by the LiveEvent id, so a repeated delivery is counted once.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { LiveEvent, LiveEventType } from '../core/live/live-event';
import type { Database } from './client';
import { channelEvents, streamers } from './schema';

const recordedTypes: ReadonlySet<LiveEventType> = new Set([
  'follow',
  'subscribe',
  'giftsub',
  'resub',
  'cheer',
  'raid',
  'tip',
]);

/**
 * Records the event if it is one the log keeps; a repeat of a recorded id changes nothing, and so
 * does an event for a channel whose streamer record is gone (a subscription Twitch still delivers).
 */
export async function recordChannelEvent(db: Database, streamerId: string, event: LiveEvent): Promise<void> {
  if (!recordedTypes.has(event.type)) return;
  await db.run(sql`
    INSERT OR IGNORE INTO ${channelEvents}
      (streamer_id, event_id, type, user_name, user_id, amount, currency, tier, is_test, at)
    SELECT ${streamerId}, ${event.id}, ${event.type}, ${event.user ?? null}, ${event.userId ?? null},
      ${event.amount ?? null}, ${event.currency ?? null}, ${event.tier ?? null}, ${event.isTest ? 1 : 0}, ${event.at}
    WHERE EXISTS (SELECT 1 FROM ${streamers} WHERE ${streamers.streamerId} = ${streamerId})`);
}

/** "Clear test events": the channel's Simulator events leave the log; their ids. */
export async function deleteTestChannelEvents(db: Database, streamerId: string): Promise<string[]> {
  const rows = await db
    .delete(channelEvents)
    .where(and(eq(channelEvents.streamerId, streamerId), eq(channelEvents.isTest, true)))
    .returning({ eventId: channelEvents.eventId });
  return rows.map((row) => row.eventId);
}

/** Forgets events older than `before` (the cron keeps the log to its limit in days). */
export async function pruneChannelEvents(db: Database, before: number): Promise<void> {
  await db.delete(channelEvents).where(lt(channelEvents.at, before));
}
