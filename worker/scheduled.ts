// Periodic work that no single request should pay for: clean-up and re-arming channel alarms.
import { channelsWithAnnouncements } from '../db/announcements';
import { openDatabase } from '../db/client';
import { deleteExpiredSessions } from '../db/sessions';
import { channelOf, type Env } from './env';

export async function runScheduledWork(env: Env, now: number): Promise<void> {
  const db = openDatabase(env.DB);
  await deleteExpiredSessions(db, now);
  // Announcements run on each channel's own alarm; this only re-arms alarms that were lost.
  for (const streamerId of await channelsWithAnnouncements(db))
    await channelOf(env, streamerId).rearm(streamerId);
}
