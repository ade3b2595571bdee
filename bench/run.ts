// npm run bench: end-to-end figures for the live paths, measured against the real dev server
// (worker, ChannelDO and D1 in workerd). Prints latency percentiles and throughput; asserts nothing.
import { type ChildProcess, spawn } from 'node:child_process';
import { eventSubDelivery, eventSubSubscription } from '../test/fakes/eventsub-delivery.ts';

const port = Number(process.env.BENCH_PORT ?? 8799);
const base = `http://localhost:${port}`;
const secret = 'bench-eventsub-secret-0123456789';
const broadcasterId = '100000001'; // the dev-mode demo streamer

function startServer(): ChildProcess {
  return spawn('npm', ['run', 'dev'], {
    // The Vite plugin passes process env to the worker only when asked: the webhook needs its secret.
    env: {
      ...process.env,
      PORT: String(port),
      EVENTSUB_SECRET: secret,
      CLOUDFLARE_INCLUDE_PROCESS_ENV: 'true',
    },
    stdio: 'ignore',
    detached: true,
  });
}

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/loggedIn`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('dev server did not start');
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
function summary(name: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (ms: number) => `${ms.toFixed(2)} ms`;
  console.log(
    `${name.padEnd(52)} n=${String(sorted.length).padEnd(5)} p50 ${f(percentile(sorted, 0.5))}  p95 ${f(percentile(sorted, 0.95))}  p99 ${f(percentile(sorted, 0.99))}`,
  );
}

type OverlaySocket = {
  /** Resolves with the arrival time (performance.now()) of the event for this viewer. */
  waitFor(user: string): Promise<number>;
  close(): void;
};

/** An 'events' overlay socket that notes when each viewer's event arrived. */
function overlaySocket(key: string): Promise<OverlaySocket> {
  const socket = new WebSocket(`ws://localhost:${port}/api/overlay/${key}/ws?overlay=events`);
  const waiting = new Map<string, (at: number) => void>();
  const arrived = new Map<string, number>();
  socket.addEventListener('message', (message) => {
    const at = performance.now();
    const data = JSON.parse(String(message.data));
    if (data.type !== 'event') return;
    const user = data.event.user as string;
    arrived.set(user, at);
    waiting.get(user)?.(at);
  });
  return new Promise((resolve, reject) => {
    socket.addEventListener('error', reject);
    socket.addEventListener('open', () =>
      resolve({
        waitFor: (user) => {
          const at = arrived.get(user);
          return at !== undefined
            ? Promise.resolve(at)
            : new Promise<number>((done) => waiting.set(user, done));
        },
        close: () => socket.close(),
      }),
    );
  });
}

/**
 * Fan-out: `fire` sends one event for `user` to a channel with all `sockets` open; records how long
 * each socket took to get it (event-to-socket latency) and how long until the last one had it.
 */
async function measureFanOut(
  name: string,
  sockets: OverlaySocket[],
  rounds: number,
  fire: (user: string) => Promise<Response>,
) {
  const perSocket: number[] = [];
  const toAll: number[] = [];
  const warmUp = 5;
  for (let i = -warmUp; i < rounds; i++) {
    const user = `${name}-${i}`;
    const start = performance.now();
    const response = await fire(user);
    if (!response.ok) throw new Error(`${name}: the event POST answered ${response.status}`);
    const arrivals = await Promise.all(sockets.map((socket) => socket.waitFor(user)));
    if (i < 0) continue;
    for (const at of arrivals) perSocket.push(at - start);
    toAll.push(Math.max(...arrivals) - start);
  }
  summary(`${name}: POST -> each of ${sockets.length} sockets`, perSocket);
  summary(`${name}: POST -> last of ${sockets.length} sockets`, toAll);
}

function followDelivery(user: string) {
  return eventSubDelivery(`${base}/webhooks/twitch`, {
    secret,
    messageType: 'notification',
    subscriptionType: 'channel.follow',
    body: {
      subscription: eventSubSubscription('channel.follow', { broadcaster_user_id: broadcasterId }),
      event: {
        user_id: '1',
        user_login: user,
        user_name: user,
        broadcaster_user_id: broadcasterId,
        followed_at: new Date().toISOString(),
      },
    },
  });
}

async function main() {
  const server = startServer();
  try {
    await waitForServer();
    const login = await fetch(`${base}/login`, { redirect: 'manual' });
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
    const headers = { Cookie: cookie, Origin: base, 'Content-Type': 'application/json' };
    const { overlaySecretKey } = (await (await fetch(`${base}/api/simulator`, { headers })).json()) as {
      overlaySecretKey: string;
    };
    const overlay = await overlaySocket(overlaySecretKey);

    // Warm up every path once so module loading and the DO's first start are not measured.
    for (let i = 0; i < 30; i++) {
      await fetch(await followDelivery(`warm-${i}`));
      await overlay.waitFor(`warm-${i}`);
    }

    const acked: number[] = [];
    const onOverlay: number[] = [];
    for (let i = 0; i < 300; i++) {
      const user = `seq-${i}`;
      const request = await followDelivery(user);
      const start = performance.now();
      const response = await fetch(request);
      acked.push(performance.now() - start);
      if (response.status !== 204) throw new Error(`webhook answered ${response.status}`);
      await overlay.waitFor(user);
      onOverlay.push(performance.now() - start);
    }
    summary('EventSub follow: webhook acknowledged', acked);
    summary('EventSub follow: signed POST -> on the overlay socket', onOverlay);

    const total = 1000;
    const concurrency = 16;
    const requests = await Promise.all(Array.from({ length: total }, (_, i) => followDelivery(`burst-${i}`)));
    const burstStart = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < total) {
          const request = requests[next++] as Request;
          await fetch(request);
        }
      }),
    );
    await Promise.all(Array.from({ length: total }, (_, i) => overlay.waitFor(`burst-${i}`)));
    const seconds = (performance.now() - burstStart) / 1000;
    console.log(
      `${'EventSub burst: 1000 follows, 16 in flight'.padEnd(52)} ${(total / seconds).toFixed(0)} events/s delivered to the overlay`,
    );

    const chat: number[] = [];
    for (let i = 0; i < 300; i++) {
      const start = performance.now();
      const response = await fetch(`${base}/api/simulator/chat`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ user: 'bench', text: `hello ${i}` }),
      });
      await response.json();
      chat.push(performance.now() - start);
    }
    summary('Simulator chat message round trip', chat);

    // 200 overlays on one channel (goal: p99 under 50 ms from the event to every socket).
    overlay.close();
    const fanOut: OverlaySocket[] = [];
    for (let i = 0; i < 200; i++) fanOut.push(await overlaySocket(overlaySecretKey));
    await measureFanOut('Simulated follow', fanOut, 50, (user) =>
      fetch(`${base}/api/simulator/event`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ type: 'follow', user }),
      }),
    );
    await measureFanOut('Signed EventSub follow', fanOut, 50, async (user) =>
      fetch(await followDelivery(user)),
    );
    for (const socket of fanOut) socket.close();
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

await main();
process.exit(0);
