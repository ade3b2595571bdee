// Time for the tip-check tests: the channel object runs in the tests' isolate, so shifting Date.now
// here moves its clock too. Started an hour ahead (unless told), so no alarm the object sets fires on its own and
// each check runs when the test says (runDurableObjectAlarm), after the interval has "passed".
import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { unseenTipPollIntervalMs } from '../../core/tips/tip-cursors';
import { channelStub, inboxSettled } from './channel-inbox';

const realNow = Date.now;
let offset = 0;

export function shiftClock(aheadMs = 60 * 60 * 1000): () => void {
  offset = aheadMs;
  Date.now = () => realNow() + offset;
  return () => {
    Date.now = realNow;
    offset = 0;
  };
}

/** Time passes (`ms`) with no alarm fired: what happens meanwhile is up to the test (an overlay's tick). */
export function advanceClock(ms: number): void {
  offset += ms;
}

export const channelAlarm = (streamerId: string) =>
  runInDurableObject(channelStub(streamerId), (_instance, state) => state.storage.getAlarm());

/** The alarm the channel set fires now (after `ms` more have passed); false when none was set. */
export async function fireAlarm(streamerId: string, ms = 0): Promise<boolean> {
  offset += ms;
  const ran = await runDurableObjectAlarm(channelStub(streamerId));
  await inboxSettled(streamerId);
  return ran;
}

/** The next check is due: the longer interval (no overlay shows tips) passes and the alarm fires. */
export const nextCheck = (streamerId: string) => fireAlarm(streamerId, unseenTipPollIntervalMs);
