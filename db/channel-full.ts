// A channel's list is at its limit (core/limits/channel-limits.ts): the write is refused, nothing
// changes, and the reason reaches the streamer as a 409 or as the bot's answer in chat. The limit is
// checked inside the statement that writes, as the import does (db/import/import-apply.ts), so parallel
// adds cannot pass it: a count read first and an insert after would let each of them see the last room.
import { getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { SQLiteInsertValue, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Database } from './client';

export class ChannelFullError extends Error {}

/** Holds while the streamer keeps fewer than `limit` rows in `table`: the condition of a write. */
export const roomIn = (table: SQLiteTable, streamerId: string, limit: number): SQL =>
  sql`(SELECT count(*) FROM ${table} WHERE streamer_id = ${streamerId}) < ${limit}`;

/** The row as the SELECT list of an INSERT … SELECT: every column in the table's order, as drizzle's
 * own insert writes it (a missing value is the column's default). */
function selectList<T extends SQLiteTable>(table: T, row: SQLiteInsertValue<T>): SQL {
  const values = row as Record<string, unknown>;
  const columns = Object.entries(getTableColumns(table)).filter(([, column]) => !column.generated);
  return sql.join(
    columns.map(([key, column]) => {
      const value =
        values[key] !== undefined ? values[key] : (column.default ?? column.defaultFn?.() ?? null);
      return is(value, SQL) ? value : sql.param(value, column);
    }),
    sql`, `,
  );
}

/**
 * The insert of `row`, which writes only while the streamer keeps fewer than `limit` rows in `table`
 * (and `also` holds). Chain onConflict… and returning(): no row returned means no room.
 */
export function insertWithinLimit<T extends SQLiteTable>(
  db: Database,
  table: T,
  row: SQLiteInsertValue<T> & { streamerId: string },
  limit: number,
  also: SQL = sql`true`,
) {
  return db
    .insert(table)
    .select(sql`SELECT ${selectList(table, row)} WHERE ${roomIn(table, row.streamerId, limit)} AND ${also}`);
}
