// Twitch delivers at least once and resends with the same message id: remember ids for the replay
// window and drop repeats. Kept in the DO's SQLite storage, so it survives eviction.

export const seenWindowMs = 10 * 60 * 1000;
/** Old ids are cleared at most this often: a busy chat would otherwise pay a delete per message. */
const pruneEveryMs = 30 * 1000;

export class SeenMessages {
  private prunedAt = 0;

  constructor(private readonly sql: SqlStorage) {
    sql.exec('CREATE TABLE IF NOT EXISTS seen_messages (id TEXT PRIMARY KEY, at INTEGER NOT NULL)');
    sql.exec('CREATE INDEX IF NOT EXISTS seen_messages_at ON seen_messages (at)');
  }

  /** True the first time an id is seen within the window, false for a repeat. */
  firstSighting(id: string, now: number): boolean {
    if (now - this.prunedAt >= pruneEveryMs) {
      this.sql.exec('DELETE FROM seen_messages WHERE at < ?', now - seenWindowMs);
      this.prunedAt = now;
    }
    const inserted = this.sql.exec('INSERT OR IGNORE INTO seen_messages (id, at) VALUES (?, ?)', id, now);
    return inserted.rowsWritten > 0;
  }
}
