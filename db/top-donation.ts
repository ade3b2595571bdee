// The top-donation reset columns of tip_settings (the tip-service token columns live in
// db/tip-settings.ts). A row is created on first use with the column defaults.
import { and, eq, ne } from 'drizzle-orm';
import type { TopResetPeriod } from '../core/carousel/top-reset-period';
import type { Database } from './client';
import { tipSettings } from './schema';

export type TopDonationState = {
  topResetPeriod: TopResetPeriod;
  topResetAt: number | null;
  topDonationIsReset: boolean;
};

const noRow: TopDonationState = { topResetPeriod: 'none', topResetAt: null, topDonationIsReset: false };

export async function readTopDonationState(db: Database, streamerId: string): Promise<TopDonationState> {
  const row = await db.query.tipSettings.findFirst({
    columns: { topResetPeriod: true, topResetAt: true, topDonationIsReset: true },
    where: eq(tipSettings.streamerId, streamerId),
  });
  return row ? { ...row, topResetPeriod: row.topResetPeriod as TopResetPeriod } : noRow;
}

/** Saves the period; the first period saved also starts the clock, so the top survives the current one. */
export async function writeTopResetPeriod(
  db: Database,
  streamerId: string,
  period: TopResetPeriod,
  now: number,
): Promise<void> {
  const current = await readTopDonationState(db, streamerId);
  const topResetAt = current.topResetAt ?? now;
  await db
    .insert(tipSettings)
    .values({ streamerId, topResetPeriod: period, topResetAt, updatedAt: now })
    .onConflictDoUpdate({
      target: tipSettings.streamerId,
      set: { topResetPeriod: period, topResetAt, updatedAt: now },
    });
}

/** The top tip/cheer was reset, by hand or by its period. */
export async function markTopDonationReset(db: Database, streamerId: string, now: number): Promise<void> {
  await db
    .insert(tipSettings)
    .values({ streamerId, topResetAt: now, topDonationIsReset: true, updatedAt: now })
    .onConflictDoUpdate({
      target: tipSettings.streamerId,
      set: { topResetAt: now, topDonationIsReset: true, updatedAt: now },
    });
}

/** A new top tip/cheer arrived: the top is no longer in its reset state. */
export async function markTopDonationSet(db: Database, streamerId: string, now: number): Promise<void> {
  await db
    .update(tipSettings)
    .set({ topDonationIsReset: false, updatedAt: now })
    .where(and(eq(tipSettings.streamerId, streamerId), eq(tipSettings.topDonationIsReset, true)));
}

/** Channels with a reset period, for the hourly cron to check. */
export async function channelsWithTopResetPeriod(
  db: Database,
): Promise<{ streamerId: string; topResetPeriod: TopResetPeriod; topResetAt: number | null }[]> {
  const rows = await db
    .select({
      streamerId: tipSettings.streamerId,
      topResetPeriod: tipSettings.topResetPeriod,
      topResetAt: tipSettings.topResetAt,
    })
    .from(tipSettings)
    .where(ne(tipSettings.topResetPeriod, 'none'));
  return rows.map((row) => ({ ...row, topResetPeriod: row.topResetPeriod as TopResetPeriod }));
}
