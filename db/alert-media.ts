// A channel's alert media rows (the files themselves are in the MEDIA bucket). Every query names the
// streamer, so no id of another channel's reads, counts or deletes anything.
import { and, desc, eq, sql } from 'drizzle-orm';
import { alertMediaLimits } from '../core/alerts/media-files';
import type { MediaKind } from '../core/settings/media-reference';
import { insertWithinLimit } from './channel-full';
import type { Database } from './client';
import { alertMedia } from './schema';

export type AlertMediaRow = {
  id: string;
  kind: MediaKind;
  contentType: string;
  bytes: number;
  name: string;
  createdAt: number;
};

const ofChannel = (streamerId: string) => eq(alertMedia.streamerId, streamerId);

/** Newest first. */
export async function listAlertMedia(db: Database, streamerId: string): Promise<AlertMediaRow[]> {
  return (
    db
      .select({
        id: alertMedia.id,
        kind: alertMedia.kind,
        contentType: alertMedia.contentType,
        bytes: alertMedia.bytes,
        name: alertMedia.name,
        createdAt: alertMedia.createdAt,
      })
      .from(alertMedia)
      .where(ofChannel(streamerId))
      // Two uploads in one millisecond: the later insert (higher rowid) is the newer.
      .orderBy(desc(alertMedia.createdAt), sql`rowid DESC`)
  );
}

export async function alertMediaUsage(db: Database, streamerId: string) {
  return db.get<{ bytes: number; files: number }>(sql`
    SELECT COALESCE(SUM(bytes), 0) AS bytes, count(*) AS files
    FROM alert_media WHERE streamer_id = ${streamerId}`);
}

/**
 * Records a file before its bytes are stored, in one statement that adds the row only while the
 * channel stays within its quota and file count, so two uploads at once cannot both take the last
 * room. False when there was no room.
 */
export async function reserveAlertMedia(
  db: Database,
  streamerId: string,
  file: AlertMediaRow,
): Promise<boolean> {
  const inserted = await insertWithinLimit(
    db,
    alertMedia,
    { ...file, streamerId },
    alertMediaLimits.files,
    sql`(SELECT COALESCE(SUM(bytes), 0) FROM ${alertMedia} WHERE streamer_id = ${streamerId}) + ${file.bytes} <= ${alertMediaLimits.channelBytes}`,
  ).returning({ id: alertMedia.id });
  return inserted.length > 0;
}

export async function hasAlertMedia(db: Database, streamerId: string, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: alertMedia.id })
    .from(alertMedia)
    .where(and(ofChannel(streamerId), eq(alertMedia.id, id)));
  return rows.length > 0;
}

export async function deleteAlertMedia(db: Database, streamerId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(alertMedia)
    .where(and(ofChannel(streamerId), eq(alertMedia.id, id)))
    .returning({ id: alertMedia.id });
  return deleted.length > 0;
}
