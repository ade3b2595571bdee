// The alert queue's store in the object's real SQLite storage: the past alerts kept for the page are
// trimmed by key, so ending the alerts that waited all stream (as its end does) reads a few rows per
// alert however many waited, and the newest past alerts are the ones kept, across an eviction too.
import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { AlertQueue, keptPast, type NewAlert } from '../../durable-objects/alerts/alert-queue';

const follow = (n: number, at: number): NewAlert => ({
  id: `follow-${n}`,
  event: { type: 'follow', username: `Fan${n}` },
  userId: `${1000 + n}`,
  isTest: false,
  forced: false,
  priority: 0,
  at,
  dueAt: at,
  held: false,
  silenced: false,
});

/**
 * Runs `work` in an object of its own with the storage as the queue sees it, counting the rows each
 * statement read (as the bill does); a new queue on the same storage is the object after a wake.
 */
function inObjectStorage<T>(
  work: (storage: DurableObjectStorage, rowsRead: () => number) => T | Promise<T>,
): Promise<T> {
  const stub = env.CHANNEL.get(env.CHANNEL.idFromName(`alert-queue-trim-${crypto.randomUUID()}`));
  return runInDurableObject(stub, (_instance, state) => {
    const cursors: SqlStorageCursor<Record<string, SqlStorageValue>>[] = [];
    const sql = {
      exec: (...args: Parameters<SqlStorage['exec']>) => {
        const cursor = state.storage.sql.exec(...args);
        cursors.push(cursor);
        return cursor;
      },
    };
    const storage = {
      sql,
      transactionSync: <R>(closure: () => R) => state.storage.transactionSync(closure),
    } as unknown as DurableObjectStorage;
    return work(storage, () => cursors.reduce((sum, cursor) => sum + cursor.rowsRead, 0));
  });
}

/** Rows read while every waiting alert is ended as missed, per alert. */
const readsPerMissedAlert = (waiting: number) =>
  inObjectStorage((storage, rowsRead) => {
    const queue = new AlertQueue(storage);
    const now = Date.now();
    for (let n = 0; n < waiting; n++) queue.add(follow(n, now));
    const before = rowsRead();
    for (const alert of queue.waiting()) queue.end(alert.id, 'missed', now, 'No alert overlay was open.');
    return (rowsRead() - before) / waiting;
  });

describe('the alert queue’s past alerts', () => {
  it('reads a few rows per alert ended, however many waited', async () => {
    const few = await readsPerMissedAlert(300);
    const many = await readsPerMissedAlert(1500);
    // An update and, past the kept ones, a delete: each finds its row by key.
    expect(few).toBeLessThanOrEqual(2);
    expect(many).toBeLessThanOrEqual(2);
  });

  it('keeps the newest past alerts by their place in the queue, before and after a wake', async () => {
    await inObjectStorage((storage) => {
      const now = Date.now();
      const first = new AlertQueue(storage);
      for (let n = 0; n < 150; n++) first.add(follow(n, now));
      // The oldest waits longest, and ends after the others.
      for (const alert of first.waiting().slice(1)) first.end(alert.id, 'missed', now);
      first.end('follow-0', 'skipped', now);
      expect(first.past(undefined, 1000)).toHaveLength(150);

      // The object woke again: the past alerts from before count towards those kept.
      const woken = new AlertQueue(storage);
      for (let n = 150; n < 300; n++) woken.add(follow(n, now));
      for (const alert of woken.waiting()) woken.end(alert.id, 'missed', now);
      const kept = woken.past(undefined, 1000).map((alert) => alert.id);
      expect(kept).toEqual(Array.from({ length: keptPast }, (_, n) => `follow-${299 - n}`));
      expect(woken.get('follow-0')).toBeNull();
      expect(woken.get('follow-99')).toBeNull();

      // A third wake finds nothing more to trim, and queues after the last alert.
      const again = new AlertQueue(storage);
      expect(again.add(follow(300, now))).toBe(true);
      expect(again.waiting().map((alert) => alert.seq)).toEqual([301]);
      expect(again.past(undefined, 1000)).toHaveLength(keptPast);
    });
  });
});
