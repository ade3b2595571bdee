// Tables in a DO's SQLite storage, shaped for a bill counted in rows written: a queue's integer key
// without AUTOINCREMENT (which writes a sequence row with every insert), a keyed table WITHOUT ROWID
// (whose primary key is not a second index). A table from before is rebuilt once, its rows kept.

/**
 * Creates `name` as `definition` (its columns, in the old table's order); an existing table whose
 * CREATE text `isCurrent` rejects is rebuilt to the new shape.
 */
function ensureTable(
  storage: DurableObjectStorage,
  name: string,
  definition: string,
  isCurrent: (createSql: string) => boolean,
): void {
  const create = () => storage.sql.exec(`CREATE TABLE IF NOT EXISTS ${name} ${definition}`);
  const existing = storage.sql
    .exec<{ sql: string }>('SELECT sql FROM sqlite_master WHERE type = ? AND name = ?', 'table', name)
    .toArray()[0];
  if (!existing || isCurrent(existing.sql)) {
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

/** A queue: rows by `seq INTEGER PRIMARY KEY`, a new row after every row present. */
export function createOrderedTable(storage: DurableObjectStorage, name: string, columns: string): void {
  ensureTable(
    storage,
    name,
    `(seq INTEGER PRIMARY KEY, ${columns})`,
    (sql) => !sql.includes('AUTOINCREMENT'),
  );
}

/** Rows by a text key, stored in the key's own b-tree. */
export function createKeyedTable(storage: DurableObjectStorage, name: string, columns: string): void {
  ensureTable(storage, name, `(${columns}) WITHOUT ROWID`, (sql) => sql.includes('WITHOUT ROWID'));
}
