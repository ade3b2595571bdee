// The channel's settings history: who changed what, newest first, the last few hundred kept.
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from './client';
import { settingsChanges } from './schema';

/** Rows kept per channel; older ones go as new ones come. */
const keptChanges = 200;

export type SettingsChange = { by: string; what: string; at: number };

export type RecordedChange = SettingsChange & { id: number };

export async function recordSettingsChange(
  db: Database,
  streamerId: string,
  change: SettingsChange,
): Promise<void> {
  await db.batch([
    db.insert(settingsChanges).values({ streamerId, byLogin: change.by, what: change.what, at: change.at }),
    db.delete(settingsChanges).where(
      and(
        eq(settingsChanges.streamerId, streamerId),
        lte(
          settingsChanges.id,
          sql`(SELECT id FROM ${settingsChanges} WHERE streamer_id = ${streamerId}
            ORDER BY id DESC LIMIT 1 OFFSET ${keptChanges})`,
        ),
      ),
    ),
  ]);
}

export async function recentSettingsChanges(
  db: Database,
  streamerId: string,
  limit = 50,
): Promise<RecordedChange[]> {
  return db
    .select({
      id: settingsChanges.id,
      by: settingsChanges.byLogin,
      what: settingsChanges.what,
      at: settingsChanges.at,
    })
    .from(settingsChanges)
    .where(eq(settingsChanges.streamerId, streamerId))
    .orderBy(desc(settingsChanges.id))
    .limit(limit);
}
