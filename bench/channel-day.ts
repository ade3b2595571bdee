// One channel-day in workerd, as the cost and free-plan benches count it: the bot joined all day with
// the hourly cron, a 3-hour stream of chat (some of it commands) and channel events, a carousel and a
// progress overlay open while live, a StreamElements token saved. The day runs on a virtual clock
// through the real worker and ChannelDO against fakes of Helix and StreamElements: each delivery moves
// the clock on by its share of the stream, the two overlays keep their sockets alive as their pages do
// (ticking every 20 s while the channel tells them to, which it does while the token is saved: the tip
// checks ride on the ticks) and every alarm the object set runs when the clock reaches it, so the
// inbox's safety net, the chat limit's window and the tip checks happen as often as in real time;
// bench/usage-meter.ts counts the Worker requests, the calls into the object, its active time and
// every row read and written, and the ticks the object took are counted here.
import {
  createExecutionContext,
  runDurableObjectAlarm,
  runInDurableObject,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { defaultModerationSettings, withRecommendedFilters } from '../core/moderation/moderation-settings';
import { overlayKeepAliveMs, overlayTickMs, overlayTickText } from '../core/overlay/overlay-heartbeat';
import type { OverlayMessage } from '../core/overlay/overlay-messages';
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
import { sized } from './smoke';
import { benchTextCommand } from './text-command';
import { type Usage, UsageMeter } from './usage-meter';

export type DayShape = {
  liveHours: number;
  chatMessages: number;
  /** Of the chat messages, how many are commands. */
  commands: number;
  channelEvents: number;
  overlays: number;
};

/** The typical day of issue 18: 5,000 chat messages (5% commands) and 200 events in a 3-hour stream. */
export const typicalDay: DayShape = {
  liveHours: sized(3, 0.25),
  chatMessages: sized(5000, 100),
  commands: sized(250, 5),
  channelEvents: sized(200, 4),
  overlays: 2,
};

/** The busy channel of issue 30: ten times the chat and the events, twice the commands, same stream. */
export const busyDay: DayShape = {
  ...typicalDay,
  chatMessages: sized(50_000, 200),
  commands: sized(500, 10),
  channelEvents: sized(2000, 8),
};

const benchJwt = 'eyJhbGciOiJIUzI1NiJ9.eyJjaGFubmVsIjoiYmVuY2gifQ.c2lnbmF0dXJl';

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

/**
 * Counts (and times, as the object's activity) every socket message the object takes, so the bench can
 * wait until the ticks it sent were taken; `restore` puts the object's own handler back.
 */
function meterSocketMessages(meter: UsageMeter) {
  const prototype = ChannelDO.prototype;
  const original = prototype.webSocketMessage;
  const counted = { taken: 0 };
  prototype.webSocketMessage = function (
    this: ChannelDO,
    ...args: Parameters<ChannelDO['webSocketMessage']>
  ) {
    return meter
      .active(() => original.apply(this, args))
      .finally(() => {
        counted.taken += 1;
      });
  };
  return {
    counted,
    restore: () => {
      prototype.webSocketMessage = original;
    },
  };
}

/**
 * An overlay page's keep-alive as overlays/shared/overlay-socket.ts runs it, on the virtual clock: a
 * tick every `overlayTickMs` while the channel says to (its `ticks` message), else a heartbeat every
 * `overlayKeepAliveMs`, which the runtime answers without the object. `nextAt`: when it next sends.
 */
function benchOverlayPage(socket: WebSocket) {
  const page = { socket, told: false, ticking: false, nextAt: Date.now() + overlayKeepAliveMs };
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as OverlayMessage;
    if (message.type !== 'ticks') return;
    page.told = true;
    if (message.on === page.ticking) return;
    page.ticking = message.on;
    page.nextAt = Date.now() + (message.on ? overlayTickMs : overlayKeepAliveMs);
  });
  return page;
}

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

/** What a channel-day used, per day, as Cloudflare bills it. */
export type DayUsage = {
  workerRequests: number;
  objectRequests: number;
  activeSeconds: number;
  rowsRead: number;
  rowsWritten: number;
  d1RowsRead: number;
  d1RowsWritten: number;
};

export type MeasuredDay = {
  perDay: DayUsage;
  cron: Usage;
  stream: Usage;
  /**
   * The overlays' ticks the object took while live (billed at 20:1 as object requests). Pages that show
   * tips send them instead of the heartbeat keep-alive while the channel checks a tip service.
   */
  overlayTicks: number;
  /** Heartbeat keep-alives of pages not ticking, answered by the runtime (billed at 20:1 as well). */
  keepAlives: number;
  tipChecks: number;
  /** Moderation requests to Twitch. */
  acted: number;
};

/** One channel-day of the given shape on a fresh virtual clock (and a fresh channel). */
export async function measureDay(shape: DayShape, options: { filters: boolean }): Promise<MeasuredDay> {
  const clock = virtualClock();
  try {
    return await channelDay(clock, shape, options);
  } finally {
    clock.restore();
  }
}

async function channelDay(
  clock: ReturnType<typeof virtualClock>,
  day: DayShape,
  options: { filters: boolean },
): Promise<MeasuredDay> {
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
  const socketMessages = meterSocketMessages(meter);
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

  try {
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
    const pages: ReturnType<typeof benchOverlayPage>[] = [];
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
      const page = benchOverlayPage(response.webSocket);
      response.webSocket.accept();
      pages.push(page);
    }
    await inboxSettled(id, 10_000);
    // Both pages show tips and the token is saved: each hears in its greeting to tick.
    for (let wait = 0; pages.some((page) => !page.told) && wait < 5000; wait++)
      await new Promise((resolve) => setTimeout(resolve, 1));
    if (pages.some((page) => !page.ticking)) throw new Error('an overlay was not told to tick');

    let ticksSent = 0;
    let keepAlives = 0;
    /** The page's tick, once the object took it (and the work it set off settled); else its heartbeat. */
    const keepAlive = async (page: (typeof pages)[number]) => {
      if (!page.ticking) {
        keepAlives += 1;
        page.nextAt += overlayKeepAliveMs;
        return;
      }
      page.nextAt += overlayTickMs;
      page.socket.send(overlayTickText);
      ticksSent += 1;
      const taken = socketMessages.counted.taken + 1;
      for (let wait = 0; socketMessages.counted.taken < taken && wait < 5000; wait++)
        await new Promise((resolve) => setTimeout(resolve, 1));
      await inboxSettled(id, 2000);
    };
    const ticksAtStart = socketMessages.counted.taken;

    // Each delivery takes its share of the stream; the keep-alives and alarms that fell due meanwhile
    // run first.
    const deliveries = day.chatMessages + day.channelEvents;
    const step = (day.liveHours * 3600 * 1000) / deliveries;
    const nextDue = (until: number) =>
      pages.filter((page) => page.nextAt <= until).sort((a, b) => a.nextAt - b.nextAt)[0];
    const live = async (type: string, event: Record<string, unknown>) => {
      const until = Date.now() + step;
      for (let page = nextDue(until); page; page = nextDue(until)) {
        clock.reach(page.nextAt);
        await runDueAlarms(id);
        await keepAlive(page);
      }
      clock.reach(until);
      await runDueAlarms(id);
      await delivery(type, event);
    };
    const commandEvery = Math.round(day.chatMessages / day.commands);
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
    for (const page of pages) page.socket.close(1000, 'stream over');
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
    const overlayTicks = socketMessages.counted.taken - ticksAtStart;
    if (overlayTicks !== ticksSent) throw new Error(`${ticksSent} ticks sent, ${overlayTicks} taken`);
    const tipChecks = streamElements
      .requestsBy(benchJwt)
      .filter((request) => request.path.includes('/tips/')).length;

    // Where the stream's rows went, costliest first, for whoever reads the run.
    const costliest = [...meter.byWhat].sort(
      ([, a], [, b]) => b.written + b.read / 1000 - a.written - a.read / 1000,
    );
    console.log(`Rows of the stream (${day.chatMessages} messages): calls, read, written, what`);
    for (const [what, rows] of costliest.slice(0, 25))
      console.log(`${rows.calls}\t${rows.read}\t${rows.written}\t${what}`);
    const perDay: DayUsage = {
      workerRequests,
      objectRequests:
        cron.doCalls + cron.alarms + stream.doCalls + stream.alarms + (overlayTicks + keepAlives) / 20,
      activeSeconds: (cron.activeMs + stream.activeMs) / 1000,
      rowsRead: cron.rowsRead + stream.rowsRead,
      rowsWritten: cron.rowsWritten + stream.rowsWritten,
      d1RowsRead: cron.d1RowsRead + stream.d1RowsRead,
      d1RowsWritten: cron.d1RowsWritten + stream.d1RowsWritten,
    };
    return {
      perDay,
      cron,
      stream,
      overlayTicks,
      keepAlives,
      tipChecks,
      acted: fixture.twitch.state.moderation.length,
    };
  } finally {
    restoreFetch();
    socketMessages.restore();
    meter.detach();
  }
}
