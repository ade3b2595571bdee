// Periodic work that no single request should pay for: clean-up (expired sessions, events past the
// log's 90 days), re-arming channel alarms and the carousel's scheduled top-donation resets.
import { isTopResetDue } from '../core/carousel/top-reset-period';
import { channelLimits } from '../core/limits/channel-limits';
import { channelsWithAnnouncements } from '../db/announcements';
import { pruneChannelEvents } from '../db/channel-events';
import { openDatabase } from '../db/client';
import { deleteExpiredSessions } from '../db/sessions';
import { channelsWithTopResetPeriod } from '../db/top-donation';
import { channelOf, type Env } from './env';

export async function runScheduledWork(env: Env, now: number): Promise<void> {
  const db = openDatabase(env.DB);
  await deleteExpiredSessions(db, now);
  await pruneChannelEvents(db, now - channelLimits.eventLogDays * 24 * 60 * 60 * 1000);
  // Announcements run on each channel's own alarm; this only re-arms alarms that were lost.
  for (const streamerId of await channelsWithAnnouncements(db)) await channelOf(env, streamerId).rearm();
  await resetDueTopDonations(env, now);
}

/** Resets the top tip/cheer of each channel whose reset period ended since its last reset. */
async function resetDueTopDonations(env: Env, now: number): Promise<void> {
  const db = openDatabase(env.DB);
  for (const channel of await channelsWithTopResetPeriod(db)) {
    if (!isTopResetDue(channel.topResetPeriod, channel.topResetAt, now)) continue;
    await channelOf(env, channel.streamerId).resetTopDonation(now);
  }
}
