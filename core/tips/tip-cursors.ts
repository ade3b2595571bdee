// Where each polled tip service was last read up to, so every tip is delivered once and none is
// lost: a check delivers what is newer than the cursor, oldest first, and only then moves it.
import type { LiveEvent } from '../live/live-event';

/** How often a wanted tip service is checked while an overlay that shows tips is open (the DO hibernates in between). */
export const tipPollIntervalMs = 20_000;
/** How often while the stream is live and no overlay that shows tips is open: only chat and Discord hear of them. */
export const unseenTipPollIntervalMs = 60_000;
/**
 * While open overlays tick (core/overlay/overlay-heartbeat.ts), the checks ride on their ticks and the
 * alarm only looks this often whether they still come: on the minutes divisible by 3, the same times
 * after an eviction, so nothing rewrites it in between.
 */
export const tickWatchIntervalMs = 3 * 60_000;

/** A tip made longer ago than this before the check that finds it is not delivered (catch-up bound). */
export const catchUpMaxAgeMs = 7 * 24 * 60 * 60 * 1000;

/**
 * StreamElements lists tips by createdAt, which is set when a tip starts, not when it becomes
 * visible (or succeeds): each check looks this far behind the newest tip it delivered.
 */
export const streamElementsLookbackMs = 5 * 60 * 1000;

/** One tip as a service lists it: `event` is null when it is not money received (pending, refunded). */
export type ListedTip = { id: string; at: number; event: LiveEvent | null };

/** A Streamlabs donation also carries its donation_id, which only grows. */
export type ListedDonation = ListedTip & { donationId: number };

/**
 * StreamElements: `since` is when the token was saved (nothing older is delivered); `at` the newest
 * delivered createdAt; `seen` the tips delivered within the look-back window before `at`.
 */
export type TimeCursor = { since: number; at: number; seen: { id: string; at: number }[] };

/** Streamlabs: the newest delivered donation_id; until the first, donations since the token was saved. */
export type IdCursor = { since: number; after: number | null };

export type CursorStep<C> = { deliver: LiveEvent[]; next: C; moved: boolean };

export const freshTimeCursor = (now: number): TimeCursor => ({ since: now, at: now, seen: [] });
export const freshIdCursor = (now: number): IdCursor => ({ since: now, after: null });

/** The oldest createdAt a StreamElements check asks for. */
export function timeWindowStart(cursor: TimeCursor, now: number): number {
  return Math.max(cursor.since, cursor.at - streamElementsLookbackMs, now - catchUpMaxAgeMs);
}

const oldestFirst = (a: ListedTip, b: ListedTip) => a.at - b.at || a.id.localeCompare(b.id);

export function stepTimeCursor(cursor: TimeCursor, listed: ListedTip[], now: number): CursorStep<TimeCursor> {
  const start = timeWindowStart(cursor, now);
  const seen = new Set(cursor.seen.map((tip) => tip.id));
  const fresh = listed
    .filter((tip) => tip.event && tip.at >= start && !seen.has(tip.id))
    .filter((tip, index, all) => all.findIndex((other) => other.id === tip.id) === index)
    .sort(oldestFirst);
  if (fresh.length === 0) return { deliver: [], next: cursor, moved: false };
  const at = Math.max(cursor.at, ...fresh.map((tip) => tip.at));
  const next = {
    since: cursor.since,
    at,
    seen: [...cursor.seen, ...fresh.map(({ id, at }) => ({ id, at }))].filter(
      (tip) => tip.at >= at - streamElementsLookbackMs,
    ),
  };
  return { deliver: fresh.map((tip) => tip.event as LiveEvent), next, moved: true };
}

export function stepIdCursor(cursor: IdCursor, listed: ListedDonation[], now: number): CursorStep<IdCursor> {
  // donation_id orders donations; created_at is in whole seconds, so the save's second counts.
  const sinceSecond = Math.floor(cursor.since / 1000) * 1000;
  const newer = listed.filter((donation) =>
    cursor.after === null ? donation.at >= sinceSecond : donation.donationId > cursor.after,
  );
  if (newer.length === 0) return { deliver: [], next: cursor, moved: false };
  const byId = new Map(newer.map((donation) => [donation.donationId, donation]));
  const ordered = [...byId.values()].sort((a, b) => a.donationId - b.donationId);
  const deliver = ordered.flatMap((donation) =>
    donation.event && donation.at >= now - catchUpMaxAgeMs ? [donation.event] : [],
  );
  const after = ordered.at(-1)?.donationId ?? cursor.after;
  return { deliver, next: { since: cursor.since, after }, moved: true };
}
