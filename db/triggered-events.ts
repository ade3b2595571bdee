// Triggered events ("reactions") and the page's channel-wide texts, scoped to one streamer.
import { and, asc, eq } from 'drizzle-orm';
import {
  defaultFloodTexts,
  defaultShoutoutText,
  maxTriggeredEvents,
  type TriggeredEvent,
  type TriggeredEventInput,
  type TriggeredEventSettings,
  type TriggeredEventType,
} from '../core/triggered-events/triggered-event';
import { insertWithinLimit } from './channel-full';
import type { Database } from './client';
import { triggeredEventSettings, triggeredEvents } from './schema';

type Row = typeof triggeredEvents.$inferSelect;

/** Absent options stay absent in the API's answer (the spec's optional fields). */
function triggeredEventOf(row: Row): TriggeredEvent {
  return {
    _id: row.id,
    eventType: row.eventType as TriggeredEventType,
    text: row.text,
    enabled: row.enabled,
    ...(row.minimum !== null && { minimum: row.minimum }),
    ...(row.cooldownSeconds !== null && { cooldownSeconds: row.cooldownSeconds }),
    ...(row.shoutout !== null && { shoutout: row.shoutout }),
    ...(row.discord !== null && { discord: row.discord }),
  };
}

export async function listTriggeredEvents(db: Database, streamerId: string): Promise<TriggeredEvent[]> {
  const rows = await db
    .select()
    .from(triggeredEvents)
    .where(eq(triggeredEvents.streamerId, streamerId))
    .orderBy(asc(triggeredEvents.createdAt));
  return rows.map(triggeredEventOf);
}

export type SaveOutcome = { saved: true; id: string } | { saved: false; why: 'unknown' | 'full' };

/**
 * Creates the reaction (unless the channel already has the most it may keep: the count and the
 * insert are one statement, so two saves at once cannot pass the limit) or updates the streamer's own.
 */
export async function saveTriggeredEvent(
  db: Database,
  streamerId: string,
  input: TriggeredEventInput,
  now: number,
): Promise<SaveOutcome> {
  const { _id, ...fields } = input;
  const values = {
    eventType: fields.eventType,
    text: fields.text,
    enabled: fields.enabled,
    minimum: fields.minimum ?? null,
    cooldownSeconds: fields.cooldownSeconds ?? null,
    shoutout: fields.shoutout ?? null,
    discord: fields.discord ?? null,
  };
  if (_id) {
    const updated = await db
      .update(triggeredEvents)
      .set(values)
      .where(and(eq(triggeredEvents.id, _id), eq(triggeredEvents.streamerId, streamerId)))
      .returning({ id: triggeredEvents.id });
    return updated[0] ? { saved: true, id: _id } : { saved: false, why: 'unknown' };
  }
  const id = crypto.randomUUID();
  const inserted = await insertWithinLimit(
    db,
    triggeredEvents,
    { ...values, id, streamerId, createdAt: now },
    maxTriggeredEvents,
  ).returning({ id: triggeredEvents.id });
  return inserted.length > 0 ? { saved: true, id } : { saved: false, why: 'full' };
}

export async function deleteTriggeredEvent(db: Database, streamerId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(triggeredEvents)
    .where(and(eq(triggeredEvents.id, id), eq(triggeredEvents.streamerId, streamerId)))
    .returning({ id: triggeredEvents.id });
  return deleted.length > 0;
}

export async function readTriggeredEventSettings(
  db: Database,
  streamerId: string,
): Promise<TriggeredEventSettings> {
  const row = await db.query.triggeredEventSettings.findFirst({
    where: eq(triggeredEventSettings.streamerId, streamerId),
  });
  return {
    shoutoutText: row?.shoutoutText ?? defaultShoutoutText,
    floodTexts: { ...defaultFloodTexts, ...row?.floodTexts },
  };
}

export async function writeTriggeredEventSettings(
  db: Database,
  streamerId: string,
  settings: TriggeredEventSettings,
): Promise<void> {
  const values = { shoutoutText: settings.shoutoutText, floodTexts: settings.floodTexts };
  await db
    .insert(triggeredEventSettings)
    .values({ streamerId, ...values })
    .onConflictDoUpdate({ target: triggeredEventSettings.streamerId, set: values });
}
