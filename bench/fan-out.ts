// Fan-out: one channel event to 200 and to 1,000 overlay sockets on one channel, measured by several
// client processes (so one client reading every socket in turn does not stretch the figure): from a
// signed EventSub follow's POST to each socket's arrival. Real follows, not the Simulator's test
// ones: a test item never pushes a real one out of a full carousel queue, and earlier scenarios
// leave real follows queued. 200 and 1,000 sockets are measured twice: offering compression as OBS
// does, and not offering it, which shows the share of the runtime compressing each message for each
// socket and stands in for the deployed Worker, which declines compression.
// The object's own share (event to the last send() call) is measured inside workerd by
// bench/fan-out.workers.ts.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { eventSubDelivery, eventSubSubscription } from '../test/fakes/eventsub-delivery.ts';
import { signInAsDemoStreamer, startWorkerServer, stopServer, waitForServer } from './bench-servers.ts';
import { reportLatency } from './figures.ts';

const port = Number(process.env.BENCH_FANOUT_PORT ?? 8806);
const base = `http://localhost:${port}`;
const clientProcesses = 4;
const rounds = 40;
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

type Client = { process: ChildProcess; lines: AsyncIterator<string> };

type Compression = 'offered' | 'declined';

function startClient(url: string, count: number, prefix: string, compression: Compression): Client {
  const child = spawn('npx', ['tsx', 'bench/fan-out-client.ts', url, String(count), prefix, compression], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NonNullable<typeof child.stdout> })[
    Symbol.asyncIterator
  ]();
  return { process: child, lines };
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

async function measure(sockets: number, key: string, compression: Compression = 'offered') {
  const url = `ws://localhost:${port}/api/overlay/${key}/ws?overlay=carousel`;
  const prefix = `fan-${run}-${sockets}-${compression}-`;
  const clients = Array.from({ length: clientProcesses }, () =>
    startClient(url, sockets / clientProcesses, prefix, compression),
  );
  try {
    for (const client of clients)
      if ((await nextLine(client)) !== 'ready') throw new Error('client not ready');
    const each: number[] = [];
    const last: number[] = [];
    for (let round = -5; round < rounds; round++) {
      const user = `${prefix}${round + 5}`;
      const delivery = await followDelivery(user, round + 5);
      const sent = performance.timeOrigin + performance.now();
      const response = await fetch(delivery);
      if (!response.ok) throw new Error(`the webhook answered ${response.status}`);
      const reports = await Promise.all(clients.map((client) => nextLine(client)));
      if (round < 0) continue;
      const arrivals = reports.flatMap((line) => (JSON.parse(line) as { arrivals: number[] }).arrivals);
      for (const at of arrivals) each.push(at - sent);
      last.push(Math.max(...arrivals) - sent);
    }
    const note = `${clientProcesses} client processes, ${rounds} events`;
    const what = `Fan-out to ${sockets} sockets${compression === 'declined' ? ', compression not offered' : ''}`;
    // Issue 30's goals, with compression offered as OBS does.
    const goal = compression === 'declined' ? undefined : sockets === 200 ? 30 : 120;
    reportLatency(`${what}: event -> each socket`, each, goal, note);
    reportLatency(`${what}: event -> the last socket`, last, undefined, note);
  } finally {
    for (const client of clients) client.process.stdin?.end();
  }
}

async function main() {
  const server = startWorkerServer(port, { EVENTSUB_SECRET: secret });
  try {
    await waitForServer(base, server);
    const { overlaySecretKey } = await signInAsDemoStreamer(base);
    await measure(200, overlaySecretKey);
    // The runtime compresses each message once per socket that offered compression, as OBS does.
    await measure(200, overlaySecretKey, 'declined');
    await measure(1000, overlaySecretKey);
    // What the deployed Worker gives every client: it declines compression (no_web_socket_compression),
    // which wrangler dev's own entry does not, so clients that do not offer it stand in for it here.
    await measure(1000, overlaySecretKey, 'declined');
  } finally {
    stopServer(server);
  }
}

await main();
process.exit(0);
