// Each overlay area's saved settings per channel, one JSON object per area; callers read them over
// their defaults (settingsFrom), so older rows gain fields added later.
import { and, eq } from 'drizzle-orm';
import type { OverlayArea } from '../core/overlay/overlay-areas';
import type { Database } from './client';
import { overlaySettings } from './schema';

/** The stored settings object, or null when the streamer never saved this overlay. */
export async function readOverlaySettings(
  db: Database,
  streamerId: string,
  overlay: OverlayArea,
): Promise<Record<string, unknown> | null> {
  const row = await db.query.overlaySettings.findFirst({
    where: and(eq(overlaySettings.streamerId, streamerId), eq(overlaySettings.overlay, overlay)),
  });
  return row?.settings ?? null;
}

export async function writeOverlaySettings(
  db: Database,
  streamerId: string,
  overlay: OverlayArea,
  settings: Record<string, unknown>,
  now: number,
): Promise<void> {
  await db
    .insert(overlaySettings)
    .values({ streamerId, overlay, settings, updatedAt: now })
    .onConflictDoUpdate({
      target: [overlaySettings.streamerId, overlaySettings.overlay],
      set: { settings, updatedAt: now },
    });
}
