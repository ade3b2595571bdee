// Deliveries are acknowledged once stored in the channel's inbox and worked through just after:
// tests that look at their effects first wait for the inbox to empty.
import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

export const channelStub = (broadcasterId: string) => env.CHANNEL.get(env.CHANNEL.idFromName(broadcasterId));

export const inboxCount = (broadcasterId: string): Promise<number> =>
  runInDurableObject(
    channelStub(broadcasterId),
    (_instance, state) => state.storage.sql.exec<{ n: number }>('SELECT count(*) AS n FROM inbox').one().n,
  );

/** Waits until every delivery the channel acknowledged has been worked through. */
export async function inboxSettled(broadcasterId: string, attempts = 400): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    if ((await inboxCount(broadcasterId)) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`the inbox of channel ${broadcasterId} did not empty`);
}

/** Crashes the channel's object as a failed machine would: in-memory state and running work are lost. */
export async function crashChannel(broadcasterId: string): Promise<void> {
  await runInDurableObject(channelStub(broadcasterId), (_instance, state) => {
    state.abort('crash for the test');
  }).catch(() => {});
}
