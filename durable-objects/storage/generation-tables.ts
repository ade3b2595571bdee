// Rows forgotten a whole table at a time. Storage is billed per row written, a deleted row included,
// but dropping a table writes none (creating one writes two). So rows that are let go of together
// (ids past their window, uses written to D1) go into one table per generation, a number the owner
// picks (a 10-minute span of time), and leave by a DROP TABLE. The generations whose tables exist
// are read from the schema once and then known in memory, so no call reads the schema.

export class GenerationTables {
  /** The generations whose tables exist. */
  private readonly generations: Set<number>;

  /**
   * Tables named `prefix` and the generation (`seen_ids_2950000`), each made as `definition` (its
   * columns and table options).
   */
  constructor(
    private readonly sql: SqlStorage,
    private readonly prefix: string,
    private readonly definition: string,
  ) {
    const names = sql
      .exec<{ name: string }>(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE ? ESCAPE '\\'",
        `${prefix.replace(/[\\%_]/g, '\\$&')}%`,
      )
      .toArray()
      .map((row) => row.name.slice(prefix.length));
    this.generations = new Set(names.filter((rest) => /^\d+$/.test(rest)).map(Number));
  }

  /** The generations whose tables exist, oldest first. */
  list(): number[] {
    return [...this.generations].sort((a, b) => a - b);
  }

  has(generation: number): boolean {
    return this.generations.has(generation);
  }

  nameOf(generation: number): string {
    return `${this.prefix}${generation}`;
  }

  /** The generation's table, made the first time it is asked for. */
  open(generation: number): string {
    const name = this.nameOf(generation);
    if (!this.generations.has(generation)) {
      this.sql.exec(`CREATE TABLE IF NOT EXISTS ${name} ${this.definition}`);
      this.generations.add(generation);
    }
    return name;
  }

  /** Makes a table from before (its rows kept, as it is shaped) the given generation's. */
  adopt(table: string, generation: number): void {
    this.sql.exec(`ALTER TABLE ${table} RENAME TO ${this.nameOf(generation)}`);
    this.generations.add(generation);
  }

  drop(generation: number): void {
    this.sql.exec(`DROP TABLE IF EXISTS ${this.nameOf(generation)}`);
    this.generations.delete(generation);
  }

  /** Drops every generation before `generation`. */
  dropBefore(generation: number): void {
    for (const old of this.generations) if (old < generation) this.drop(old);
  }
}

/** Whether the object's storage has a table of that name. */
export function tableExists(sql: SqlStorage, table: string): boolean {
  return (
    sql.exec('SELECT 1 FROM sqlite_master WHERE type = ? AND name = ?', 'table', table).toArray().length > 0
  );
}
