// Triggered events ("reactions") and the page's channel-wide texts, scoped to one streamer.
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  defaultFloodTexts,
  defaultShoutoutText,
  maxReactions,
  type Reaction,
  type ReactionEventType,
  type ReactionInput,
  type ReactionSettings,
} from '../core/reactions/reaction';
import type { Database } from './client';
import { reactionSettings, reactions } from './schema';

type Row = typeof reactions.$inferSelect;

/** Absent options stay absent in the API's answer (the spec's optional fields). */
function reactionOf(row: Row): Reaction {
  return {
    _id: row.id,
    eventType: row.eventType as ReactionEventType,
    text: row.text,
    enabled: row.enabled,
    ...(row.minimum !== null && { minimum: row.minimum }),
    ...(row.cooldownSeconds !== null && { cooldownSeconds: row.cooldownSeconds }),
    ...(row.shoutout !== null && { shoutout: row.shoutout }),
    ...(row.discord !== null && { discord: row.discord }),
  };
}

export async function listReactions(db: Database, streamerId: string): Promise<Reaction[]> {
  const rows = await db
    .select()
    .from(reactions)
    .where(eq(reactions.streamerId, streamerId))
    .orderBy(asc(reactions.createdAt));
  return rows.map(reactionOf);
}

export type SaveOutcome = { saved: true; id: string } | { saved: false; why: 'unknown' | 'full' };

/**
 * Creates the reaction (unless the channel already has the most it may keep: the count and the
 * insert are one statement, so two saves at once cannot pass the limit) or updates the streamer's own.
 */
export async function saveReaction(
  db: Database,
  streamerId: string,
  input: ReactionInput,
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
      .update(reactions)
      .set(values)
      .where(and(eq(reactions.id, _id), eq(reactions.streamerId, streamerId)))
      .returning({ id: reactions.id });
    return updated[0] ? { saved: true, id: _id } : { saved: false, why: 'unknown' };
  }
  const id = crypto.randomUUID();
  const inserted = await db.run(sql`
    INSERT INTO ${reactions} (id, streamer_id, event_type, text, enabled, minimum, cooldown_seconds, shoutout, discord, created_at)
    SELECT ${id}, ${streamerId}, ${values.eventType}, ${values.text}, ${values.enabled ? 1 : 0}, ${values.minimum},
      ${values.cooldownSeconds}, ${values.shoutout === null ? null : Number(values.shoutout)},
      ${values.discord === null ? null : Number(values.discord)}, ${now}
    WHERE (SELECT count(*) FROM ${reactions} WHERE ${reactions.streamerId} = ${streamerId}) < ${maxReactions}`);
  return inserted.meta.changes > 0 ? { saved: true, id } : { saved: false, why: 'full' };
}

export async function deleteReaction(db: Database, streamerId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(reactions)
    .where(and(eq(reactions.id, id), eq(reactions.streamerId, streamerId)))
    .returning({ id: reactions.id });
  return deleted.length > 0;
}

export async function readReactionSettings(db: Database, streamerId: string): Promise<ReactionSettings> {
  const row = await db.query.reactionSettings.findFirst({
    where: eq(reactionSettings.streamerId, streamerId),
  });
  return {
    shoutoutText: row?.shoutoutText ?? defaultShoutoutText,
    floodTexts: { ...defaultFloodTexts, ...row?.floodTexts },
  };
}

export async function writeReactionSettings(
  db: Database,
  streamerId: string,
  settings: ReactionSettings,
): Promise<void> {
  const values = { shoutoutText: settings.shoutoutText, floodTexts: settings.floodTexts };
  await db
    .insert(reactionSettings)
    .values({ streamerId, ...values })
    .onConflictDoUpdate({ target: reactionSettings.streamerId, set: values });
}
