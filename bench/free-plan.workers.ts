// The Workers Free plan, measured (issue 30, parts 3 and 4). First the time each kind of request takes
// in workerd, one at a time with nothing else in flight. workerd reports no CPU time per request, so
// each is timed with performance.now() inside the isolate (this workerd's clock moves during
// computation too, not only on I/O: a 250 ms loop reads 250 ms). The whole request's wall time is an
// upper bound on its CPU; less what it waited on (the object, local D1, the fake Twitch, the asset
// store, as bench/usage-meter.ts counts them) it estimates the Worker's CPU, still high by what this
// shared machine's scheduler adds. A wallpaper is drawn in its render object (WallpaperDO): the call's
// wall time bounds the object's CPU, against an object's 30 s rather than the Worker's 10 ms. Then the typical channel-day and a busy one (ten times the chat and
// events, twice the commands) against each daily allowance, and how each count grew. Run by
// `npm run bench` (BENCH_ONLY=free).
import { createExecutionContext, runInDurableObject, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { it } from 'vitest';
import { openDatabase } from '../db/client';
import { insertCommand } from '../db/commands';
import { addQuote } from '../db/quotes';
import { eventSubDelivery, eventSubSubscription } from '../test/fakes/eventsub-delivery';
import { helixClip } from '../test/fakes/twitch-helix';
import { channelStub, inboxSettled } from '../test/integration/channel-inbox';
import { dashboardRequest } from '../test/integration/session-helpers';
import { overlayKeyOf, twitchChannelFixture } from '../test/integration-twitch/twitch-channel';
import worker from '../worker/index';
import { busyDay, type DayUsage, measureDay, typicalDay } from './channel-day';
import { percentile, report, round } from './figures';
import { freePlan, reportFreePlanShares } from './free-plan';
import { benchTextCommand } from './text-command';
import { UsageMeter } from './usage-meter';

/** One request: its wall time, the part spent in calls into the object, and all it spent waiting. */
type Sample = { whole: number; object: number; waits: number };

/** Ends a sample on a new turn of the event loop: a clock that moves only on I/O (Cloudflare's) reads the time after the work too. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Times `run` `count` times after `warmUp` untimed runs, one at a time, with what it waited on as the
 * meter counts it: calls into the object, D1 queries, outbound fetches and assets.
 */
async function timeKind(
  meter: UsageMeter,
  count: number,
  warmUp: number,
  run: (n: number) => Promise<void>,
): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let n = -warmUp; n < count; n++) {
    const before = meter.read();
    const start = performance.now();
    await run(n + warmUp);
    await tick();
    const whole = performance.now() - start;
    const after = meter.read();
    if (n >= 0)
      samples.push({ whole, object: after.activeMs - before.activeMs, waits: after.waitMs - before.waitMs });
  }
  return samples;
}

const ms = (samples: number[], p: number) => round(percentile(samples, p), 1);

/**
 * CPU per request of a Durable Object, 30 s by default whatever the plan, as the limits page gives it
 * (developers.cloudflare.com/durable-objects/platform/limits, checked 2026-12-07).
 */
const objectCpuMs = 30_000;

/**
 * The Worker's own time (wall time less every wait) against the Free plan's 10 ms, at the median: the
 * tail on this shared 2-core machine is the scheduler's more than the code's. The whole request's
 * wall time (the upper bound) and the object's part are in the note.
 */
function reportKind(kind: string, samples: Sample[], extra?: string): void {
  const whole = samples.map((sample) => sample.whole);
  const object = samples.map((sample) => sample.object);
  const own = samples.map((sample) => Math.max(0, sample.whole - sample.waits));
  const note = `n=${samples.length}; wall time of the whole request p50 ${ms(whole, 0.5)} / p99 ${ms(whole, 0.99)} ms, of which in the object p50 ${ms(object, 0.5)} / p99 ${ms(object, 0.99)} ms${extra ? `; ${extra}` : ''}`;
  const name = `${kind}: the Worker's wall time less its waits, in workerd (estimates its CPU)`;
  report({ name: `${name}, p50`, value: ms(own, 0.5), unit: 'ms', goal: { atMost: freePlan.cpuMs }, note });
  report({ name: `${name}, p99`, value: ms(own, 0.99), unit: 'ms', note });
}

/** The part of each request spent in the object it called (wall time, so at least its CPU), against an object's limit. */
function reportObjectPart(kind: string, samples: Sample[], what: string): void {
  const object = samples.map((sample) => sample.object);
  const note = `n=${samples.length}; ${what}`;
  const name = `${kind}: the object's wall time, in workerd (bounds its CPU)`;
  report({ name: `${name}, p50`, value: ms(object, 0.5), unit: 'ms', goal: { atMost: objectCpuMs }, note });
  report({ name: `${name}, p99`, value: ms(object, 0.99), unit: 'ms', note });
}

it('measures the wall time of each kind of request, one at a time', { timeout: 600_000 }, async () => {
  const fixture = await twitchChannelFixture({
    extraScopes: ['moderator:read:followers', 'bits:read', 'channel:manage:clips'],
  });
  const id = fixture.streamerId;
  const meter = new UsageMeter();
  meter.meterD1(env.DB);
  const assets = env.ASSETS;
  const meteredEnv = {
    ...env,
    CHANNEL: meter.meteredNamespace(env.CHANNEL),
    WALLPAPERS: meter.meteredNamespace(env.WALLPAPERS),
    ASSETS: {
      ...assets,
      fetch: (...args: Parameters<Fetcher['fetch']>) => meter.waiting(() => assets.fetch(...args)),
    },
  };
  const routedFetch = globalThis.fetch;
  const clock = Date.now;
  globalThis.fetch = (...args) => meter.waiting(() => routedFetch(...args));
  // The edge cache (the wallpaper's) is a wait too: locally a service storing the whole PNG.
  const openCache = caches.open;
  caches.open = async (name) => {
    const cache = await meter.waiting(() => openCache.call(caches, name));
    return Object.assign(Object.create(cache), {
      match: (...args: Parameters<Cache['match']>) => meter.waiting(() => cache.match(...args)),
      put: (...args: Parameters<Cache['put']>) => meter.waiting(() => cache.put(...args)),
    });
  };
  const send = async (request: Request) => {
    const ctx = createExecutionContext();
    const response = await worker.fetch(request, meteredEnv, ctx);
    await waitOnExecutionContext(ctx);
    if (!response.ok) throw new Error(`${request.method} ${request.url} answered ${response.status}`);
    await response.arrayBuffer();
  };
  const notification = async (type: string, event: Record<string, unknown>, messageId?: string) =>
    send(
      await eventSubDelivery('http://localhost/webhooks/twitch', {
        secret: env.EVENTSUB_SECRET as string,
        messageType: 'notification',
        subscriptionType: type,
        messageId,
        body: {
          subscription: eventSubSubscription(type, { broadcaster_user_id: id }),
          event: { broadcaster_user_id: id, ...event },
        },
      }),
    );
  const chat = (n: number, text: string) =>
    notification('channel.chat.message', {
      chatter_user_id: `${1000 + (n % 400)}`,
      chatter_user_login: `viewer${n % 400}`,
      chatter_user_name: `Viewer${n % 400}`,
      message_id: crypto.randomUUID(),
      message: { text },
      badges: [],
    });
  const settled = () =>
    runInDurableObject(channelStub(id), (instance) =>
      (instance as unknown as { intake: { settled(): Promise<void> } }).intake.settled(),
    );

  try {
    // The channel as a streamer keeps it: the bot joined, 50 commands, 60 quotes, 1,000 clips, live.
    await send(dashboardRequest(fixture.cookie, 'POST', '/api/twitch/botOn'));
    const db = openDatabase(env.DB);
    for (let n = 0; n < 50; n++)
      await insertCommand(db, id, benchTextCommand(`cmd${n}`, `Hi {username}, number ${n}!`), Date.now());
    for (let n = 0; n < 60; n++)
      await addQuote(
        db,
        id,
        `Quote number ${n}: if it compiles on the first try, worry.`,
        'viewer',
        Date.now(),
      );
    const now = Date.now();
    for (let n = 0; n < 1000; n++)
      fixture.twitch.state.clips.push(
        helixClip(id, `bench${n}`, now - n * 3_600_000, { view_count: (n * 7919) % 10_000 }),
      );
    await notification('stream.online', { started_at: new Date().toISOString(), type: 'live' });
    const key = await overlayKeyOf(id);
    const overlay = await worker.fetch(
      new Request(`http://localhost/api/overlay/${key}/ws?overlay=carousel`, {
        headers: { Upgrade: 'websocket' },
      }),
      meteredEnv,
      createExecutionContext(),
    );
    if (!overlay.webSocket) throw new Error(`the carousel overlay did not connect (${overlay.status})`);
    overlay.webSocket.accept();
    await inboxSettled(id, 2000);

    reportKind(
      'Plain chat delivery (signed EventSub)',
      await timeKind(meter, 300, 20, (n) => chat(n, `what a play ${n} LUL`)),
    );
    const commandSettled: number[] = [];
    const commands = await timeKind(meter, 150, 10, async (n) => {
      await chat(n, `!cmd${n % 50}`);
      // The object's own work after its answer, so it counts as the object's, not the Worker's.
      const start = performance.now();
      await meter.active(settled);
      commandSettled.push(performance.now() - start);
    });
    reportKind(
      'Command delivery (signed EventSub, a Text command)',
      commands,
      `the object's work on it after its answer (the reply queued for Twitch) p50 ${ms(commandSettled, 0.5)} ms, counted in the object's part`,
    );

    // The carousel's "shown" report: handled in the object alone (no Worker invocation), so timed there.
    const shown: number[] = [];
    // A socket may send 60 messages a minute (overlaySocketLimits): the clock moves a second on between reports.
    let later = 0;
    Date.now = () => clock() + later;
    for (let n = -5; n < 100; n++) {
      later += 1_000;
      const eventId = crypto.randomUUID();
      await notification('channel.follow', { user_name: `Fan${n}` }, eventId);
      await inboxSettled(id, 2000);
      const took = await runInDurableObject(channelStub(id), async (instance, state) => {
        const [socket] = state.getWebSockets();
        if (!socket) throw new Error('the carousel socket is gone');
        const start = performance.now();
        await instance.webSocketMessage(
          socket,
          JSON.stringify({ type: 'shown', kind: 'follows', id: eventId }),
        );
        await tick();
        const took = performance.now() - start;
        const stored = await state.storage.get<{ state: { follows: { last: { id: string } | null } } }>(
          'carouselQueuesSynced',
        );
        if (stored?.state.follows.last?.id !== eventId) throw new Error('the shown report changed nothing');
        return took;
      });
      if (n >= 0) shown.push(took);
    }
    Date.now = clock;
    const shownNote = `n=${shown.length}; webSocketMessage of the channel object, run inside it (no Worker invocation); a queued follow moves to last`;
    const shownName =
      "Overlay socket message (carousel 'shown'): the object's wall time less its D1 waits, in workerd";
    report({
      name: `${shownName}, p50`,
      value: ms(shown, 0.5),
      unit: 'ms',
      goal: { atMost: freePlan.cpuMs },
      note: shownNote,
    });
    report({ name: `${shownName}, p99`, value: ms(shown, 0.99), unit: 'ms', note: shownNote });

    reportKind(
      'Dashboard read (GET /api/commands, 50 commands)',
      await timeKind(meter, 200, 10, () => send(dashboardRequest(fixture.cookie, 'GET', '/api/commands'))),
    );
    reportKind(
      'Dashboard save (POST /api/commands, a new Text command)',
      await timeKind(meter, 100, 5, (n) =>
        send(
          dashboardRequest(fixture.cookie, 'POST', '/api/commands', {
            format: 'add',
            command: { command: `saved${n}`, type: 'Text', text: `Saved number ${n}` },
          }),
        ),
      ),
    );

    // Thirty renders a minute per channel are allowed: the clock moves a minute on between renders,
    // and each asks for another quote so that none comes from the cache.
    const realNow = Date.now;
    let ahead = 0;
    Date.now = () => realNow() + ahead;
    try {
      const wallpaper = 'Wallpaper render (GET /bgQuote/.../1920/1080/quote.png, cache miss)';
      const renders = await timeKind(meter, 40, 3, async (n) => {
        ahead += 61_000;
        await send(new Request(`http://localhost/bgQuote/dallas/1920/1080/quote.png?quote=${n + 1}`));
      });
      reportKind(
        wallpaper,
        renders,
        "the Worker's part: checks, allowances, the quote and its text, the call into the render object",
      );
      reportObjectPart(
        wallpaper,
        renders,
        'the render object drawing the PNG and keeping it in its storage; fonts from the asset store, kept by the isolate after the first render',
      );
    } finally {
      Date.now = realNow;
    }

    reportKind(
      "Clip playlist (the clip reel's GET /api/overlay/{key}/clips, 1,000 clips)",
      await timeKind(meter, 100, 3, () =>
        send(new Request(`http://localhost/api/overlay/${key}/clips?sort=top`)),
      ),
      "after the first, the clip list comes from the object's store, not from Twitch",
    );
    overlay.webSocket.close(1000, 'bench over');
  } finally {
    globalThis.fetch = routedFetch;
    caches.open = openCache;
    Date.now = clock;
    meter.detach();
    fixture.restore();
  }
});

/** How many times the busy day's count is the typical day's. */
const growth = (busy: number, typical: number) => (typical === 0 ? 0 : round(busy / typical, 2));

it('holds a typical and a busy channel-day against the Free plan', { timeout: 3_600_000 }, async () => {
  const typical = await measureDay(typicalDay, { filters: false });
  reportFreePlanShares('Typical channel-day (5,000 messages)', typical.perDay);
  const busy = await measureDay(busyDay, { filters: false });
  reportFreePlanShares('Busy channel-day (50,000 messages)', busy.perDay);
  const growthOf = (what: string, pick: (day: DayUsage) => number) =>
    report({
      name: `Busy day against typical day (10× the chat and events, 2× commands): ${what}`,
      value: growth(pick(busy.perDay), pick(typical.perDay)),
      unit: '×',
      goal: { atMost: 10 },
      note: `${Math.round(pick(busy.perDay)).toLocaleString('en')} against ${Math.round(pick(typical.perDay)).toLocaleString('en')}`,
    });
  growthOf('Worker requests', (day) => day.workerRequests);
  growthOf('Durable Object requests', (day) => day.objectRequests);
  growthOf('Durable Object active time', (day) => day.activeSeconds);
  growthOf('D1 rows read', (day) => day.d1RowsRead);
  growthOf('D1 rows written', (day) => day.d1RowsWritten);
  growthOf('object storage rows read', (day) => day.rowsRead - day.d1RowsRead);
  growthOf('object storage rows written', (day) => day.rowsWritten - day.d1RowsWritten);
  const busyFiltered = await measureDay(busyDay, { filters: true });
  reportFreePlanShares('Busy channel-day with the chat filters on', busyFiltered.perDay);
});
