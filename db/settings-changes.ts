// The channel's settings history: who changed what, newest first. Each person's last few hundred changes
// are kept apart, so no one's changes (an editor's toggles) can push the owner's, or anyone else's, out.
import { and, desc, eq, lt, lte, sql } from 'drizzle-orm';
import type { Database } from './client';
import { settingsChanges } from './schema';

/** Rows kept per person on a channel; their older ones go as their new ones come. */
export const keptChangesPerPerson = 200;

export type SettingsChange = { by: string; what: string; at: number };

export type RecordedChange = SettingsChange & { id: number };

export async function recordSettingsChange(
  db: Database,
  streamerId: string,
  change: SettingsChange,
): Promise<void> {
  const ofThisPerson = and(
    eq(settingsChanges.streamerId, streamerId),
    eq(settingsChanges.byLogin, change.by),
  );
  await db.batch([
    db.insert(settingsChanges).values({ streamerId, byLogin: change.by, what: change.what, at: change.at }),
    db.delete(settingsChanges).where(
      and(
        ofThisPerson,
        lte(
          settingsChanges.id,
          sql`(SELECT id FROM ${settingsChanges} WHERE ${ofThisPerson}
            ORDER BY id DESC LIMIT 1 OFFSET ${keptChangesPerPerson})`,
        ),
      ),
    ),
  ]);
}

export type HistoryQuery = {
  /** Only this person's changes. */
  by?: string;
  /** Only changes older than this one (the next page). */
  before?: number;
  limit: number;
};

export async function recentSettingsChanges(
  db: Database,
  streamerId: string,
  { by, before, limit }: HistoryQuery,
): Promise<RecordedChange[]> {
  return db
    .select({
      id: settingsChanges.id,
      by: settingsChanges.byLogin,
      what: settingsChanges.what,
      at: settingsChanges.at,
    })
    .from(settingsChanges)
    .where(
      and(
        eq(settingsChanges.streamerId, streamerId),
        by === undefined ? undefined : eq(settingsChanges.byLogin, by),
        before === undefined ? undefined : lt(settingsChanges.id, before),
      ),
    )
    .orderBy(desc(settingsChanges.id))
    .limit(limit);
}

/** Everyone with a change in the channel's history, for the page's "who" filter. */
export async function settingsChangeAuthors(db: Database, streamerId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ by: settingsChanges.byLogin })
    .from(settingsChanges)
    .where(eq(settingsChanges.streamerId, streamerId))
    .orderBy(settingsChanges.byLogin);
  return rows.map((row) => row.by);
}

/** Empties the channel's history (the owner's choice; the route records that it was cleared). */
export async function clearSettingsChanges(db: Database, streamerId: string): Promise<void> {
  await db.delete(settingsChanges).where(eq(settingsChanges.streamerId, streamerId));
}
