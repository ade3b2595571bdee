import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../live/live-event';
import {
  catchUpMaxAgeMs,
  freshIdCursor,
  freshTimeCursor,
  type ListedDonation,
  type ListedTip,
  stepIdCursor,
  stepTimeCursor,
  streamElementsLookbackMs,
  timeWindowStart,
} from './tip-cursors';

const event = (id: string, at: number): LiveEvent => ({ id, type: 'tip', amount: 1, isTest: false, at });
const tip = (id: string, at: number, paid = true): ListedTip => ({
  id,
  at,
  event: paid ? event(id, at) : null,
});
const donation = (donationId: number, at: number): ListedDonation => ({
  ...tip(`sl:${donationId}`, at),
  donationId,
});
const ids = (events: LiveEvent[]) => events.map((e) => e.id);
const now = 10 * catchUpMaxAgeMs;

describe('StreamElements time cursor', () => {
  it('delivers nothing made before the token was saved', () => {
    const cursor = freshTimeCursor(now);
    expect(timeWindowStart(cursor, now + 1000)).toBe(now);
    const step = stepTimeCursor(cursor, [tip('old', now - 1), tip('new', now + 5)], now + 1000);
    expect(ids(step.deliver)).toEqual(['new']);
    expect(step.next).toEqual({ since: now, at: now + 5, seen: [{ id: 'new', at: now + 5 }] });
  });

  it('delivers oldest first, each once, and does not move for an empty check', () => {
    const cursor = freshTimeCursor(now);
    const first = stepTimeCursor(cursor, [tip('b', now + 20), tip('a', now + 10)], now + 30);
    expect(ids(first.deliver)).toEqual(['a', 'b']);
    const again = stepTimeCursor(first.next, [tip('b', now + 20), tip('a', now + 10)], now + 60);
    expect(again).toEqual({ deliver: [], next: first.next, moved: false });
  });

  it('takes a tip that appears late within the look-back, not one behind it', () => {
    const start = freshTimeCursor(now - streamElementsLookbackMs * 2);
    const first = stepTimeCursor(start, [tip('later', now)], now);
    const late = now - streamElementsLookbackMs + 1;
    const tooLate = now - streamElementsLookbackMs - 1;
    const second = stepTimeCursor(
      first.next,
      [tip('later', now), tip('late', late), tip('gone', tooLate)],
      now + 1,
    );
    expect(ids(second.deliver)).toEqual(['late']);
    expect(second.next.at).toBe(now);
  });

  it('skips a pending tip but takes it once it succeeded, within the look-back', () => {
    const cursor = freshTimeCursor(now);
    const pending = stepTimeCursor(cursor, [tip('p', now + 1, false)], now + 2);
    expect(pending.deliver).toEqual([]);
    const paid = stepTimeCursor(pending.next, [tip('p', now + 1)], now + 3);
    expect(ids(paid.deliver)).toEqual(['p']);
  });

  it('catches up at most catchUpMaxAgeMs back', () => {
    const cursor = freshTimeCursor(now - 2 * catchUpMaxAgeMs);
    const step = stepTimeCursor(
      cursor,
      [tip('ancient', now - catchUpMaxAgeMs - 1), tip('week', now - 1000)],
      now,
    );
    expect(ids(step.deliver)).toEqual(['week']);
  });
});

describe('Streamlabs id cursor', () => {
  it('delivers nothing made before the save, then follows donation ids', () => {
    const cursor = freshIdCursor(now + 500);
    // created_at is in whole seconds: a donation in the save's second counts, the one before does not.
    const step = stepIdCursor(
      cursor,
      [donation(5, now - 1000), donation(7, now), donation(6, now)],
      now + 2000,
    );
    expect(ids(step.deliver)).toEqual(['sl:6', 'sl:7']);
    expect(step.next).toEqual({ since: now + 500, after: 7 });
    const next = stepIdCursor(step.next, [donation(8, now + 3000), donation(7, now)], now + 4000);
    expect(ids(next.deliver)).toEqual(['sl:8']);
    expect(stepIdCursor(next.next, [donation(8, now + 3000)], now + 5000).moved).toBe(false);
  });

  it('moves past a donation it cannot deliver, or one older than the catch-up bound', () => {
    const cursor = { since: 0, after: 1 };
    const unreadable: ListedDonation = { id: 'sl:2', at: now, donationId: 2, event: null };
    const step = stepIdCursor(cursor, [unreadable, donation(3, now - catchUpMaxAgeMs - 1)], now);
    expect(step).toEqual({ deliver: [], next: { since: 0, after: 3 }, moved: true });
  });
});
