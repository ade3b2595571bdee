// The channel_events log: each follow, sub, gift, resub, cheer, raid and tip once per channel, which
// the dashboard shows as Recent activity. One row per event: the table is its key, (streamer_id, at,
// event_id), in the order Recent activity reads, with no index beside it (migrations/0016).
import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import { testEventLog } from '../core/limits/channel-limits';
import { eventSubMaxAgeMs } from '../core/live/eventsub-window';
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
 * How long after the first copy of an event a copy stamped anew may still come and be logged once. A
 * retry of stored work keeps the event's `at`, and the key alone dedupes it; but work done at once
 * and lost in a crash before the delivery's id was kept is sent again by Twitch or Ko-fi, and that copy
 * is stamped with its own arrival time, after the first's (a resend follows its loss). Twitch's copies
 * arrive within eventSubMaxAgeMs of their timestamp either way (the webhook refuses the rest), so
 * within twice that of each other; the channel drops a seen id for as long
 * (durable-objects/delivery/seen-messages.ts), and a copy later than that it takes in afresh anyway.
 */
const retakenWithinMs = 2 * eventSubMaxAgeMs;

/**
 * Records the event if it is one the log keeps; a repeat of a recorded id changes nothing, and so
 * does an event for a channel whose streamer record is gone (a subscription Twitch still delivers).
 */
export async function recordChannelEvent(db: Database, streamerId: string, event: LiveEvent): Promise<void> {
  if (!recordedTypes.has(event.type)) return;
  // Only a copy that may have come before (event.mayBeRepeat) looks for its id, among the channel's
  // events of the minutes before its `at`: a first delivery reads no stretch of the log at all.
  const earlierCopy = event.mayBeRepeat
    ? sql`AND NOT EXISTS (SELECT 1 FROM ${channelEvents}
        WHERE ${channelEvents.streamerId} = ${streamerId}
          AND ${channelEvents.at} BETWEEN ${event.at - retakenWithinMs} AND ${event.at}
          AND ${channelEvents.eventId} = ${event.id})`
    : sql``;
  await db.run(sql`
    INSERT OR IGNORE INTO ${channelEvents}
      (streamer_id, event_id, type, user_name, user_id, amount, currency, tier, is_test, at)
    SELECT ${streamerId}, ${event.id}, ${event.type}, ${event.user ?? null}, ${event.userId ?? null},
      ${event.amount ?? null}, ${event.currency ?? null}, ${event.tier ?? null}, ${event.isTest ? 1 : 0}, ${event.at}
    WHERE EXISTS (SELECT 1 FROM ${streamers} WHERE ${streamers.streamerId} = ${streamerId})
      ${earlierCopy}`);
  if (!event.isTest) return;
  // The Simulator's events share the database every channel uses: a channel keeps its newest few of the
  // last day (the cron forgets older ones), so test floods cannot fill it. Only a day of the channel's
  // log is read, along the key, and rows go by their key.
  const dayAgo = event.at - testEventLog.hours * 60 * 60 * 1000;
  await db.run(sql`
    DELETE FROM ${channelEvents}
    WHERE ${channelEvents.streamerId} = ${streamerId} AND (${channelEvents.at}, ${channelEvents.eventId}) IN (
      SELECT ${channelEvents.at}, ${channelEvents.eventId} FROM ${channelEvents}
      WHERE ${channelEvents.streamerId} = ${streamerId} AND ${channelEvents.at} >= ${dayAgo}
        AND ${channelEvents.isTest} = 1
      ORDER BY ${channelEvents.at} DESC, ${channelEvents.eventId} DESC
      LIMIT -1 OFFSET ${testEventLog.perChannel})`);
}

/** One logged event as Recent activity shows it: the LiveEvent's fields the log keeps. */
export type RecentChannelEvent = Pick<
  LiveEvent,
  'id' | 'type' | 'user' | 'amount' | 'currency' | 'tier' | 'isTest' | 'at'
>;

/**
 * The channel's newest logged events, newest first; simultaneous ones (the same `at`, as a Simulator
 * flood's are) by event id, the greater first, which is the key's order read backwards: no sort.
 */
export async function recentChannelEvents(
  db: Database,
  streamerId: string,
  limit: number,
): Promise<RecentChannelEvent[]> {
  const rows = await db
    .select({
      id: channelEvents.eventId,
      type: channelEvents.type,
      user: channelEvents.userName,
      amount: channelEvents.amount,
      currency: channelEvents.currency,
      tier: channelEvents.tier,
      isTest: channelEvents.isTest,
      at: channelEvents.at,
    })
    .from(channelEvents)
    .where(eq(channelEvents.streamerId, streamerId))
    .orderBy(desc(channelEvents.at), desc(channelEvents.eventId))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    // Only recordChannelEvent writes the log, and only LiveEvent types.
    type: row.type as LiveEventType,
    user: row.user ?? undefined,
    amount: row.amount ?? undefined,
    currency: row.currency ?? undefined,
    tier: row.tier ?? undefined,
    isTest: row.isTest,
    at: row.at,
  }));
}

/** "Clear test events": the channel's Simulator events leave the log; their ids. */
export async function deleteTestChannelEvents(db: Database, streamerId: string): Promise<string[]> {
  const rows = await db
    .delete(channelEvents)
    .where(and(eq(channelEvents.streamerId, streamerId), eq(channelEvents.isTest, true)))
    .returning({ eventId: channelEvents.eventId });
  return rows.map((row) => row.eventId);
}

/**
 * Forgets events older than `before` (the cron keeps the log to its limit in days), and Simulator
 * events older than `testsBefore` (a day: see recordChannelEvent).
 */
export async function pruneChannelEvents(db: Database, before: number, testsBefore = before): Promise<void> {
  await db
    .delete(channelEvents)
    .where(
      or(
        lt(channelEvents.at, before),
        and(eq(channelEvents.isTest, true), lt(channelEvents.at, testsBefore)),
      ),
    );
}
