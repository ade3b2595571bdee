// Whether a channel wants chat that is not a command, as its object last wrote to D1, remembered in
// this isolate for a few seconds: a busy chat then costs one D1 read every few seconds instead of
// one per message (the read was most of a plain message's acknowledgement time). This isolate
// forgets at once when it hands the channel something that may change its interest (an overlay
// socket, an event, a command); other isolates see the change within plainChatMemoryMs, so emotes
// may start flying that much later after an overlay opens.
import type { Database } from '../../db/client';
import { isPlainChatWanted } from '../../db/streamers';

export const plainChatMemoryMs = 5000;
/** Bounds the memory one isolate spends on this. */
const maxRemembered = 10_000;

const remembered = new Map<string, { wanted: boolean; until: number }>();

export async function plainChatWanted(db: Database, broadcasterId: string): Promise<boolean> {
  const now = Date.now();
  const known = remembered.get(broadcasterId);
  if (known && known.until > now) return known.wanted;
  const wanted = await isPlainChatWanted(db, broadcasterId);
  if (remembered.size >= maxRemembered) remembered.clear();
  remembered.set(broadcasterId, { wanted, until: now + plainChatMemoryMs });
  return wanted;
}

export function forgetPlainChatInterest(broadcasterId: string): void {
  remembered.delete(broadcasterId);
}
