// The alert queue in the channel object's SQLite storage: one row per alert, written when its event is
// accepted (keyed by the event's id, so a redelivery queues nothing new), then moved through its
// states by the overlay's acknowledgements. Played alerts stay a while for the page's recent and
// missed lists and for Replay.
// Every event asks which alert plays and which wait; a table scan for each would read millions of rows
// a day on a busy channel whose alerts wait for an overlay, and an index would add writes to every
// change. So the queue keeps, in memory, a copy of the rows still waiting or playing and of those
// accepted in the last minute: read once when the object wakes, then changed with each write. The table
// stays the record; the copy only spares reading it. The same read gives the keys of the past alerts
// kept for the page, so dropping the oldest of them deletes by key instead of scanning the table: a
// stream's end turns every waiting alert into a missed one, and a scan per trim grew with their number.
import type { AlertEvent, AlertState, AlertSummary, AlertToPlay, AlertType } from '../../core/alerts/alert';
import { createKeyedTable } from '../storage/tables';

/** What an alert keeps besides its event: who the viewer is, for the kill switch. */
export type QueuedAlert = {
  seq: number;
  id: string;
  event: AlertEvent;
  userId: string | null;
  isTest: boolean;
  /** Plays whatever the type's settings say (the page's test buttons, Replay). */
  forced: boolean;
  priority: number;
  state: AlertState;
  at: number;
  /** When it may play (the global delay, a timed hold). */
  dueAt: number;
  /** Held for approval (the moderation hold). */
  held: boolean;
  sentAt: number | null;
  startedAt: number | null;
  endedAt: number | null;
  note: string | null;
  /** The alert as sent, so a resend is the same alert (its variation was drawn once). */
  sent: AlertToPlay | null;
  /** A moderator acted on the viewer: the alert plays without speech. */
  silenced: boolean;
  /** The ids of the follows a flood alert joined (the last few), so a redone delivery joins once. */
  joined: string[];
};

type Row = {
  seq: number;
  id: string;
  event: string;
  user_id: string | null;
  is_test: number;
  forced: number;
  priority: number;
  state: string;
  at: number;
  due_at: number;
  held: number;
  sent_at: number | null;
  started_at: number | null;
  ended_at: number | null;
  note: string | null;
  sent: string | null;
  silenced: number;
  joined: string | null;
};

const fromRow = (row: Row): QueuedAlert => ({
  seq: row.seq,
  id: row.id,
  event: JSON.parse(row.event) as AlertEvent,
  userId: row.user_id,
  isTest: row.is_test === 1,
  forced: row.forced === 1,
  priority: row.priority,
  state: row.state as AlertState,
  at: row.at,
  dueAt: row.due_at,
  held: row.held === 1,
  sentAt: row.sent_at,
  startedAt: row.started_at,
  endedAt: row.ended_at,
  note: row.note,
  sent: row.sent === null ? null : (JSON.parse(row.sent) as AlertToPlay),
  silenced: row.silenced === 1,
  joined: row.joined === null ? [] : (JSON.parse(row.joined) as string[]),
});

export const summaryOf = (alert: QueuedAlert): AlertSummary => ({
  id: alert.id,
  type: alert.event.type,
  username: alert.event.username,
  ...(alert.event.amount !== undefined && { amount: alert.event.amount }),
  state: alert.state,
  at: alert.at,
  isTest: alert.isTest,
  ...(alert.note && { note: alert.note }),
});

/** Whether the alert is the viewer's, by Twitch id or (for tips, which carry none) by name. */
export const isViewers = (alert: QueuedAlert, userId: string | null, username: string): boolean =>
  (userId !== null && alert.userId === userId) ||
  (username !== '' && alert.event.username.toLowerCase() === username.toLowerCase());

/** Past alerts kept for the page's lists and Replay. */
export const keptPast = 200;
/** How long the copy keeps an alert that has ended: longer than any window `countSince` is asked for. */
const recentMs = 60_000;
const activeStates = "('queued', 'sent', 'started')";
/** A row's state is past, without a NOT IN list: in a delete by key, one read a second row per delete. */
const isPastRow = "state <> 'queued' AND state <> 'sent' AND state <> 'started'";
const isActive = (state: AlertState) => state === 'queued' || state === 'sent' || state === 'started';
/** How many joined follows' ids a flood alert keeps: a redone delivery is one of the last. */
const joinedKept = 50;

export type NewAlert = Omit<
  QueuedAlert,
  'seq' | 'state' | 'sentAt' | 'startedAt' | 'endedAt' | 'note' | 'sent' | 'joined'
>;

export class AlertQueue {
  /** The waiting, playing and recent alerts by id; entries are replaced, never changed in place. */
  private copy: Map<string, QueuedAlert> | null = null;
  private lastSeq = 0;
  /** The past alerts the table holds, oldest first (by seq): known with the copy, so a trim reads no more. */
  private pastKeys: { seq: number; id: string }[] = [];

  constructor(private readonly storage: DurableObjectStorage) {
    // Keyed by the event's id, in the key's own b-tree: one row written per alert, no second index.
    createKeyedTable(
      storage,
      'alert_queue',
      `seq INTEGER NOT NULL, id TEXT PRIMARY KEY, type TEXT NOT NULL, event TEXT NOT NULL, user_id TEXT, is_test INTEGER NOT NULL,
       forced INTEGER NOT NULL, priority INTEGER NOT NULL, state TEXT NOT NULL, at INTEGER NOT NULL,
       due_at INTEGER NOT NULL, held INTEGER NOT NULL, sent_at INTEGER, started_at INTEGER,
       ended_at INTEGER, note TEXT, sent TEXT, silenced INTEGER NOT NULL DEFAULT 0, joined TEXT`,
    );
    const columns = storage.sql.exec<{ name: string }>("SELECT name FROM pragma_table_info('alert_queue')");
    if (!columns.toArray().some((column) => column.name === 'joined'))
      storage.sql.exec('ALTER TABLE alert_queue ADD COLUMN joined TEXT');
  }

  /** Whether the event was taken in already: queued as an alert, or joined into a flood. */
  taken(id: string): boolean {
    const alerts = this.alerts();
    if (alerts.has(id)) return true;
    for (const alert of alerts.values()) if (alert.joined.includes(id)) return true;
    return false;
  }

  /** The copy, read from the table on first use after the object wakes. */
  private alerts(): Map<string, QueuedAlert> {
    if (this.copy) return this.copy;
    // One scan (the table has no index beside its key): the copy, the past alerts' keys, the last seq.
    const rows = this.storage.sql.exec<Row>('SELECT * FROM alert_queue').toArray();
    const recentSince = Date.now() - recentMs;
    const copy = new Map<string, QueuedAlert>();
    this.lastSeq = 0;
    this.pastKeys = [];
    for (const row of rows) {
      this.lastSeq = Math.max(this.lastSeq, row.seq);
      const active = isActive(row.state as AlertState);
      if (!active) this.pastKeys.push({ seq: row.seq, id: row.id });
      if (active || row.at >= recentSince) copy.set(row.id, fromRow(row));
    }
    this.pastKeys.sort((a, b) => a.seq - b.seq);
    this.copy = copy;
    this.trim();
    return copy;
  }

  /** Replaces the copy's entry for `id`, if it holds one. */
  private update(id: string, change: (alert: QueuedAlert) => Partial<QueuedAlert>): void {
    const alerts = this.alerts();
    const alert = alerts.get(id);
    if (alert) alerts.set(id, { ...alert, ...change(alert) });
  }

  /** Queues the alert unless one with its id exists; false when it did. */
  add(alert: NewAlert): boolean {
    const alerts = this.alerts();
    if (alerts.has(alert.id)) return false;
    const seq = this.lastSeq + 1;
    const cursor = this.storage.sql.exec(
      `INSERT OR IGNORE INTO alert_queue
        (seq, id, type, event, user_id, is_test, forced, priority, state, at, due_at, held, silenced)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'queued', ?, ?, ?, ?)`,
      seq,
      alert.id,
      alert.event.type,
      JSON.stringify(alert.event),
      alert.userId,
      alert.isTest ? 1 : 0,
      alert.forced ? 1 : 0,
      alert.priority,
      alert.at,
      alert.dueAt,
      alert.held ? 1 : 0,
      alert.silenced ? 1 : 0,
    );
    if (cursor.rowsWritten === 0) return false;
    this.lastSeq = seq;
    const forgetBefore = Date.now() - recentMs;
    for (const [id, old] of alerts) if (!isActive(old.state) && old.at < forgetBefore) alerts.delete(id);
    alerts.set(alert.id, {
      ...alert,
      seq,
      state: 'queued',
      sentAt: null,
      startedAt: null,
      endedAt: null,
      note: null,
      sent: null,
      joined: [],
    });
    return true;
  }

  get(id: string): QueuedAlert | null {
    const copied = this.alerts().get(id);
    if (copied) return copied;
    const row = this.storage.sql.exec<Row>('SELECT * FROM alert_queue WHERE id = ?', id).toArray()[0];
    return row ? fromRow(row) : null;
  }

  /** The alert on screen or sent to the overlay, if any. */
  current(): QueuedAlert | null {
    let current: QueuedAlert | null = null;
    for (const alert of this.alerts().values())
      if ((alert.state === 'sent' || alert.state === 'started') && (!current || alert.seq < current.seq))
        current = alert;
    return current;
  }

  /** Waiting alerts in the order they will play: higher priority first, then as they came. */
  waiting(): QueuedAlert[] {
    return [...this.alerts().values()]
      .filter((alert) => alert.state === 'queued')
      .sort((a, b) => b.priority - a.priority || a.seq - b.seq);
  }

  /** Alerts no longer waiting, newest first (for the page, which asks seldom). */
  past(state?: AlertState, limit = 50): QueuedAlert[] {
    const rows = state
      ? this.storage.sql.exec<Row>(
          'SELECT * FROM alert_queue WHERE state = ? ORDER BY seq DESC LIMIT ?',
          state,
          limit,
        )
      : this.storage.sql.exec<Row>(
          `SELECT * FROM alert_queue WHERE state NOT IN ${activeStates} ORDER BY seq DESC LIMIT ?`,
          limit,
        );
    return rows.toArray().map(fromRow);
  }

  /** Follows accepted since `since` that have not played yet (a flood joins them into one alert). */
  waitingFollowsSince(since: number, isTest: boolean): QueuedAlert[] {
    return this.waiting().filter(
      (alert) => alert.event.type === 'follow' && alert.at >= since && alert.isTest === isTest,
    );
  }

  /**
   * Events of `type` accepted since `since` (within the last minute), a flood counting as the follows
   * it joined.
   */
  countSince(type: AlertType, since: number, isTest: boolean): number {
    let count = 0;
    for (const alert of this.alerts().values())
      if (alert.at >= since && alert.event.type === type && !alert.forced && alert.isTest === isTest)
        count += alert.event.amount ?? 1;
    return count;
  }

  /** Sent to the overlays at `at` (a resend keeps the first time, so its deadline does not move). */
  markSent(id: string, sent: AlertToPlay, at: number): void {
    this.storage.sql.exec(
      "UPDATE alert_queue SET state = 'sent', sent_at = IFNULL(sent_at, ?), sent = ? WHERE id = ?",
      at,
      JSON.stringify(sent),
      id,
    );
    this.update(id, (alert) => ({ state: 'sent', sentAt: alert.sentAt ?? at, sent }));
  }

  markStarted(id: string, at: number): boolean {
    const started =
      this.storage.sql.exec(
        "UPDATE alert_queue SET state = 'started', started_at = ? WHERE id = ? AND state = 'sent'",
        at,
        id,
      ).rowsWritten > 0;
    if (started) this.update(id, () => ({ state: 'started', startedAt: at }));
    return started;
  }

  /**
   * Ends an alert that is waiting or playing (or only one the overlay has, for its reports); false when
   * it had already ended.
   */
  end(
    id: string,
    state: AlertState,
    at: number,
    note: string | null = null,
    from: 'any' | 'onOverlay' = 'any',
  ): boolean {
    const states = from === 'any' ? activeStates : "('sent', 'started')";
    // Loaded before the change, so the read at wake does not count this alert as past already.
    const alerts = this.alerts();
    const ended =
      this.storage.sql.exec(
        `UPDATE alert_queue SET state = ?, ended_at = ?, note = IFNULL(?, note) WHERE id = ? AND state IN ${states}`,
        state,
        at,
        note,
        id,
      ).rowsWritten > 0;
    if (!ended) return false;
    this.update(id, (alert) => ({ state, endedAt: at, note: note ?? alert.note }));
    // Every waiting or playing alert is in the copy.
    const alert = alerts.get(id);
    if (alert) this.notePast(alert.seq, id);
    this.trim();
    return true;
  }

  /** A sent alert whose overlay closed before it started waits again, as if never sent. */
  unsend(id: string): void {
    const unsent =
      this.storage.sql.exec(
        "UPDATE alert_queue SET state = 'queued', sent = NULL, sent_at = NULL WHERE id = ? AND state = 'sent'",
        id,
      ).rowsWritten > 0;
    if (unsent) this.update(id, () => ({ state: 'queued', sent: null, sentAt: null }));
  }

  /** The sent alert without its speech (a moderator acted on the viewer since). */
  silenceSent(id: string, sent: AlertToPlay): void {
    const { speech: _silenced, ...rest } = sent;
    this.storage.sql.exec(
      'UPDATE alert_queue SET silenced = 1, sent = ? WHERE id = ?',
      JSON.stringify(rest),
      id,
    );
    this.update(id, () => ({ silenced: true, sent: rest }));
  }

  /**
   * Joins follows into one flood alert: the first keeps its place, the others are removed; the flood
   * keeps their ids and `joining`'s (the follow that made it a flood).
   */
  mergeInto(id: string, event: AlertEvent, removed: string[], joining: string): void {
    const alerts = this.alerts();
    const joined = [
      ...(alerts.get(id)?.joined ?? []),
      ...removed.flatMap((other) => [...(alerts.get(other)?.joined ?? []), other]),
      joining,
    ].slice(-joinedKept);
    this.storage.transactionSync(() => {
      this.storage.sql.exec(
        'UPDATE alert_queue SET event = ?, joined = ? WHERE id = ?',
        JSON.stringify(event),
        JSON.stringify(joined),
        id,
      );
      for (const other of removed) this.storage.sql.exec('DELETE FROM alert_queue WHERE id = ?', other);
    });
    this.update(id, () => ({ event, joined }));
    for (const other of removed) alerts.delete(other);
  }

  release(id: string, dueAt: number): boolean {
    const released =
      this.storage.sql.exec(
        "UPDATE alert_queue SET held = 0, due_at = ?, note = NULL WHERE id = ? AND state = 'queued' AND held = 1",
        dueAt,
        id,
      ).rowsWritten > 0;
    if (released) this.update(id, () => ({ held: false, dueAt, note: null }));
    return released;
  }

  /** Drops the speech of a waiting alert (the text stays). */
  silence(id: string): void {
    this.storage.sql.exec('UPDATE alert_queue SET silenced = 1 WHERE id = ?', id);
    this.update(id, () => ({ silenced: true }));
  }

  /** Removes waiting test alerts ("Clear test events"); their ids. */
  clearTests(): string[] {
    return this.forget(
      this.storage.sql.exec<{ id: string }>(
        "DELETE FROM alert_queue WHERE is_test = 1 AND state = 'queued' RETURNING id",
      ),
    );
  }

  /** Adds an ended alert to the past alerts' keys, in seq order (it is most often the newest). */
  private notePast(seq: number, id: string): void {
    let at = this.pastKeys.length;
    while (at > 0 && (this.pastKeys[at - 1]?.seq ?? 0) > seq) at--;
    this.pastKeys.splice(at, 0, { seq, id });
  }

  /** Keeps the newest past alerts only, deleting the others by key: a row read for each row deleted. */
  private trim(): void {
    const dropped = this.pastKeys.splice(0, Math.max(0, this.pastKeys.length - keptPast));
    if (dropped.length === 0) return;
    // Only rows still past, as the scan this replaces asked: no waiting or playing alert is ever dropped.
    const deleted = this.storage.transactionSync(() =>
      dropped.filter(
        ({ id }) =>
          this.storage.sql.exec(`DELETE FROM alert_queue WHERE id = ? AND ${isPastRow}`, id).rowsWritten > 0,
      ),
    );
    for (const { id } of deleted) this.copy?.delete(id);
  }

  /** Drops deleted rows from the copy; their ids. */
  private forget(deleted: SqlStorageCursor<{ id: string }>): string[] {
    const ids = deleted.toArray().map((row) => row.id);
    for (const id of ids) this.copy?.delete(id);
    return ids;
  }
}
