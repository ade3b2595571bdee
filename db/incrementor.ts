// The incrementor's settings and counted redemptions, per channel.
import { and, eq } from 'drizzle-orm';
import {
  defaultIncrementorSettings,
  type IncrementorSettings,
  type Redemption,
} from '../core/incrementor/incrementor';
import type { Database } from './client';
import { incrementorRedemptions, incrementorSettings } from './schema';

export async function readIncrementorSettings(
  db: Database,
  streamerId: string,
): Promise<IncrementorSettings> {
  const row = await db.query.incrementorSettings.findFirst({
    where: eq(incrementorSettings.streamerId, streamerId),
  });
  if (!row) return defaultIncrementorSettings;
  const { streamerId: _streamer, ...settings } = row;
  return settings;
}

export async function writeIncrementorSettings(
  db: Database,
  streamerId: string,
  settings: IncrementorSettings,
) {
  await db
    .insert(incrementorSettings)
    .values({ streamerId, ...settings })
    .onConflictDoUpdate({ target: incrementorSettings.streamerId, set: settings });
}

export async function addRedemption(db: Database, streamerId: string, redemption: Redemption): Promise<void> {
  await db.insert(incrementorRedemptions).values({ streamerId, ...redemption });
}

export async function listRedemptions(db: Database, streamerId: string): Promise<Redemption[]> {
  return db
    .select({
      userId: incrementorRedemptions.userId,
      userName: incrementorRedemptions.userName,
      count: incrementorRedemptions.count,
      points: incrementorRedemptions.points,
      at: incrementorRedemptions.at,
    })
    .from(incrementorRedemptions)
    .where(eq(incrementorRedemptions.streamerId, streamerId));
}

/** The spec's recount: the channel owner's own redemptions do not count. */
export async function removeOwnerRedemptions(db: Database, streamerId: string): Promise<void> {
  await db
    .delete(incrementorRedemptions)
    .where(
      and(eq(incrementorRedemptions.streamerId, streamerId), eq(incrementorRedemptions.userId, streamerId)),
    );
}
