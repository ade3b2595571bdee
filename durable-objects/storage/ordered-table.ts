// A queue table in a DO's SQLite storage: rows in the order they were added, by an integer key. No
// AUTOINCREMENT: it writes a sequence row with every insert, and storage is billed per row written.
// A new row still comes after every row present, which is all a queue's order needs.

/**
 * Creates `name` with `seq INTEGER PRIMARY KEY` and the given columns; a table from before that
 * used AUTOINCREMENT is rebuilt without it once, its rows kept.
 */
export function createOrderedTable(storage: DurableObjectStorage, name: string, columns: string): void {
  const create = () =>
    storage.sql.exec(`CREATE TABLE IF NOT EXISTS ${name} (seq INTEGER PRIMARY KEY, ${columns})`);
  const existing = storage.sql
    .exec<{ sql: string }>('SELECT sql FROM sqlite_master WHERE type = ? AND name = ?', 'table', name)
    .toArray()[0];
  if (!existing?.sql.includes('AUTOINCREMENT')) {
    create();
    return;
  }
  storage.transactionSync(() => {
    storage.sql.exec(`ALTER TABLE ${name} RENAME TO ${name}_before`);
    create();
    storage.sql.exec(`INSERT INTO ${name} SELECT * FROM ${name}_before`);
    storage.sql.exec(`DROP TABLE ${name}_before`);
  });
}
