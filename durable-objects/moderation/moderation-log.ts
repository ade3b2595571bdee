// Every decision the filters made (dry runs too), in the object's SQLite, kept 30 days and at most
// 20,000 entries (a channel's storage is bounded): newest first, by viewer or filter, with Undo's mark
// and Twitch's answer.
import type { ModerationAction } from '../../core/moderation/moderation-settings';
import { createOrderedTable } from '../storage/tables';

export type ModerationLogEntry = {
  id: number;
  at: number;
  messageId: string;
  userId: string;
  user: string;
  filter: string;
  action: ModerationAction;
  duration?: number;
  entry?: string;
  text: string;
  normalized: string;
  strikes: number;
  dryRun: boolean;
  undone: boolean;
  /** What Twitch answered when it refused; absent while pending or done. */
  twitchAnswer?: string;
};

export type LogQuery = { user?: string; filter?: string; limit?: number };

const table = 'moderation_log';
export const logKeptMs = 30 * 24 * 60 * 60 * 1000;
const maxLogEntries = 20_000;
/** Dropping entries by age scans the log, so it runs at most this often, not with every decision. */
const ageTrimEveryMs = 60 * 60 * 1000;

type Row = {
  seq: number;
  at: number;
  message_id: string;
  user_id: string;
  user: string;
  filter: string;
  action: string;
  duration: number | null;
  entry: string | null;
  text: string;
  normalized: string;
  strikes: number;
  dry_run: number;
  undone: number;
  twitch_answer: string | null;
};

const entryOf = (row: Row): ModerationLogEntry => ({
  id: row.seq,
  at: row.at,
  messageId: row.message_id,
  userId: row.user_id,
  user: row.user,
  filter: row.filter,
  action: row.action as ModerationAction,
  ...(row.duration !== null && { duration: row.duration }),
  ...(row.entry !== null && { entry: row.entry }),
  text: row.text,
  normalized: row.normalized,
  strikes: row.strikes,
  dryRun: row.dry_run === 1,
  undone: row.undone === 1,
  ...(row.twitch_answer !== null && { twitchAnswer: row.twitch_answer }),
});

export class ModerationLog {
  private created = false;
  private trimmedAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly storage: DurableObjectStorage) {}

  add(entry: Omit<ModerationLogEntry, 'id' | 'undone'>): number {
    this.ensureTable();
    const row = this.storage.sql
      .exec<{ seq: number }>(
        `INSERT INTO ${table} (at, message_id, user_id, user, filter, action, duration, entry, text, normalized, strikes, dry_run, undone, twitch_answer)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, NULL) RETURNING seq`,
        entry.at,
        entry.messageId,
        entry.userId,
        entry.user,
        entry.filter,
        entry.action,
        entry.duration ?? null,
        entry.entry ?? null,
        entry.text,
        entry.normalized,
        entry.strikes,
        entry.dryRun ? 1 : 0,
      )
      .one();
    return row.seq;
  }

  /** The decision already made on a message (a delivery worked through again after a crash). */
  byMessage(messageId: string): ModerationLogEntry | null {
    this.ensureTable();
    const row = this.storage.sql
      .exec<Row>(`SELECT * FROM ${table} WHERE message_id = ? ORDER BY seq DESC LIMIT 1`, messageId)
      .toArray()[0];
    return row ? entryOf(row) : null;
  }

  get(id: number): ModerationLogEntry | null {
    this.ensureTable();
    const row = this.storage.sql.exec<Row>(`SELECT * FROM ${table} WHERE seq = ?`, id).toArray()[0];
    return row ? entryOf(row) : null;
  }

  /** Newest first, by viewer (login or name, any case) and filter. */
  list(query: LogQuery = {}): ModerationLogEntry[] {
    this.ensureTable();
    const user = query.user?.trim().toLowerCase();
    const rows = this.storage.sql
      .exec<Row>(
        `SELECT * FROM ${table} WHERE (? IS NULL OR lower(user) = ?) AND (? IS NULL OR filter = ?)
         ORDER BY seq DESC LIMIT ?`,
        user || null,
        user || null,
        query.filter || null,
        query.filter || null,
        query.limit ?? 500,
      )
      .toArray();
    return rows.map(entryOf);
  }

  markUndone(id: number): void {
    this.ensureTable();
    this.storage.sql.exec(`UPDATE ${table} SET undone = 1 WHERE seq = ?`, id);
  }

  /** Twitch refused the action for good: its answer is kept beside the decision. */
  noteTwitchAnswer(id: number, answer: string): void {
    this.ensureTable();
    this.storage.sql.exec(`UPDATE ${table} SET twitch_answer = ? WHERE seq = ?`, answer, id);
  }

  /**
   * The oldest beyond the cap go at once (by the key, no scan); entries past 30 days at most once an
   * hour, since finding them reads the whole log.
   */
  trim(now: number): void {
    this.ensureTable();
    this.storage.sql.exec(
      `DELETE FROM ${table} WHERE seq <= (SELECT MAX(seq) FROM ${table}) - ?`,
      maxLogEntries,
    );
    if (now - this.trimmedAt < ageTrimEveryMs) return;
    this.trimmedAt = now;
    this.storage.sql.exec(`DELETE FROM ${table} WHERE at < ?`, now - logKeptMs);
  }

  private ensureTable(): void {
    if (this.created) return;
    createOrderedTable(
      this.storage,
      table,
      `at INTEGER NOT NULL, message_id TEXT NOT NULL, user_id TEXT NOT NULL, user TEXT NOT NULL,
       filter TEXT NOT NULL, action TEXT NOT NULL, duration INTEGER, entry TEXT, text TEXT NOT NULL,
       normalized TEXT NOT NULL, strikes INTEGER NOT NULL, dry_run INTEGER NOT NULL, undone INTEGER NOT NULL,
       twitch_answer TEXT`,
    );
    // A filter that trips looks up whether the message was already decided (a retried delivery).
    this.storage.sql.exec(`CREATE INDEX IF NOT EXISTS ${table}_message ON ${table} (message_id)`);
    this.created = true;
  }
}
