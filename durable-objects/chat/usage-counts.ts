// Command usage counts between their batched writes to D1, kept in the channel's DO storage so a
// restart loses none. Storage is billed per row written, a deleted row included: each use is one
// row written into the table of its 10-minute generation (a command's first use in it inserts its
// row, the next ones add to it), and once a generation has closed its sums go to D1 and its table
// is dropped whole, which writes no row.
import { GenerationTables, tableExists } from '../storage/generation-tables';

/** How long a generation takes uses in: D1's counts are at most about this far behind. */
export const usageGenerationMs = 10 * 60_000;

export class UsageCounts {
  private readonly tables: GenerationTables;
  /**
   * While a flush writes D1, no use goes into a generation before this one (the flush's own), so even
   * on a clock that went back none lands in a table about to be dropped; 0 otherwise.
   */
  private writingBefore = 0;

  constructor(private readonly storage: DurableObjectStorage) {
    this.tables = new GenerationTables(
      storage.sql,
      'command_uses_',
      '(command_id TEXT PRIMARY KEY, uses INTEGER NOT NULL) WITHOUT ROWID',
    );
    // Objects from before kept every unwritten use in one table: it becomes a generation already
    // closed, so the next flush writes it.
    if (tableExists(storage.sql, 'command_uses')) {
      let closed = generationOf(Date.now()) - 1;
      while (this.tables.has(closed)) closed--;
      this.tables.adopt('command_uses', closed);
    }
  }

  add(commandId: string, now = Date.now()): void {
    const table = this.tables.open(Math.max(generationOf(now), this.writingBefore));
    this.storage.sql.exec(
      `INSERT INTO ${table} (command_id, uses) VALUES (?, 1) ON CONFLICT (command_id) DO UPDATE SET uses = uses + 1`,
      commandId,
    );
  }

  get isEmpty(): boolean {
    return this.tables.list().length === 0;
  }

  /** Uses not yet written to D1, by command id. */
  pending(): Map<string, number> {
    return this.sums(this.tables.list());
  }

  /** When the oldest generation holding uses closes (a flush is due), or null when none holds any. */
  closesAt(): number | null {
    const [oldest] = this.tables.list();
    return oldest === undefined ? null : (oldest + 1) * usageGenerationMs;
  }

  /**
   * Hands `write` the sums of the generations closed by `now`, then drops their tables. Uses made
   * meanwhile go to a later generation. A failed write keeps them for the next flush; should the
   * object stop between the write and the drop, the next flush writes them again.
   */
  async flush(write: (uses: Map<string, number>) => Promise<void>, now = Date.now()): Promise<void> {
    const closing = generationOf(now);
    const batch = this.tables.list().filter((generation) => generation < closing);
    if (batch.length === 0) return;
    this.writingBefore = closing;
    try {
      const uses = this.sums(batch);
      if (uses.size > 0) await write(uses);
      for (const generation of batch) this.tables.drop(generation);
    } finally {
      this.writingBefore = 0;
    }
  }

  private sums(generations: number[]): Map<string, number> {
    if (generations.length === 0) return new Map();
    const all = generations
      .map((generation) => `SELECT command_id, uses FROM ${this.tables.nameOf(generation)}`)
      .join(' UNION ALL ');
    const rows = this.storage.sql
      .exec<{ command_id: string; uses: number }>(
        `SELECT command_id, sum(uses) AS uses FROM (${all}) GROUP BY command_id`,
      )
      .toArray();
    return new Map(rows.map((row) => [row.command_id, row.uses]));
  }
}

const generationOf = (at: number) => Math.floor(at / usageGenerationMs);
