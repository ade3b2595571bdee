// Viewers' strikes in the object's SQLite (60 minutes after the last one they are forgotten), written
// as each strike is given so an eviction forgets none; read once per viewer and cached.
import type { StrikeState } from '../../core/moderation/strikes';
import { createKeyedTable } from '../storage/tables';

const table = 'moderation_strikes';
/** Viewers kept in memory; the rest are read again when they chat. */
const cachedViewers = 5000;

export class StrikeRecords {
  private readonly cache = new Map<string, StrikeState>();
  private created = false;

  constructor(private readonly storage: DurableObjectStorage) {}

  get(userId: string): StrikeState {
    const cached = this.cache.get(userId);
    if (cached) return cached;
    this.ensureTable();
    const row = this.storage.sql
      .exec<{ strikes: number; last_strike_at: number }>(
        `SELECT strikes, last_strike_at FROM ${table} WHERE user_id = ?`,
        userId,
      )
      .toArray()[0];
    const record = row
      ? { strikes: row.strikes, lastStrikeAt: row.last_strike_at }
      : { strikes: 0, lastStrikeAt: null };
    this.remember(userId, record);
    return record;
  }

  put(userId: string, record: { strikes: number; lastStrikeAt: number }): void {
    this.ensureTable();
    this.storage.sql.exec(
      `INSERT OR REPLACE INTO ${table} (user_id, strikes, last_strike_at) VALUES (?, ?, ?)`,
      userId,
      record.strikes,
      record.lastStrikeAt,
    );
    this.remember(userId, record);
  }

  private remember(userId: string, record: StrikeState): void {
    this.cache.delete(userId);
    this.cache.set(userId, record);
    if (this.cache.size > cachedViewers) this.cache.delete(this.cache.keys().next().value as string);
  }

  private ensureTable(): void {
    if (this.created) return;
    createKeyedTable(
      this.storage,
      table,
      'user_id TEXT PRIMARY KEY, strikes INTEGER NOT NULL, last_strike_at INTEGER NOT NULL',
    );
    this.created = true;
  }
}
