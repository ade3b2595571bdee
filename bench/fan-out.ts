// Fan-out: one channel event to 200 and to 1,000 overlay sockets on one channel, measured by several
// client processes (so one client reading every socket in turn does not stretch the figure): from a
// signed EventSub follow's POST to each socket's arrival. Real follows, not the Simulator's test
// ones: a test item never pushes a real one out of a full carousel queue, and earlier scenarios
// leave real follows queued. The Worker runs as Cloudflare runs it, behind the static-assets router
// that negotiates compression (bench/deployed-shape-server.ts), not behind `wrangler dev`'s proxy,
// which adds a second workerd that re-compresses every message.
// Each size is read by the lean reader (bench/inflating-socket.ts) offering compression as Chromium
// (OBS) does, which is the goal's figure, and by the same reader not offering it, which shows
// compression's share. 200 sockets are also read by heavier readers on the same two cores: Node's own
// WebSocket (it inflates through zlib's thread pool) and Chromium pages of the carousel overlay. The
// object's own share (event to the last send() call) is measured inside workerd by
// bench/fan-out.workers.ts.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { chromium } from 'playwright';
import { eventSubDelivery, eventSubSubscription } from '../test/fakes/eventsub-delivery.ts';
import {
  signInAsDemoStreamer,
  startDeployedShapeServer,
  stopServer,
  waitForServer,
} from './bench-servers.ts';
import { openChromiumReaders } from './fan-out-chromium.ts';
import type { Reader } from './fan-out-client.ts';
import { reportLatency } from './figures.ts';
import { sized, smoke } from './smoke.ts';

const port = Number(process.env.BENCH_FANOUT_PORT ?? 8806);
const base = `http://127.0.0.1:${port}`;
const clientProcesses = sized(4, 2);
const warmUp = sized(5, 1);
/** The goals' socket counts; a smoke run opens a few per reader. */
const [small, large] = [sized(200, 8), sized(1000, 16)];
const rounds = sized(300, 3);
const run = Date.now().toString(36);
const secret = 'bench-eventsub-secret-0123456789';
const streamerId = '100000001'; // the dev-mode demo streamer

/** A signed channel.follow from `user`, as Twitch delivers it. */
function followDelivery(user: string, n: number): Promise<Request> {
  return eventSubDelivery(`${base}/webhooks/twitch`, {
    secret,
    messageType: 'notification',
    subscriptionType: 'channel.follow',
    messageId: randomUUID(),
    body: {
      subscription: eventSubSubscription('channel.follow', { broadcaster_user_id: streamerId }),
      event: {
        broadcaster_user_id: streamerId,
        user_id: String(700_000 + n),
        user_login: user,
        user_name: user,
        followed_at: new Date().toISOString(),
      },
    },
  });
}

/** The Node readers of bench/fan-out-client.ts, or Chromium pages (bench/fan-out-chromium.ts). */
type FanOutReader = Reader | 'chromium';

const readerNames: Record<FanOutReader, string> = {
  offered: ', compression offered, lean reader',
  declined: ', compression not offered, lean reader',
  node: ", compression offered, read by Node's WebSocket",
  chromium: ', compression offered, read by Chromium overlay pages',
};

/** Where a reader's reports come from: one line per viewer once all its sockets got the event. */
type Client = { lines: AsyncIterator<string> };

/** A scenario's readers, and how to close them all. */
type Readers = { clients: Client[]; stop(): unknown };

function startClients(url: string, sockets: number, prefix: string, reader: Reader): Readers {
  const started = Array.from({ length: clientProcesses }, () =>
    startClient(url, sockets / clientProcesses, prefix, reader),
  );
  return {
    clients: started.map(({ lines }) => ({ lines })),
    stop: () => {
      for (const { process } of started) process.stdin?.end();
    },
  };
}

function startClient(url: string, count: number, prefix: string, reader: Reader) {
  const child = spawn('npx', ['tsx', 'bench/fan-out-client.ts', url, String(count), prefix, reader], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NonNullable<typeof child.stdout> })[
    Symbol.asyncIterator
  ]();
  return { lines, process: child };
}

/** Lines pushed by a Chromium page, read in order as a client process's are. */
function pushedLines(): { push(line: string): void; lines: AsyncIterator<string> } {
  const queued: string[] = [];
  let waiting: ((result: IteratorResult<string>) => void) | undefined;
  return {
    push(line) {
      if (waiting) waiting({ value: line, done: false });
      else queued.push(line);
      waiting = undefined;
    },
    lines: {
      next: () =>
        queued.length
          ? Promise.resolve({ value: queued.shift() as string, done: false })
          : new Promise((resolve) => {
              waiting = resolve;
            }),
    },
  };
}

/** Chromium pages of the carousel overlay reading the sockets, `clientProcesses` renderers of them. */
async function startChromiumClients(
  url: string,
  sockets: number,
  prefix: string,
  key: string,
): Promise<Readers> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const feeds = Array.from({ length: clientProcesses }, () => pushedLines());
  await openChromiumReaders(
    browser,
    {
      pageUrl: `${base}/events/v2/${key}`,
      url,
      pages: clientProcesses,
      count: sockets / clientProcesses,
      prefix,
    },
    (page, line) => feeds[page]?.push(line),
  );
  for (const feed of feeds) feed.push('ready');
  return { clients: feeds.map(({ lines }) => ({ lines })), stop: () => browser.close() };
}

/** A client's next report; a scenario that stalls says so instead of waiting for ever. */
async function nextLine(client: Client, timeoutMs = 60_000): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`a fan-out client reported nothing for ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
  });
  try {
    const { value, done } = await Promise.race([client.lines.next(), stalled]);
    if (done) throw new Error('a fan-out client stopped');
    return value;
  } finally {
    clearTimeout(timer);
  }
}

async function measure(sockets: number, key: string, reader: FanOutReader = 'offered') {
  const url = `ws://127.0.0.1:${port}/api/overlay/${key}/ws?overlay=carousel`;
  const prefix = `fan-${run}-${sockets}-${reader}-`;
  const readers =
    reader === 'chromium'
      ? await startChromiumClients(url, sockets, prefix, key)
      : startClients(url, sockets, prefix, reader);
  const { clients } = readers;
  try {
    for (const client of clients)
      if ((await nextLine(client)) !== 'ready') throw new Error('a fan-out client was not ready');
    const each: number[] = [];
    const last: number[] = [];
    for (let round = -warmUp; round < rounds; round++) {
      const user = `${prefix}${round + warmUp}`;
      const delivery = await followDelivery(user, round + warmUp);
      const sent = performance.timeOrigin + performance.now();
      const response = await fetch(delivery);
      if (!response.ok) throw new Error(`the webhook answered ${response.status}`);
      const reports = await Promise.all(clients.map((client) => nextLine(client)));
      if (round < 0) continue;
      const arrivals = reports.flatMap((line) => (JSON.parse(line) as { arrivals: number[] }).arrivals);
      for (const at of arrivals) each.push(at - sent);
      last.push(Math.max(...arrivals) - sent);
    }
    const note = `${clientProcesses} ${reader === 'chromium' ? 'overlay pages' : 'client processes'}, ${rounds} events`;
    const what = `Fan-out to ${sockets} sockets${readerNames[reader]}`;
    // Issue 30's goals, with compression offered as OBS offers it.
    const goal = reader === 'offered' ? (sockets === small ? 30 : 120) : undefined;
    reportLatency(`${what}: event -> each socket`, each, goal, note);
    reportLatency(`${what}: event -> the last socket`, last, undefined, note);
  } finally {
    await readers.stop();
    // The object hears of every socket closing: let that pass before the next scenario measures.
    await new Promise((resolve) => setTimeout(resolve, sized(3000, 200)));
  }
}

async function main() {
  const server = startDeployedShapeServer(port, { EVENTSUB_SECRET: secret });
  try {
    await waitForServer(base, server);
    const { overlaySecretKey } = await signInAsDemoStreamer(base);
    // A smoke run checks each reader once, on the small count.
    for (const sockets of smoke ? [small] : [small, large]) {
      await measure(sockets, overlaySecretKey);
      await measure(sockets, overlaySecretKey, 'declined');
    }
    await measure(small, overlaySecretKey, 'node');
    await measure(small, overlaySecretKey, 'chromium');
  } finally {
    stopServer(server);
  }
}

await main();
process.exit(0);
