// Deliveries are acknowledged once done, or once stored in the channel's inbox to be worked through
// just after (when others wait before them): tests that look at their effects wait for it to empty.
import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eventSubDelivery, eventSubSubscription, rfc3339Nano } from '../fakes/eventsub-delivery';
import { origin } from './session-helpers';

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

/** A signed channel.follow for the streamer from viewer `n`, as Twitch delivers it. */
export function signedFollow(streamerId: string, messageId: string, n = 1) {
  return eventSubDelivery(`${origin}/webhooks/twitch`, {
    secret: env.EVENTSUB_SECRET as string,
    messageType: 'notification',
    subscriptionType: 'channel.follow',
    messageId,
    body: {
      subscription: eventSubSubscription('channel.follow', {
        broadcaster_user_id: streamerId,
        moderator_user_id: streamerId,
      }),
      event: {
        user_id: String(7000 + n),
        user_login: `follower${n}`,
        user_name: `Follower${n}`,
        broadcaster_user_id: streamerId,
        broadcaster_user_login: 'burst',
        broadcaster_user_name: 'Burst',
        followed_at: rfc3339Nano(new Date()),
      },
    },
  });
}
