// Command usage counts between their batched writes to D1, kept in the channel's DO storage so a
// restart loses none. Each use is one small local write (one row); D1 sees one batch a minute.
import { createKeyedTable } from '../storage/tables';

export class UsageCounts {
  constructor(private readonly storage: DurableObjectStorage) {
    createKeyedTable(storage, 'command_uses', 'command_id TEXT PRIMARY KEY, uses INTEGER NOT NULL');
  }

  add(commandId: string): void {
    this.storage.sql.exec(
      'INSERT INTO command_uses (command_id, uses) VALUES (?, 1) ON CONFLICT (command_id) DO UPDATE SET uses = uses + 1',
      commandId,
    );
  }

  get isEmpty(): boolean {
    return this.storage.sql.exec('SELECT 1 FROM command_uses LIMIT 1').toArray().length === 0;
  }

  /** Uses not yet written to D1, by command id. */
  pending(): Map<string, number> {
    const rows = this.storage.sql
      .exec<{ command_id: string; uses: number }>('SELECT command_id, uses FROM command_uses')
      .toArray();
    return new Map(rows.map((row) => [row.command_id, row.uses]));
  }

  /** Hands the counts to `write`; only what was written is taken off (uses made meanwhile stay). */
  async flush(write: (uses: Map<string, number>) => Promise<void>): Promise<void> {
    const uses = this.pending();
    if (uses.size === 0) return;
    await write(uses);
    // One row written per command: deleted when no use came meanwhile, else lowered by what was written.
    this.storage.transactionSync(() => {
      for (const [id, n] of uses) {
        const deleted = this.storage.sql
          .exec('DELETE FROM command_uses WHERE command_id = ? AND uses = ? RETURNING command_id', id, n)
          .toArray().length;
        if (deleted === 0)
          this.storage.sql.exec('UPDATE command_uses SET uses = uses - ? WHERE command_id = ?', n, id);
      }
    });
  }
}
