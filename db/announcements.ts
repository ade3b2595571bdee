// Periodic announcement settings per channel.
import { eq } from 'drizzle-orm';
import { type AnnouncementSettings, defaultAnnouncementSettings } from '../core/announcements/announcements';
import type { Database } from './client';
import { announcementSettings } from './schema';

export async function readAnnouncementSettings(
  db: Database,
  streamerId: string,
): Promise<AnnouncementSettings> {
  const row = await db.query.announcementSettings.findFirst({
    where: eq(announcementSettings.streamerId, streamerId),
  });
  if (!row) return defaultAnnouncementSettings;
  const { streamerId: _streamer, ...settings } = row;
  return settings;
}

/** The write as a statement not yet run, so a batch (an import) can include it. */
export function announcementSettingsUpsert(db: Database, streamerId: string, settings: AnnouncementSettings) {
  return db
    .insert(announcementSettings)
    .values({ streamerId, ...settings })
    .onConflictDoUpdate({ target: announcementSettings.streamerId, set: settings });
}

export async function writeAnnouncementSettings(
  db: Database,
  streamerId: string,
  settings: AnnouncementSettings,
) {
  await announcementSettingsUpsert(db, streamerId, settings);
}

/** Channels whose announcements may need their alarm re-armed. */
export async function channelsWithAnnouncements(db: Database): Promise<string[]> {
  const rows = await db
    .select({ streamerId: announcementSettings.streamerId })
    .from(announcementSettings)
    .where(eq(announcementSettings.announcementsEnabled, true));
  return rows.map((row) => row.streamerId);
}
