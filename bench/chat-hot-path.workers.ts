// Chat on one channel in workerd: 5,000 signed EventSub chat deliveries (90% plain chat, 10% a text
// command) at 32 in flight, through the worker and the channel's Durable Object to a fake Helix; then
// the object's own time per plain message and per command, measured inside it over many messages.
// Run by `npm run bench` (vitest project bench-workers, Twitch app configured as in the tests).
import { createExecutionContext, runInDurableObject, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { it } from 'vitest';
import type { ChatMessage } from '../core/chat/chat-message';
import { readInvocation } from '../core/commands/invocation';
import { defaultModerationSettings, withRecommendedFilters } from '../core/moderation/moderation-settings';
import { openDatabase } from '../db/client';
import { insertCommand } from '../db/commands';
import { upsertStreamer } from '../db/streamers';
import type { ChannelDO } from '../durable-objects/channel';
import { eventSubDelivery, eventSubSubscription } from '../test/fakes/eventsub-delivery';
import { routeOutboundFetch } from '../test/fakes/outbound';
import { createFakeHelix } from '../test/fakes/twitch-helix';
import { channelStub, inboxSettled } from '../test/integration/channel-inbox';
import { partOfChannel } from '../worker/env';
import worker from '../worker/index';
import { report, reportLatency, round } from './figures';
import { sized } from './smoke';
import { benchTextCommand } from './text-command';

const benchChannel = '60000001';
/** The same chat on a channel with every chat filter on. */
const filteredChannel = '60000002';
const streamerId = benchChannel;
const deliveries = sized(5000, 50);
const inFlight = 32;
const isCommand = (n: number) => n % 10 === 0;

function chatDelivery(n: number, streamerId = benchChannel) {
  return eventSubDelivery('http://localhost/webhooks/twitch', {
    secret: env.EVENTSUB_SECRET as string,
    messageType: 'notification',
    subscriptionType: 'channel.chat.message',
    body: {
      subscription: eventSubSubscription('channel.chat.message', { broadcaster_user_id: streamerId }),
      event: {
        broadcaster_user_id: streamerId,
        chatter_user_id: `${1000 + (n % 300)}`,
        chatter_user_login: `viewer${n % 300}`,
        chatter_user_name: `Viewer${n % 300}`,
        message_id: crypto.randomUUID(),
        message: { text: isCommand(n) ? `!hello friend${n}` : `that was a great play number ${n} LUL` },
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

const chatMessage = (n: number, text: string): ChatMessage => ({
  messageId: crypto.randomUUID(),
  chatterId: `${1000 + (n % 300)}`,
  chatterLogin: `viewer${n % 300}`,
  chatterName: `Viewer${n % 300}`,
  text,
  invocation: readInvocation(text),
  roles: [],
  isTest: false,
});

/**
 * The object's own time for `count` messages taken in and worked through one after another, inside
 * the object (no worker, no RPC): from the inbox write to the last part, per message.
 */
function timeInsideObject(count: number, text: (n: number) => string, channel = streamerId): Promise<number> {
  return runInDurableObject(channelStub(channel), async (instance: ChannelDO) => {
    const start = performance.now();
    for (let n = 0; n < count; n++) {
      const message = chatMessage(n, text(n));
      await instance.acceptDelivery(message.messageId, { kind: 'chat', message });
      await instance.settled();
    }
    return (performance.now() - start) / count;
  });
}

it('measures chat on one channel with every chat filter on', { timeout: 600_000 }, async () => {
  const twitch = createFakeHelix({
    clientId: env.TWITCH_CLIENT_ID as string,
    clientSecret: env.TWITCH_CLIENT_SECRET as string,
    userTokens: [],
  });
  const restore = routeOutboundFetch({ 'id.twitch.tv': twitch.app, 'api.twitch.tv': twitch.app });
  const db = openDatabase(env.DB);
  await upsertStreamer(
    db,
    { streamerId: filteredChannel, login: 'filter_bench', displayName: 'FilterBench' },
    null,
    Date.now(),
  );
  await insertCommand(db, filteredChannel, benchTextCommand('hello', 'Hi {username}!'), Date.now());
  const settings = withRecommendedFilters(defaultModerationSettings);
  const entries = Array.from({ length: 2000 }, (_, n) => (n % 10 === 0 ? `~/sp[a4]m+${n}/i` : `badword${n}`));
  settings.filters.words = { ...settings.filters.words, enabled: true, entries, leetspeak: true };
  await partOfChannel(channelStub(filteredChannel), 'moderation').saveSettings(settings);
  for (let n = 0; n < sized(50, 5); n++) await deliver(await chatDelivery(n, filteredChannel));
  await inboxSettled(filteredChannel, 2000);

  const requests = await Promise.all(
    Array.from({ length: deliveries }, (_, n) => chatDelivery(n, filteredChannel)),
  );
  const start = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < requests.length) await deliver(requests[next++] as Request);
    }),
  );
  const filteredSeconds = (performance.now() - start) / 1000;
  await timeInsideObject(200, (n) => `warm ${n}`, filteredChannel);
  report({
    name: 'Chat, every chat filter on: the object’s own time per plain message',
    value: round(
      await timeInsideObject(2000, (n) => `that was a great play number ${n} LUL`, filteredChannel),
      3,
    ),
    unit: 'ms',
    note: 'mean over 2,000, the filters and every other part; each message is now a call into the object',
  });
  report({
    name: 'Chat, one channel, every chat filter on: messages acknowledged a second',
    value: Math.round(deliveries / filteredSeconds),
    unit: 'msg/s',
    goal: { atLeast: 1000 },
    note: `${deliveries.toLocaleString('en')} deliveries, ${inFlight} in flight, 10% commands; 2,000 word-list entries (200 expressions), leetspeak on`,
  });
  restore();
});

it('measures chat on one channel', { timeout: 600_000 }, async () => {
  const twitch = createFakeHelix({
    clientId: env.TWITCH_CLIENT_ID as string,
    clientSecret: env.TWITCH_CLIENT_SECRET as string,
    userTokens: [],
  });
  routeOutboundFetch({ 'id.twitch.tv': twitch.app, 'api.twitch.tv': twitch.app });
  const db = openDatabase(env.DB);
  await upsertStreamer(
    db,
    { streamerId: streamerId, login: 'chat_bench', displayName: 'ChatBench' },
    null,
    Date.now(),
  );
  await insertCommand(
    db,
    streamerId,
    benchTextCommand('hello', 'Hi {username}, welcome {optTarget}!'),
    Date.now(),
  );

  // Warm up: the object starts and fills its command cache from D1.
  for (let n = 0; n < sized(50, 5); n++) await deliver(await chatDelivery(n));
  await inboxSettled(streamerId, 2000);

  const requests = await Promise.all(Array.from({ length: deliveries }, (_, n) => chatDelivery(n)));
  const d1 = countD1Statements();
  const acks: number[] = [];
  // By kind: plain chat ends at the webhook; a command is also stored by the object before the answer.
  const acksByKind = { plain: [] as number[], command: [] as number[] };
  const start = performance.now();
  let next = 0;
  const senders = Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < requests.length) {
        const n = next++;
        const ack = await deliver(requests[n] as Request);
        acks.push(ack);
        acksByKind[isCommand(n) ? 'command' : 'plain'].push(ack);
      }
    }),
  );
  // Beside the run, one after another: calls into the object that only read its live state. Their
  // latency under this very load is what a command's call costs before the object does any work.
  const probeTimes: number[] = [];
  let sending = true;
  const probe = (async () => {
    const stub = channelStub(streamerId);
    while (sending) {
      const callStart = performance.now();
      await partOfChannel(stub, 'liveState').current();
      probeTimes.push(performance.now() - callStart);
    }
  })();
  await senders;
  sending = false;
  await probe;
  const acknowledged = (performance.now() - start) / 1000;
  await inboxSettled(streamerId, 60_000);
  const workedThrough = (performance.now() - start) / 1000;

  const mix = `${deliveries.toLocaleString('en')} deliveries, ${inFlight} in flight, 10% commands`;
  report({
    name: 'Chat, one channel: messages acknowledged a second',
    value: Math.round(deliveries / acknowledged),
    unit: 'msg/s',
    goal: { atLeast: 1000 },
    note: mix,
  });
  report({
    name: 'Chat, one channel: messages worked through a second',
    value: Math.round(deliveries / workedThrough),
    unit: 'msg/s',
    note: 'until the inbox was empty; replies then wait on the chat rate limit in the outbox',
  });
  reportLatency('Chat, one channel: webhook acknowledgement', acks, 50);
  reportLatency('Chat, one channel: acknowledgement of plain chat', acksByKind.plain);
  reportLatency('Chat, one channel: acknowledgement of a command', acksByKind.command);
  reportLatency(
    'Chat, one channel: a call into the object that only reads, during the run',
    probeTimes,
    undefined,
    'one after another beside the 32 deliveries in flight',
  );
  report({
    name: 'Chat, one channel: D1 statements for the run',
    value: d1.reads + d1.writes,
    unit: 'statements',
    note: `${d1.reads} reads, ${d1.writes} writes (the batched usage counts)`,
  });

  // What one channel's path can carry at most here: calls into the object that do nothing, 32 at once.
  const stub = channelStub(streamerId);
  const calls = sized(3000, 30);
  let called = 0;
  const rpcStart = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (called++ < calls) await stub.settled();
    }),
  );
  report({
    name: 'Chat, one channel: empty calls into the object a second (the runtime’s ceiling here)',
    value: Math.round(calls / ((performance.now() - rpcStart) / 1000)),
    unit: 'calls/s',
    note: `${inFlight} in flight; every command makes one such call`,
  });

  await timeInsideObject(sized(200, 5), (n) => `warm ${n}`);
  const plain = await timeInsideObject(sized(2000, 20), (n) => `that was a great play number ${n} LUL`);
  report({
    name: 'Chat: the object’s own time per plain message',
    value: round(plain, 3),
    unit: 'ms',
    goal: { atMost: 0.2 },
    note: 'mean over 2,000, inbox write to the last part',
  });
  const command = await timeInsideObject(sized(500, 5), (n) => `!hello friend${n}`);
  report({
    name: 'Chat: the object’s own time per command',
    value: round(command, 3),
    unit: 'ms',
    note: 'mean over 500, up to the reply stored in the outbox',
  });
});
