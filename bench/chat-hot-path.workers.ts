// The chat hot path in workerd: signed EventSub chat deliveries for a cached text command, through
// the worker and the ChannelDO to a fake Helix. Prints figures; asserts nothing about time.
// Run by `npm run bench` (vitest project bench-chat, Twitch app configured as in the tests).
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { it } from 'vitest';
import { openDatabase } from '../db/client';
import { insertCommand } from '../db/commands';
import { upsertStreamer } from '../db/streamers';
import { eventSubDelivery, eventSubSubscription } from '../test/fakes/eventsub-delivery';
import { routeOutboundFetch } from '../test/fakes/outbound';
import { createFakeHelix } from '../test/fakes/twitch-helix';
import worker from '../worker/index';

const channels = 50;
const messagesPerChannel = 10; // under the 20-per-30-s limit, so the queue never waits
const concurrency = 10;

function chatDelivery(broadcasterId: string, n: number) {
  return eventSubDelivery('http://localhost/webhooks/twitch', {
    secret: env.EVENTSUB_SECRET as string,
    messageType: 'notification',
    subscriptionType: 'channel.chat.message',
    body: {
      subscription: eventSubSubscription('channel.chat.message', { broadcaster_user_id: broadcasterId }),
      event: {
        broadcaster_user_id: broadcasterId,
        chatter_user_id: `${1000 + n}`,
        chatter_user_login: `viewer${n}`,
        chatter_user_name: `Viewer${n}`,
        message_id: crypto.randomUUID(),
        message: { text: `!hello friend${n}` },
        badges: [],
      },
    },
  });
}

async function deliver(request: Request): Promise<number> {
  const start = performance.now();
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, env, ctx);
  await waitOnExecutionContext(ctx);
  if (response.status !== 204) throw new Error(`webhook answered ${response.status}`);
  return performance.now() - start;
}

/** Counts the D1 statements prepared in this isolate (the worker and the DO share it with the bench), by kind. */
function countD1Statements() {
  const prototype = Object.getPrototypeOf(env.DB) as { prepare: (sql: string) => unknown };
  const counts = { reads: 0, writes: 0 };
  const original = prototype.prepare;
  prototype.prepare = function (this: unknown, sql: string) {
    if (/^\s*select/i.test(sql)) counts.reads++;
    else counts.writes++;
    return original.call(this, sql);
  };
  return counts;
}

it('measures the chat hot path', { timeout: 120_000 }, async () => {
  const twitch = createFakeHelix({
    clientId: env.TWITCH_CLIENT_ID as string,
    clientSecret: env.TWITCH_CLIENT_SECRET as string,
    userTokens: [],
  });
  routeOutboundFetch({ 'id.twitch.tv': twitch.app, 'api.twitch.tv': twitch.app });
  const db = openDatabase(env.DB);
  const ids = Array.from({ length: channels }, (_, i) => String(60_000_000 + i));
  for (const id of ids) {
    await upsertStreamer(db, { twitchUserId: id, login: `c${id}`, displayName: `C${id}` }, null, Date.now());
    await insertCommand(db, id, commandInput, Date.now());
  }

  // Warm every channel once: its DO starts and fills its command cache from D1.
  const d1 = countD1Statements();
  for (const id of ids) await deliver(await chatDelivery(id, 0));
  const warm = { ...d1 };

  const requests = await Promise.all(
    ids.flatMap((id) => Array.from({ length: messagesPerChannel - 1 }, (_, n) => chatDelivery(id, n + 1))),
  );
  d1.reads = 0;
  d1.writes = 0;
  const times: number[] = [];
  const start = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests.length) times.push(await deliver(requests[next++] as Request));
    }),
  );
  const total = ids.length * messagesPerChannel;
  while (twitch.state.chat.length < total) await new Promise((resolve) => setTimeout(resolve, 5));
  const seconds = (performance.now() - start) / 1000;

  times.sort((a, b) => a - b);
  const at = (p: number) => (times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0).toFixed(2);
  console.log(
    `Chat hot path (workerd): ${requests.length} signed deliveries over ${channels} warm channels, ${concurrency} in flight`,
  );
  console.log(`  ${(requests.length / seconds).toFixed(0)} messages/s answered through to the fake Helix`);
  console.log(`  handling time per delivery: median ${at(0.5)} ms, p99 ${at(0.99)} ms`);
  console.log(
    `  D1 reads: ${warm.reads} while warming ${channels} channels, ${d1.reads} for ${requests.length} warm messages (writes: ${d1.writes}, the batched usage counts)`,
  );
});

const commandInput = {
  command: 'hello',
  type: 'Text',
  text: 'Hi {username}, welcome {optTarget}!',
  needsMod: false,
  followersOnly: false,
  subsOnly: false,
  enabledInTwitch: true,
  enabledInDiscord: false,
  cooldownSeconds: 0,
};
