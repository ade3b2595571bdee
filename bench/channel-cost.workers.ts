// What one typical channel-day costs to host (issue 18, item 6): the bot joined all day with the
// hourly cron, a 3-hour stream with 5,000 chat messages (5% commands) and 200 channel events, a
// carousel and a progress overlay open while live, a StreamElements token saved. The day runs on a
// virtual clock through the real worker and ChannelDO in workerd against fakes of Helix and
// StreamElements: each delivery moves the clock on by its share of the stream and every alarm the
// object set runs when the clock reaches it, so the inbox's safety net, the chat limit's window and
// the tip checks every 20 s happen as often as in real time; bench/usage-meter.ts
// counts the Worker requests, the calls into the object, its active time and every row read and
// written, and the month is priced at Cloudflare's list prices. Run by `npm run bench`.
import {
  createExecutionContext,
  runDurableObjectAlarm,
  runInDurableObject,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { it } from 'vitest';
import { defaultModerationSettings, withRecommendedFilters } from '../core/moderation/moderation-settings';
import { tipPollIntervalMs } from '../core/tips/tip-cursors';
import { openDatabase } from '../db/client';
import { insertCommand } from '../db/commands';
import { ChannelDO } from '../durable-objects/channel';
import { eventSubDelivery, eventSubSubscription, rfc3339Nano } from '../test/fakes/eventsub-delivery';
import { routeOutboundFetch } from '../test/fakes/outbound';
import { createFakeStreamElements } from '../test/fakes/streamelements';
import { channelStub, inboxSettled } from '../test/integration/channel-inbox';
import { dashboardRequest } from '../test/integration/session-helpers';
import { overlayKeyOf, twitchChannelFixture } from '../test/integration-twitch/twitch-channel';
import worker from '../worker/index';
import { report, round } from './figures';
import { benchTextCommand } from './text-command';
import { type Usage, UsageMeter } from './usage-meter';

const day = { liveHours: 3, chatMessages: 5000, commandShare: 0.05, channelEvents: 200, overlays: 2 };
/** The overlay page's keep-alive (overlays/shared/overlay-socket.ts): answered by the runtime, billed 20:1. */
const overlayPingSeconds = 25;
const daysPerMonth = 30;
const benchJwt = 'eyJhbGciOiJIUzI1NiJ9.eyJjaGFubmVsIjoiYmVuY2gifQ.c2lnbmF0dXJl';

/**
 * Cloudflare's list prices on the Workers Paid plan, beyond what the plan includes, as published on
 * developers.cloudflare.com (Workers, Durable Objects and D1 pricing pages; read 2026-11-23).
 */
const price = {
  workerRequest: 0.3 / 1e6,
  workerCpuMs: 0.02 / 1e6,
  objectRequest: 0.15 / 1e6,
  /** Per GB-second; an object is billed at 128 MB whatever it uses. */
  gbSecond: 12.5 / 1e6,
  rowRead: 0.001 / 1e6,
  rowWritten: 1.0 / 1e6,
};
const objectGb = 128 / 1024;

type EventKind = { type: string; event: (streamerId: string, n: number) => Record<string, unknown> };
const follow: EventKind = { type: 'channel.follow', event: (_id, n) => ({ user_name: `Fan${n}` }) };
const sub: EventKind = {
  type: 'channel.subscribe',
  event: (_id, n) => ({ user_name: `Sub${n}`, tier: '1000', is_gift: false }),
};
const cheer: EventKind = {
  type: 'channel.cheer',
  event: (_id, n) => ({ user_name: `Cheerer${n}`, is_anonymous: false, message: 'Cheer100 gg', bits: 100 }),
};
const raid: EventKind = {
  type: 'channel.raid',
  event: (id, n) => ({ from_broadcaster_user_name: `Raider${n}`, to_broadcaster_user_id: id, viewers: 12 }),
};
/** Twenty events in the day's proportions: 60% follows, 20% subs, 15% cheers, 5% raids. */
const eventMix: EventKind[] = [
  ...Array(12).fill(follow),
  ...Array(4).fill(sub),
  ...Array(3).fill(cheer),
  raid,
];

/** Date.now moved on by hand; installed before anything reads it, so every part reads this clock. */
function virtualClock() {
  const realNow = Date.now;
  let ahead = 0;
  Date.now = () => realNow() + ahead;
  return {
    advance(ms: number) {
      ahead += ms;
    },
    /** To `at`, unless the clock is already past it. */
    reach(at: number) {
      ahead = Math.max(ahead, at - realNow());
    },
    restore() {
      ahead = 0;
      Date.now = realNow;
    },
  };
}

const channelAlarm = (id: string) =>
  runInDurableObject(channelStub(id), (_instance, state) => state.storage.getAlarm());

/** Runs, in order, every alarm the channel set that the clock has reached. */
async function runDueAlarms(id: string): Promise<void> {
  for (let at = await channelAlarm(id); at !== null && at <= Date.now(); at = await channelAlarm(id)) {
    await runDurableObjectAlarm(channelStub(id));
    await inboxSettled(id, 2000);
  }
}

/** One channel-day on a fresh virtual clock (and a fresh channel). */
async function measureDay(filters: boolean) {
  const clock = virtualClock();
  try {
    return await channelDay(clock, { filters });
  } finally {
    clock.restore();
  }
}

it('measures what a channel-day costs', { timeout: 1_200_000 }, async () => {
  const plain = await measureDay(false);
  const filtered = await measureDay(true);
  report({
    name: 'Channel-day with the chat filters on: Durable Object requests',
    value: Math.round(filtered.perDay.objectRequests),
    unit: 'requests',
    note: 'the recommended set and 200 word-list entries; every chat message now reaches the object',
  });
  report({
    name: 'Channel-day with the chat filters on: rows written',
    value: filtered.perDay.rowsWritten,
    unit: 'rows',
    note: `${filtered.acted} moderation requests to Twitch (1 message in 100 held a link)`,
  });
  report({
    name: 'Channel-day with the chat filters on: added per channel-month',
    value: round(filtered.total - plain.total, 3),
    unit: '$',
    goal: { atMost: 0.05 },
    note: `${round(filtered.total, 3)} $ against ${round(plain.total, 3)} $ without filters`,
  });
});

/** 200 entries a streamer might keep: plain words, a few wildcards, phrases and expressions. */
const benchWordList = Array.from({ length: 200 }, (_, n) =>
  n % 20 === 0
    ? `~/sp[a4]m+${n}/i`
    : n % 10 === 0
      ? `bad phrase ${n}`
      : n % 7 === 0
        ? `wor*d${n}`
        : `badword${n}`,
);

async function channelDay(clock: ReturnType<typeof virtualClock>, options: { filters: boolean }) {
  const fixture = await twitchChannelFixture({ extraScopes: ['moderator:read:followers', 'bits:read'] });
  const id = fixture.streamerId;
  const streamElements = createFakeStreamElements({ channels: { [benchJwt]: 'se-bench' } });
  fixture.restore();
  const restoreFetch = routeOutboundFetch({
    'id.twitch.tv': fixture.twitch.app,
    'api.twitch.tv': fixture.twitch.app,
    ...streamElements.hosts,
  });
  const meter = new UsageMeter();
  const meteredEnv = { ...env, CHANNEL: meter.meteredNamespace(env.CHANNEL) };
  let workerRequests = 0;
  const send = async (request: Request) => {
    workerRequests += 1;
    const ctx = createExecutionContext();
    const response = await worker.fetch(request, meteredEnv, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  };
  const delivery = async (type: string, event: Record<string, unknown>) => {
    const condition: Record<string, string> =
      type === 'channel.raid' ? { to_broadcaster_user_id: id } : { broadcaster_user_id: id };
    const response = await send(
      await eventSubDelivery('http://localhost/webhooks/twitch', {
        secret: env.EVENTSUB_SECRET as string,
        messageType: 'notification',
        subscriptionType: type,
        // The clock here is the virtual one (new Date() would read the machine's).
        timestamp: rfc3339Nano(new Date(Date.now())),
        body: {
          subscription: eventSubSubscription(type, condition),
          event: { broadcaster_user_id: id, ...event },
        },
      }),
    );
    if (response.status >= 300) throw new Error(`${type} answered ${response.status}`);
  };

  // Set-up, not counted: the bot joins, the usual commands and a StreamElements token are saved.
  const joined = await send(dashboardRequest(fixture.cookie, 'POST', '/api/twitch/botOn'));
  if (!joined.ok) throw new Error(`joining answered ${joined.status}`);
  const db = openDatabase(env.DB);
  for (const command of ['hello', 'discord', 'socials'])
    await insertCommand(db, id, benchTextCommand(command, 'Hi {username}, welcome!'), Date.now());
  const saved = await send(
    dashboardRequest(fixture.cookie, 'POST', '/api/tips/streamelements', { jwt: benchJwt }),
  );
  if (!saved.ok) throw new Error(`saving the StreamElements token answered ${saved.status}`);
  if (options.filters) {
    const settings = withRecommendedFilters(defaultModerationSettings);
    settings.filters.words = { ...settings.filters.words, enabled: true, entries: benchWordList };
    const filtersOn = await send(dashboardRequest(fixture.cookie, 'POST', '/api/moderation', settings));
    if (!filtersOn.ok) throw new Error(`turning the chat filters on answered ${filtersOn.status}`);
  }
  meter.meterD1(env.DB);
  await meter.meterStorage(channelStub(id));
  meter.meterAlarms(ChannelDO.prototype);
  const overlayKey = await overlayKeyOf(id);
  await inboxSettled(id, 2000);
  meter.reset();
  workerRequests = 0;

  // Off the air: the hourly cron, for the day.
  for (let hour = 0; hour < 24; hour++) {
    const ctx = createExecutionContext();
    await worker.scheduled?.(
      { cron: '17 * * * *', scheduledTime: Date.now(), noRetry() {} } as ScheduledController,
      meteredEnv,
      ctx,
    );
    await waitOnExecutionContext(ctx);
  }
  const cron = meter.read();
  meter.reset();

  // The stream: online, two overlays open, chat and events, offline, overlays closed.
  await delivery('stream.online', { started_at: rfc3339Nano(new Date(Date.now())), type: 'live' });
  const sockets: WebSocket[] = [];
  for (const area of ['carousel', 'progressBar']) {
    workerRequests += 1;
    const response = await worker.fetch(
      new Request(`http://localhost/api/overlay/${overlayKey}/ws?overlay=${area}`, {
        headers: { Upgrade: 'websocket' },
      }),
      meteredEnv,
      createExecutionContext(),
    );
    if (!response.webSocket) throw new Error(`the ${area} overlay did not connect (${response.status})`);
    response.webSocket.accept();
    sockets.push(response.webSocket);
  }
  await inboxSettled(id, 10_000);

  // Each delivery takes its share of the three hours; what fell due meanwhile runs first.
  const deliveries = day.chatMessages + day.channelEvents;
  const step = (day.liveHours * 3600 * 1000) / deliveries;
  const live = async (type: string, event: Record<string, unknown>) => {
    clock.advance(step);
    await runDueAlarms(id);
    await delivery(type, event);
  };
  const commandEvery = Math.round(1 / day.commandShare);
  const eventEvery = Math.floor(day.chatMessages / day.channelEvents);
  let events = 0;
  for (let n = 0; n < day.chatMessages; n++) {
    const command = n % commandEvery === 0;
    await live('channel.chat.message', {
      chatter_user_id: `${1000 + (n % 400)}`,
      chatter_user_login: `viewer${n % 400}`,
      chatter_user_name: `Viewer${n % 400}`,
      message_id: crypto.randomUUID(),
      message: {
        text: command
          ? `!${['hello', 'discord', 'socials'][n % 3]}`
          : n % 100 === 1
            ? `free followers at promo${n}.com`
            : `what a play ${n} LUL`,
      },
      badges: [],
    });
    if (n % eventEvery === eventEvery - 1 && events < day.channelEvents) {
      const kind = eventMix[events % eventMix.length] ?? follow;
      await live(kind.type, kind.event(id, events));
      events += 1;
    }
  }
  await delivery('stream.offline', {});
  await inboxSettled(id, 60_000);
  for (const socket of sockets) socket.close(1000, 'stream over');
  await new Promise((resolve) => setTimeout(resolve, 200));
  // Whatever alarms the stream left (the inbox's safety net, the chat limit's window) run in time.
  for (
    let at = await channelAlarm(id), left = 100;
    at !== null && left > 0;
    at = await channelAlarm(id), left--
  ) {
    clock.reach(at);
    await runDueAlarms(id);
  }
  const stream = meter.read();
  const tipChecks = streamElements
    .requestsBy(benchJwt)
    .filter((request) => request.path.includes('/tips/')).length;
  restoreFetch();

  // Where the stream's rows went, costliest first, for whoever reads the run.
  const costliest = [...meter.byWhat].sort(
    ([, a], [, b]) => b.written + b.read / 1000 - a.written - a.read / 1000,
  );
  for (const [what, rows] of costliest.slice(0, 25))
    console.log(`${rows.calls}\t${rows.read}\t${rows.written}\t${what}`);
  const pings = (day.overlays * day.liveHours * 3600) / overlayPingSeconds;
  const perDay = {
    workerRequests,
    objectRequests: cron.doCalls + cron.alarms + stream.doCalls + stream.alarms + pings / 20,
    activeSeconds: (cron.activeMs + stream.activeMs) / 1000,
    rowsRead: cron.rowsRead + stream.rowsRead,
    rowsWritten: cron.rowsWritten + stream.rowsWritten,
  };
  const month = (n: number) => n * daysPerMonth;
  const dollars = {
    workerRequests: month(perDay.workerRequests) * price.workerRequest,
    objectRequests: month(perDay.objectRequests) * price.objectRequest,
    duration: month(perDay.activeSeconds) * objectGb * price.gbSecond,
    rowsRead: month(perDay.rowsRead) * price.rowRead,
    rowsWritten: month(perDay.rowsWritten) * price.rowWritten,
  };
  const total = Object.values(dollars).reduce((sum, value) => sum + value, 0);

  const acted = fixture.twitch.state.moderation.length;
  if (options.filters) return { perDay, total, acted };
  const breakdown = (usage: Usage) =>
    `${usage.doCalls} calls, ${usage.alarms} alarms, ${round(usage.activeMs / 1000, 1)} s active, ${usage.rowsRead} rows read, ${usage.rowsWritten} written`;
  report({
    name: 'Channel-day: Worker requests',
    value: perDay.workerRequests,
    unit: 'requests',
    note: `${day.chatMessages.toLocaleString('en')} chat deliveries, ${day.channelEvents} events, 2 stream events, 2 overlay sockets`,
  });
  report({
    name: 'Channel-day: Durable Object requests',
    value: Math.round(perDay.objectRequests),
    unit: 'requests',
    note: `cron: ${breakdown(cron)}; stream: ${breakdown(stream)}; ${pings} overlay keep-alives at 20:1`,
  });
  report({
    name: 'Channel-day: Durable Object active time',
    value: round(perDay.activeSeconds, 1),
    unit: 's',
    note: 'wall time while a call or alarm ran (no held outbound socket)',
  });
  report({
    name: 'Channel-day: tip checks',
    value: tipChecks,
    unit: 'checks',
    note: `StreamElements asked every ${tipPollIntervalMs / 1000} s while live (${day.liveHours} h), on the object's alarm`,
  });
  report({ name: 'Channel-day: rows read (D1 and the object)', value: perDay.rowsRead, unit: 'rows' });
  report({ name: 'Channel-day: rows written (D1 and the object)', value: perDay.rowsWritten, unit: 'rows' });
  report({
    name: 'Hosting one channel a month, list price',
    value: round(total, 3),
    unit: '$',
    goal: { atMost: 0.1 },
    note: Object.entries(dollars)
      .map(([what, value]) => `${what} $${round(value, 4)}`)
      .join(', '),
  });
  return { perDay, total, acted };
}
