// The channel's durable intake. What the product acknowledges (a verified EventSub notification, a
// Ko-fi payment, a tip a tip-service check found) is written here, deduped by its message id, before
// the answer goes out; the DO then works through it in order. Each item remembers which parts have
// finished with it, so work resumed after an eviction or a crash runs each part once per item.
import type { ChatMessage } from '../../core/chat/chat-message';
import { readInvocation } from '../../core/commands/invocation';
import type { LiveEvent } from '../../core/live/live-event';
import { createOrderedTable } from '../storage/tables';
import type { SeenMessages } from './seen-messages';

export type Delivery = { kind: 'chat'; message: ChatMessage } | { kind: 'event'; event: LiveEvent };

export type InboxItem = {
  seq: number;
  delivery: Delivery;
  /** The names of the parts that have finished with this item. */
  doneParts: string[];
  attempts: number;
};

/**
 * `done_parts` holds the finished parts' names, comma-separated; SQLite keeps text as text in the
 * column declared INTEGER when marks were bits by position, which a number there still is.
 */
type InboxRow = { seq: number; delivery: string; done_parts: number | string; attempts: number };

/** The parts' order when marks were bits by position (bit i: the i-th part). */
const partsByFormerBit = [
  'liveState',
  'carousel',
  'progressBar',
  'emotes',
  'chat',
  'triggeredEvents',
  'shoutouts',
  'announcements',
  'tips',
  'discord',
  'clips',
];

export class Inbox {
  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly seen: SeenMessages,
  ) {
    createOrderedTable(
      storage,
      'inbox',
      'delivery TEXT NOT NULL, done_parts INTEGER NOT NULL DEFAULT 0, attempts INTEGER NOT NULL DEFAULT 0',
    );
  }

  /** Stores a delivery unless its id was already taken in; false for a repeat. One transaction. */
  accept(id: string, delivery: Delivery, now: number): boolean {
    return this.storage.transactionSync(() => {
      if (!this.seen.firstSighting(id, now)) return false;
      this.storage.sql.exec('INSERT INTO inbox (delivery) VALUES (?)', JSON.stringify(delivery));
      return true;
    });
  }

  /**
   * Stores a delivery whose work was tried at once and failed, first in line (it came before what
   * waits behind it), with the parts that finished and the failed attempt. One transaction.
   */
  acceptFailed(id: string, delivery: Delivery, now: number, doneParts: string[]): void {
    this.storage.transactionSync(() => {
      this.seen.firstSighting(id, now);
      this.storage.sql.exec(
        `INSERT INTO inbox (seq, delivery, done_parts, attempts)
         VALUES ((SELECT IFNULL(MIN(seq), 1) - 1 FROM inbox), ?, ?, 1)`,
        JSON.stringify(delivery),
        doneParts.join(','),
      );
    });
  }

  /** Whether the id was taken in within the replay window; reads only. */
  wasSeen(id: string, now: number): boolean {
    return this.seen.wasSeen(id, now);
  }

  /** Remembers the id of a delivery whose work is done: one row, written before it is acknowledged. */
  remember(id: string, now: number): void {
    this.seen.firstSighting(id, now);
  }

  /** The oldest item not yet finished, or null when the inbox is empty. */
  oldest(): InboxItem | null {
    const row = this.storage.sql
      .exec<InboxRow>('SELECT seq, delivery, done_parts, attempts FROM inbox ORDER BY seq LIMIT 1')
      .toArray()[0];
    if (!row) return null;
    const delivery = JSON.parse(row.delivery) as Delivery;
    // Chat stored before messages carried their command read it now.
    if (delivery.kind === 'chat' && delivery.message.invocation === undefined)
      delivery.message.invocation = readInvocation(delivery.message.text);
    return {
      seq: row.seq,
      delivery,
      doneParts: partNames(row.done_parts),
      attempts: row.attempts,
    };
  }

  get pending(): number {
    return this.storage.sql.exec<{ n: number }>('SELECT count(*) AS n FROM inbox').one().n;
  }

  /**
   * An attempt at the oldest item ended without finishing it: it failed, or the object restarted
   * with it still there (work goes oldest first, so only the oldest can have been under way). Counted
   * then rather than before each attempt, so an item that finishes costs no write for it, and one
   * that crashes the object every time is still given up.
   */
  attemptFailed(item: InboxItem): void {
    item.attempts += 1;
    this.storage.sql.exec('UPDATE inbox SET attempts = ? WHERE seq = ?', item.attempts, item.seq);
  }

  partDone(item: InboxItem, part: string): void {
    item.doneParts = [...item.doneParts, part];
    this.storage.sql.exec(
      'UPDATE inbox SET done_parts = ? WHERE seq = ?',
      item.doneParts.join(','),
      item.seq,
    );
  }

  finish(item: InboxItem): void {
    this.storage.sql.exec('DELETE FROM inbox WHERE seq = ?', item.seq);
  }
}

function partNames(marks: number | string): string[] {
  if (typeof marks === 'number') return partsByFormerBit.filter((_, bit) => (marks & (1 << bit)) !== 0);
  return marks === '' ? [] : marks.split(',');
}
