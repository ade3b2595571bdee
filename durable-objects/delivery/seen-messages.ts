// Twitch delivers at least once and resends with the same message id: remember ids and drop repeats.
// Kept in the DO's SQLite storage, so it survives eviction. Storage is billed per row written, a
// deleted row included, but dropping a table writes none: ids go into one table per 10-minute
// generation (WITHOUT ROWID, keyed by the id alone, so taking an id in writes one row) and are
// forgotten a whole generation at a time.
import { eventSubMaxAgeMs } from '../../core/live/eventsub-window';
import { GenerationTables, tableExists } from '../storage/generation-tables';

/**
 * A delivery is accepted while its timestamp is within eventSubMaxAgeMs of now, either way: one
 * stamped that far ahead is still accepted that long after it is, so its id is kept twice as long.
 */
export const seenWindowMs = 2 * eventSubMaxAgeMs;
const generationMs = 10 * 60 * 1000;
/** Generations looked in: an id is kept at least seenWindowMs, and at most one generation more. */
const generationsKept = Math.ceil(seenWindowMs / generationMs) + 1;

export class SeenMessages {
  /** The generation whose table exists and whose older tables were dropped, or null before that. */
  private current: number | null = null;
  private readonly tables: GenerationTables;

  constructor(private readonly sql: SqlStorage) {
    // Objects from before kept every id in one table (earlier still, one with two indexes): that
    // table becomes the generation before this one, so its ids are kept as long as the window asks.
    if (tableExists(sql, 'seen_messages')) {
      sql.exec(
        'CREATE TABLE IF NOT EXISTS seen_ids (id TEXT PRIMARY KEY, at INTEGER NOT NULL) WITHOUT ROWID',
      );
      sql.exec('INSERT OR IGNORE INTO seen_ids (id, at) SELECT id, at FROM seen_messages');
      sql.exec('DROP TABLE seen_messages');
    }
    this.tables = new GenerationTables(sql, 'seen_ids_', '(id TEXT PRIMARY KEY) WITHOUT ROWID');
    const before = generationOf(Date.now()) - 1;
    if (tableExists(sql, 'seen_ids') && !this.tables.has(before)) this.tables.adopt('seen_ids', before);
  }

  /** True the first time an id is seen within the window, false for a repeat. */
  firstSighting(id: string, now: number): boolean {
    if (this.wasSeen(id, now)) return false;
    this.sql.exec(`INSERT INTO ${this.tableFor(now)} (id) VALUES (?)`, id);
    return true;
  }

  /** Whether the id was taken in within the window; reads only. */
  wasSeen(id: string, now: number): boolean {
    const generation = generationOf(now);
    for (let g = generation; g > generation - generationsKept; g--) {
      if (!this.tables.has(g)) continue;
      const table = this.tables.nameOf(g);
      if (this.sql.exec(`SELECT 1 FROM ${table} WHERE id = ?`, id).toArray().length > 0) return true;
    }
    return false;
  }

  /** How many ids are remembered (for tests and the bench). */
  get remembered(): number {
    return this.tables
      .list()
      .reduce(
        (sum, g) =>
          sum + this.sql.exec<{ n: number }>(`SELECT count(*) AS n FROM ${this.tables.nameOf(g)}`).one().n,
        0,
      );
  }

  /** The current generation's table, made when a generation begins, when the ones past the window go. */
  private tableFor(now: number): string {
    const generation = generationOf(now);
    if (this.current !== generation) {
      this.tables.open(generation);
      this.tables.dropBefore(generation - generationsKept + 1);
      this.current = generation;
    }
    return this.tables.nameOf(generation);
  }
}

const generationOf = (at: number) => Math.floor(at / generationMs);
