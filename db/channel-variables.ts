// {setvar}/{getvar} storage, per channel.
import { and, eq, sql } from 'drizzle-orm';
import { channelLimits } from '../core/limits/channel-limits';
import { roomIn } from './channel-full';
import type { Database } from './client';
import { channelVariables } from './schema';

export async function readChannelVariable(
  db: Database,
  streamerId: string,
  name: string,
): Promise<string | null> {
  const row = await db.query.channelVariables.findFirst({
    where: and(eq(channelVariables.streamerId, streamerId), eq(channelVariables.name, name)),
  });
  return row?.value ?? null;
}

export async function writeChannelVariable(
  db: Database,
  streamerId: string,
  name: string,
  value: string,
): Promise<boolean> {
  // A new name only while the channel keeps fewer than its limit; an existing one is always updated.
  const result = await db.run(sql`
    INSERT INTO ${channelVariables} (streamer_id, name, value)
    SELECT ${streamerId}, ${name}, ${value}
    WHERE EXISTS (SELECT 1 FROM ${channelVariables} WHERE streamer_id = ${streamerId} AND name = ${name})
      OR ${roomIn(channelVariables, streamerId, channelLimits.variables)}
    ON CONFLICT (streamer_id, name) DO UPDATE SET value = excluded.value`);
  return result.meta.changes > 0;
}
