// Subscriptions Twitch revoked; kept so the dashboard can explain why an event stopped arriving.
import type { Database } from './client';
import { eventSubRevocations } from './schema';

export type Revocation = typeof eventSubRevocations.$inferInsert;

export async function recordRevocation(db: Database, revocation: Revocation): Promise<void> {
  await db
    .insert(eventSubRevocations)
    .values(revocation)
    .onConflictDoUpdate({
      target: eventSubRevocations.subscriptionId,
      set: { status: revocation.status, revokedAt: revocation.revokedAt },
    });
}
