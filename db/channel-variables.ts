// {setvar}/{getvar} storage, per channel.
import { and, eq } from 'drizzle-orm';
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
): Promise<void> {
  await db
    .insert(channelVariables)
    .values({ streamerId, name, value })
    .onConflictDoUpdate({ target: [channelVariables.streamerId, channelVariables.name], set: { value } });
}
