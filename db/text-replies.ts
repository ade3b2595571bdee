// Channel-point text replies, scoped to one streamer.
import { and, asc, eq } from 'drizzle-orm';
import { channelLimits, fullListReason } from '../core/limits/channel-limits';
import type { TextReply, TextReplyInput } from '../core/redemptions/text-reply';
import { ChannelFullError, insertWithinLimit } from './channel-full';
import type { Database } from './client';
import { textReplies } from './schema';

const columns = {
  _id: textReplies.id,
  redemptionTitle: textReplies.redemptionTitle,
  text: textReplies.text,
  enabled: textReplies.enabled,
};

export async function listTextReplies(db: Database, streamerId: string): Promise<TextReply[]> {
  return db
    .select(columns)
    .from(textReplies)
    .where(eq(textReplies.streamerId, streamerId))
    .orderBy(asc(textReplies.createdAt));
}

/** Creates the reply, or updates it when it has an id; undefined when that id is not the streamer's. */
export async function saveTextReply(db: Database, streamerId: string, input: TextReplyInput, now: number) {
  const { _id, ...fields } = input;
  if (!_id) {
    const id = crypto.randomUUID();
    const inserted = await insertWithinLimit(
      db,
      textReplies,
      { ...fields, id, streamerId, createdAt: now },
      channelLimits.textReplies,
    ).returning({ id: textReplies.id });
    if (inserted.length === 0)
      throw new ChannelFullError(fullListReason('text replies', channelLimits.textReplies));
    return id;
  }
  const updated = await db
    .update(textReplies)
    .set(fields)
    .where(and(eq(textReplies.id, _id), eq(textReplies.streamerId, streamerId)))
    .returning({ id: textReplies.id });
  return updated[0]?.id;
}

export async function deleteTextReply(db: Database, streamerId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(textReplies)
    .where(and(eq(textReplies.id, id), eq(textReplies.streamerId, streamerId)))
    .returning({ id: textReplies.id });
  return deleted.length > 0;
}
