// The chat outbox's queue of replies waiting for the rate limit, and the send times of the limit's
// window the outbox chose to keep, in the channel's DO storage.
import { chatWindowMs } from '../../core/chat/rate-limit';
import { createOrderedTable } from '../storage/tables';
import type { OutboxStore, QueuedMessage } from './outbox';

export class StoredOutbox implements OutboxStore {
  constructor(private readonly storage: DurableObjectStorage) {
    createOrderedTable(storage, 'chat_outbox', 'text TEXT NOT NULL');
    storage.sql.exec('CREATE TABLE IF NOT EXISTS chat_sent (at INTEGER NOT NULL)');
  }

  add(texts: string[]): void {
    this.storage.transactionSync(() => {
      for (const text of texts) this.storage.sql.exec('INSERT INTO chat_outbox (text) VALUES (?)', text);
    });
  }

  first(): QueuedMessage | null {
    return (
      this.storage.sql
        .exec<QueuedMessage>('SELECT seq, text FROM chat_outbox ORDER BY seq LIMIT 1')
        .toArray()[0] ?? null
    );
  }

  count(): number {
    return this.storage.sql.exec<{ n: number }>('SELECT count(*) AS n FROM chat_outbox').one().n;
  }

  isEmpty(): boolean {
    return this.storage.sql.exec('SELECT 1 FROM chat_outbox LIMIT 1').toArray().length === 0;
  }

  done(seq: number): void {
    this.storage.sql.exec('DELETE FROM chat_outbox WHERE seq = ?', seq);
  }

  dropOldest(keep: number): number {
    const excess = this.count() - keep;
    if (excess <= 0) return 0;
    this.storage.sql.exec(
      'DELETE FROM chat_outbox WHERE seq IN (SELECT seq FROM chat_outbox ORDER BY seq LIMIT ?)',
      excess,
    );
    return excess;
  }

  noteSent(times: number[]): void {
    const latest = Math.max(...times);
    this.storage.transactionSync(() => {
      this.storage.sql.exec('DELETE FROM chat_sent WHERE at <= ?', latest - chatWindowMs);
      for (const at of times) this.storage.sql.exec('INSERT INTO chat_sent (at) VALUES (?)', at);
    });
  }

  sentSince(since: number): number[] {
    return this.storage.sql
      .exec<{ at: number }>('SELECT at FROM chat_sent WHERE at > ? ORDER BY at', since)
      .toArray()
      .map((row) => row.at);
  }
}
