// Memory over a long run on one channel: workerd's resident memory and the isolate's JS heap (the
// worker and the channel's object share it under `wrangler dev`), read through the inspector after a
// garbage collection, before, during and after 20,000 signed chat deliveries and 1,000 overlay socket
// connect/disconnect cycles. Goal: back within 10% of the start afterwards.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { eventSubDelivery, eventSubSubscription } from '../test/fakes/eventsub-delivery.ts';
import { signInAsDemoStreamer, startWorkerServer, stopServer, waitForServer } from './bench-servers.ts';
import { report, round } from './figures.ts';
import { sized } from './smoke.ts';
import { within } from './within.ts';

const port = Number(process.env.BENCH_MEMORY_PORT ?? 8807);
const inspectorPort = port + 1000;
const base = `http://localhost:${port}`;
const secret = 'bench-eventsub-secret-0123456789';
const streamerId = '100000001'; // the dev-mode demo streamer
const messages = sized(20_000, 200);
const socketCycles = sized(1000, 20);

function chatDelivery(n: number): Promise<Request> {
  return eventSubDelivery(`${base}/webhooks/twitch`, {
    secret,
    messageType: 'notification',
    subscriptionType: 'channel.chat.message',
    messageId: randomUUID(),
    body: {
      subscription: eventSubSubscription('channel.chat.message', { broadcaster_user_id: streamerId }),
      event: {
        broadcaster_user_id: streamerId,
        chatter_user_id: String(800_000 + (n % 500)),
        chatter_user_login: `mem${n % 500}`,
        chatter_user_name: `Mem${n % 500}`,
        message_id: randomUUID(),
        message: { text: n % 20 === 0 ? `!commands ${n}` : `chat line ${n} with some words in it Kappa` },
        badges: [],
      },
    },
  });
}

async function deliver(from: number, to: number) {
  let next = from;
  const sender = async () => {
    while (next < to) {
      const response = await fetch(await chatDelivery(next++));
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 32 }, sender));
}

/**
 * Resident memory in MB of the two workerd processes under the server's process group: the one
 * running the product (worker, objects, D1; it has the inspector) and wrangler's own request proxy.
 */
function workerdRss(pgid: number): { product: number; proxy: number } {
  const rows = execFileSync('ps', ['-o', 'rss=,args=', '-g', String(pgid)], { encoding: 'utf8' });
  const sizes = { product: 0, proxy: 0 };
  for (const row of rows.split('\n')) {
    const [rss, ...args] = row.trim().split(/\s+/);
    const command = args.join(' ');
    if (!command.includes('workerd serve')) continue;
    sizes[command.includes('--inspector-addr') ? 'product' : 'proxy'] += Number(rss) / 1024;
  }
  return sizes;
}

/** The isolate's used JS heap in MB after a collection, over the inspector's DevTools protocol. */
async function isolateHeap(): Promise<number> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  // Wrangler's inspector proxy wants a local Origin (Node's WebSocket takes headers as its second argument).
  const socket = new WebSocket(
    targets[0]?.webSocketDebuggerUrl as string,
    {
      headers: { Origin: 'http://localhost' },
    } as unknown as string[],
  );
  await within(
    new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve);
      socket.addEventListener('error', () =>
        reject(new Error("the runtime's inspector refused the connection")),
      );
    }),
    15_000,
    "the runtime inspector's opening",
  );
  let id = 0;
  const call = (method: string) =>
    new Promise<Record<string, number>>((resolve) => {
      const mine = ++id;
      const listen = (message: MessageEvent) => {
        const answer = JSON.parse(String(message.data)) as { id?: number; result: Record<string, number> };
        if (answer.id !== mine) return;
        socket.removeEventListener('message', listen);
        resolve(answer.result);
      };
      socket.addEventListener('message', listen);
      socket.send(JSON.stringify({ id: mine, method }));
    });
  // Wrangler's proxy does not pass on the collection's answer: ask, give it a moment, then read.
  socket.send(JSON.stringify({ id: ++id, method: 'HeapProfiler.collectGarbage' }));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const { usedSize } = await within(call('Runtime.getHeapUsage'), 15_000, "the inspector's heap usage");
  socket.close();
  return (usedSize ?? 0) / 1024 / 1024;
}

/** An overlay socket, open once greeted; a refused connection (the dev proxy under load) is tried again. */
async function greetedSocket(key: string, attempt = 1): Promise<WebSocket> {
  const socket = new WebSocket(`ws://localhost:${port}/api/overlay/${key}/ws?overlay=carousel`);
  const greeted = await within(
    new Promise<boolean>((resolve) => {
      socket.addEventListener('message', () => resolve(true), { once: true });
      socket.addEventListener('error', () => resolve(false), { once: true });
    }),
    15_000,
    "an overlay socket's greeting",
  );
  if (greeted) return socket;
  if (attempt >= 3) throw new Error(`an overlay socket failed to connect ${attempt} times`);
  await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
  return greetedSocket(key, attempt + 1);
}

async function socketCyclesOf(key: string, count: number) {
  for (let done = 0; done < count; done += 10) {
    const sockets = await Promise.all(Array.from({ length: 10 }, () => greetedSocket(key)));
    for (const socket of sockets) socket.close();
  }
}

async function main() {
  const server = startWorkerServer(port, { EVENTSUB_SECRET: secret }, [
    '--inspector-port',
    String(inspectorPort),
  ]);
  const pgid = server.pid as number;
  try {
    await waitForServer(base, server);
    const { overlaySecretKey } = await signInAsDemoStreamer(base);
    const warm = sized(500, 20);
    await deliver(0, warm);
    await socketCyclesOf(overlaySecretKey, 20);
    const samples: { when: string; rss: number; proxy: number; heap: number }[] = [];
    const sample = async (when: string) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      // The channel's object is woken first, so every sample holds it alike, whether or not it was
      // evicted while idle (a start without it had made the run look like growth).
      await (await fetch(`${base}/api/overlay/${overlaySecretKey}/state`)).arrayBuffer();
      const { product, proxy } = workerdRss(pgid);
      samples.push({ when, heap: await isolateHeap(), rss: product, proxy });
      console.log(
        `  ${when}: workerd ${product.toFixed(0)} MB resident (wrangler's proxy ${proxy.toFixed(0)} MB), JS heap ${samples.at(-1)?.heap.toFixed(1)} MB`,
      );
    };
    await sample('start');
    await deliver(warm, warm + messages / 2);
    await sample(`after ${messages / 2} messages`);
    await deliver(warm + messages / 2, warm + messages);
    await sample(`after ${messages} messages`);
    await socketCyclesOf(overlaySecretKey, socketCycles);
    await sample(`after ${socketCycles} socket cycles`);
    const [start, end] = [samples[0], samples.at(-1)];
    if (!start || !end) return;
    const peak = Math.max(...samples.map((s) => s.rss));
    const what = `${messages.toLocaleString('en')} messages and ${socketCycles.toLocaleString('en')} socket cycles`;
    report({
      name: `Memory: workerd resident after ${what}, against the start`,
      value: round((100 * (end.rss - start.rss)) / start.rss, 1),
      unit: '%',
      goal: { atMost: 10 },
      note: `${start.rss.toFixed(0)} -> ${end.rss.toFixed(0)} MB, peak ${peak.toFixed(0)} MB; wrangler's proxy ${start.proxy.toFixed(0)} -> ${end.proxy.toFixed(0)} MB`,
    });
    report({
      name: `Memory: JS heap after ${what}, against the start`,
      value: round((100 * (end.heap - start.heap)) / start.heap, 1),
      unit: '%',
      goal: { atMost: 10 },
      note: `${start.heap.toFixed(1)} -> ${end.heap.toFixed(1)} MB after a collection`,
    });
  } finally {
    stopServer(server);
  }
}

await main();
process.exit(0);
