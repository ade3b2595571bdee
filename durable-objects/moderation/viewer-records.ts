// What the filters remember of each viewer, in the object's SQLite: strikes (60 minutes after the last
// one they are forgotten) and how many clean messages a new viewer has sent (first-time chatters'
// links). A trusted viewer with no strikes costs no write per message; rows are read once and cached.
import { createKeyedTable } from '../storage/tables';

export type ViewerRecord = { clean: number; strikes: number; lastStrikeAt: number };

const table = 'moderation_viewers';
/** Viewers kept in memory; the rest are read again when they chat. */
const cachedViewers = 5000;
const fresh = (): ViewerRecord => ({ clean: 0, strikes: 0, lastStrikeAt: 0 });

export class ViewerRecords {
  private readonly cache = new Map<string, ViewerRecord>();
  private created = false;

  constructor(private readonly storage: DurableObjectStorage) {}

  get(userId: string): ViewerRecord {
    const cached = this.cache.get(userId);
    if (cached) return cached;
    this.ensureTable();
    const row = this.storage.sql
      .exec<{ clean: number; strikes: number; last_strike_at: number }>(
        `SELECT clean, strikes, last_strike_at FROM ${table} WHERE user_id = ?`,
        userId,
      )
      .toArray()[0];
    const record = row
      ? { clean: row.clean, strikes: row.strikes, lastStrikeAt: row.last_strike_at }
      : fresh();
    this.remember(userId, record);
    return record;
  }

  put(userId: string, record: ViewerRecord): void {
    this.ensureTable();
    this.storage.sql.exec(
      `INSERT OR REPLACE INTO ${table} (user_id, clean, strikes, last_strike_at) VALUES (?, ?, ?, ?)`,
      userId,
      record.clean,
      record.strikes,
      record.lastStrikeAt,
    );
    this.remember(userId, record);
  }

  private remember(userId: string, record: ViewerRecord): void {
    this.cache.delete(userId);
    this.cache.set(userId, record);
    if (this.cache.size > cachedViewers) this.cache.delete(this.cache.keys().next().value as string);
  }

  private ensureTable(): void {
    if (this.created) return;
    createKeyedTable(
      this.storage,
      table,
      'user_id TEXT PRIMARY KEY, clean INTEGER NOT NULL, strikes INTEGER NOT NULL, last_strike_at INTEGER NOT NULL',
    );
    this.created = true;
  }
}
