// Command usage counts between their batched writes to D1, kept in the channel's DO storage so a
// restart loses none. Each use is one small local write; D1 sees one batch every few seconds.

export class UsageCounts {
  constructor(private readonly storage: DurableObjectStorage) {
    storage.sql.exec(
      'CREATE TABLE IF NOT EXISTS command_uses (command_id TEXT PRIMARY KEY, uses INTEGER NOT NULL)',
    );
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

  /** Hands the counts to `write`; only what was written is taken off (uses made meanwhile stay). */
  async flush(write: (uses: Map<string, number>) => Promise<void>): Promise<void> {
    const rows = this.storage.sql
      .exec<{ command_id: string; uses: number }>('SELECT command_id, uses FROM command_uses')
      .toArray();
    if (rows.length === 0) return;
    const uses = new Map(rows.map((row) => [row.command_id, row.uses]));
    await write(uses);
    this.storage.transactionSync(() => {
      for (const [id, n] of uses) {
        this.storage.sql.exec('UPDATE command_uses SET uses = uses - ? WHERE command_id = ?', n, id);
      }
      this.storage.sql.exec('DELETE FROM command_uses WHERE uses <= 0');
    });
  }
}
