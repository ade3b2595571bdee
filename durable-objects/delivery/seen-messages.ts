// Twitch delivers at least once and resends with the same message id: remember ids for the replay
// window and drop repeats. Kept in the DO's SQLite storage, so it survives eviction. Storage is
// billed per row written, index entries included: the ids live in a table keyed by the id alone
// (WITHOUT ROWID, no second index), so taking an id in writes one row and forgetting it one more.

export const seenWindowMs = 10 * 60 * 1000;
/** Old ids are cleared at most this often: a busy chat would otherwise pay a delete per message. */
const pruneEveryMs = 30 * 1000;

export class SeenMessages {
  private prunedAt = 0;

  constructor(private readonly sql: SqlStorage) {
    sql.exec('CREATE TABLE IF NOT EXISTS seen_ids (id TEXT PRIMARY KEY, at INTEGER NOT NULL) WITHOUT ROWID');
    // Objects from before kept the ids in a table with two indexes: their ids move over once.
    if (sql.exec("SELECT 1 FROM sqlite_master WHERE name = 'seen_messages'").toArray().length > 0) {
      sql.exec('INSERT OR IGNORE INTO seen_ids (id, at) SELECT id, at FROM seen_messages');
      sql.exec('DROP TABLE seen_messages');
    }
  }

  /** True the first time an id is seen within the window, false for a repeat. */
  firstSighting(id: string, now: number): boolean {
    if (now - this.prunedAt >= pruneEveryMs) {
      // A scan of a table that holds minutes of deliveries: reads are priced a thousandth of writes.
      this.sql.exec('DELETE FROM seen_ids WHERE at < ?', now - seenWindowMs);
      this.prunedAt = now;
    }
    const inserted = this.sql.exec('INSERT OR IGNORE INTO seen_ids (id, at) VALUES (?, ?)', id, now);
    return inserted.rowsWritten > 0;
  }
}
