// Whether a channel wants chat that is not a command, remembered in this isolate for a few seconds:
// a busy chat then costs no D1 read per message (the read was most of a plain message's
// acknowledgement time). What is remembered comes from the channel's own answer to each delivery
// it is handed, or from D1 (which the channel keeps up to date) when nothing fresher is known. This
// isolate forgets at once when it hands the channel something that may change its interest (an
// overlay socket, an event); other isolates see the change within plainChatMemoryMs, so emotes may
// start flying that much later after an overlay opens.
import type { Database } from '../../db/client';
import { isPlainChatWanted } from '../../db/streamers';

export const plainChatMemoryMs = 5000;
/** Bounds the memory one isolate spends on this. */
const maxRemembered = 10_000;

const remembered = new Map<string, { wanted: boolean; until: number }>();

export async function plainChatWanted(db: Database, streamerId: string): Promise<boolean> {
  const known = remembered.get(streamerId);
  if (known && known.until > Date.now()) return known.wanted;
  const wanted = await isPlainChatWanted(db, streamerId);
  rememberPlainChatInterest(streamerId, wanted);
  return wanted;
}

export function rememberPlainChatInterest(streamerId: string, wanted: boolean): void {
  if (remembered.size >= maxRemembered) remembered.clear();
  remembered.set(streamerId, { wanted, until: Date.now() + plainChatMemoryMs });
}

export function forgetPlainChatInterest(streamerId: string): void {
  remembered.delete(streamerId);
}
