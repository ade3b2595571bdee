// Deliveries are acknowledged once done, or once stored in the channel's inbox to be worked through
// just after (when others wait before them): tests that look at their effects wait for it to empty.
import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

export const channelStub = (streamerId: string) => env.CHANNEL.get(env.CHANNEL.idFromName(streamerId));

export const inboxCount = (streamerId: string): Promise<number> =>
  runInDurableObject(
    channelStub(streamerId),
    (_instance, state) => state.storage.sql.exec<{ n: number }>('SELECT count(*) AS n FROM inbox').one().n,
  );

/** Waits until every delivery the channel acknowledged has been worked through. */
export async function inboxSettled(streamerId: string, attempts = 400): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    if ((await inboxCount(streamerId)) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`the inbox of channel ${streamerId} did not empty`);
}

/** Crashes the channel's object as a failed machine would: in-memory state and running work are lost. */
export async function crashChannel(streamerId: string): Promise<void> {
  await runInDurableObject(channelStub(streamerId), (_instance, state) => {
    state.abort('crash for the test');
  }).catch(() => {});
}
