// The EventSub subscriptions the bot holds per channel; a channel with chat subscribed is "connected".
import { and, eq } from 'drizzle-orm';
import type { Database } from './client';
import { eventSubSubscriptions } from './schema';

export type HeldSubscription = { subscriptionId: string; type: string };

export async function listHeldSubscriptions(db: Database, streamerId: string): Promise<HeldSubscription[]> {
  return db
    .select({ subscriptionId: eventSubSubscriptions.subscriptionId, type: eventSubSubscriptions.type })
    .from(eventSubSubscriptions)
    .where(eq(eventSubSubscriptions.streamerId, streamerId));
}

export async function recordHeldSubscriptions(
  db: Database,
  streamerId: string,
  held: HeldSubscription[],
  now: number,
) {
  if (held.length === 0) return;
  await db
    .insert(eventSubSubscriptions)
    .values(held.map((h) => ({ ...h, streamerId, createdAt: now })))
    .onConflictDoNothing();
}

export async function forgetHeldSubscription(db: Database, streamerId: string, subscriptionId: string) {
  await db
    .delete(eventSubSubscriptions)
    .where(
      and(
        eq(eventSubSubscriptions.streamerId, streamerId),
        eq(eventSubSubscriptions.subscriptionId, subscriptionId),
      ),
    );
}

/** A revoked subscription, whoever held it. */
export async function forgetRevokedSubscription(db: Database, subscriptionId: string) {
  await db.delete(eventSubSubscriptions).where(eq(eventSubSubscriptions.subscriptionId, subscriptionId));
}

/**
 * After reconciliation: the channel holds exactly these, in one batch (never half-replaced). The
 * hourly run nearly always finds what is recorded already: then nothing is written (rows written
 * are what D1 bills for).
 */
export async function replaceHeldSubscriptions(
  db: Database,
  streamerId: string,
  held: HeldSubscription[],
  now: number,
) {
  const recorded = await listHeldSubscriptions(db, streamerId);
  const key = (h: HeldSubscription) => `${h.subscriptionId} ${h.type}`;
  const wanted = new Set(held.map(key));
  if (recorded.length === wanted.size && recorded.every((h) => wanted.has(key(h)))) return;
  const clear = db.delete(eventSubSubscriptions).where(eq(eventSubSubscriptions.streamerId, streamerId));
  if (held.length === 0) {
    await clear;
    return;
  }
  await db.batch([
    clear,
    db
      .insert(eventSubSubscriptions)
      .values(held.map((h) => ({ ...h, streamerId, createdAt: now })))
      .onConflictDoNothing(),
  ]);
}
