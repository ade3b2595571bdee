// npm run bench: end-to-end figures for the live paths over loopback, measured against the Worker in
// workerd (`wrangler dev`: worker, ChannelDO and D1, no Vite proxy in the path). Prints latency percentiles and throughput; asserts nothing.
import { demoGuildId } from '../core/discord/demo-server.ts';
import { commandInteraction, discordKeyPair, signedInteraction } from '../test/fakes/discord.ts';
import { eventSubDelivery, eventSubSubscription } from '../test/fakes/eventsub-delivery.ts';
import { signInAsDemoStreamer, startWorkerServer, stopServer, waitForServer } from './bench-servers.ts';
import { report, reportLatency as summary } from './figures.ts';
import { sized } from './smoke.ts';
import { opened, within } from './within.ts';

const port = Number(process.env.BENCH_PORT ?? 8799);
const base = `http://localhost:${port}`;
const secret = 'bench-eventsub-secret-0123456789';
const streamerId = '100000001'; // the dev-mode demo streamer

type OverlaySocket = {
  /** Resolves with the arrival time (performance.now()) of the event for this viewer. */
  waitFor(user: string): Promise<number>;
  close(): void;
};

/** Viewer names of this run only: the channel's state persists in .wrangler between runs. */
const run = Date.now().toString(36);
const viewer = (name: string) => `${run}-${name}`;

/**
 * A carousel overlay socket (as its page opens it) that notes when each viewer first appeared in
 * what the channel sent: the carousel's queues name the viewer. Names are found with a pattern rather
 * than by parsing, so the measuring client adds as little as it can to the figures.
 */
function overlaySocket(key: string): Promise<OverlaySocket> {
  const socket = new WebSocket(`ws://localhost:${port}/api/overlay/${key}/ws?overlay=carousel`);
  const waiting = new Map<string, (at: number) => void>();
  const arrived = new Map<string, number>();
  socket.addEventListener('message', (message) => {
    const at = performance.now();
    for (const [, user] of String(message.data).matchAll(/"name":"([^"]*)"/g)) {
      if (!user?.startsWith(run) || arrived.has(user)) continue;
      arrived.set(user, at);
      waiting.get(user)?.(at);
    }
  });
  const ready = new Promise<OverlaySocket>((resolve, reject) => {
    socket.addEventListener('error', () => reject(new Error('the carousel socket did not open')));
    socket.addEventListener('open', () =>
      resolve({
        waitFor: (user) => {
          const at = arrived.get(user);
          return at !== undefined
            ? Promise.resolve(at)
            : within(
                new Promise<number>((done) => waiting.set(user, done)),
                15_000,
                `the carousel socket's news of ${user}`,
              );
        },
        close: () => socket.close(),
      }),
    );
  });
  return within(ready, 15_000, "the carousel socket's opening");
}

/** A follow fired in the Simulator, as the dashboard fires it. */
function simulatedFollow(headers: Record<string, string>, user: string) {
  return fetch(`${base}/api/simulator/event`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ type: 'follow', user }),
  });
}

/**
 * Simulator follow -> an open progress overlay: each follow changes the counts, and the channel sends
 * the progress overlays one synced-state `change` message per change.
 */
async function measureProgressOverlay(key: string, headers: Record<string, string>) {
  const socket = new WebSocket(`ws://localhost:${port}/api/overlay/${key}/ws?overlay=progressBar`);
  let arrived: ((at: number) => void) | null = null;
  socket.addEventListener('message', (message) => {
    const at = performance.now();
    const { type, area } = JSON.parse(String(message.data)) as { type: string; area?: string };
    if (type === 'change' && area === 'progressBar') arrived?.(at);
  });
  await opened(socket, 'the progress bar socket');
  // The greeting's own messages (and a totals refresh) pass before measuring.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const samples: number[] = [];
  for (let i = -sized(10, 1); i < sized(300, 3); i++) {
    const next = new Promise<number>((resolve) => {
      arrived = resolve;
    });
    const start = performance.now();
    const response = await simulatedFollow(headers, viewer(`progress-${i}`));
    if (!response.ok) throw new Error(`the Simulator answered ${response.status}`);
    const at = await within(next, 15_000, `the progress bar's change for follow ${i}`);
    if (i >= 0) samples.push(at - start);
  }
  summary('Simulator follow -> open progress overlay', samples);
  socket.close();
}

/**
 * The Simulator's event round trip with no reaction, then with a follow reaction (the first ten are
 * said, the rest gathered, as in a flood): what a triggered event adds to the event path.
 */
async function measureTriggeredEventCost(headers: Record<string, string>) {
  const roundTrips = async (label: string) => {
    const samples: number[] = [];
    for (let i = -sized(10, 1); i < sized(200, 3); i++) {
      const start = performance.now();
      const response = await simulatedFollow(headers, viewer(`${label}-${i}`));
      if (!response.ok) throw new Error(`the Simulator answered ${response.status}`);
      if (i >= 0) samples.push(performance.now() - start);
    }
    return samples;
  };
  summary('Simulator follow round trip, no reaction', await roundTrips('plain'));
  const added = await fetch(`${base}/api/triggeredEvent`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ eventType: 'follow', text: 'Welcome {username}!', enabled: true }),
  });
  const { _id } = (await added.json()) as { _id: string };
  summary('Simulator follow round trip, with a follow reaction', await roundTrips('react'));
  await fetch(`${base}/api/triggeredEvent`, { method: 'DELETE', headers, body: JSON.stringify({ _id }) });
}

function followDelivery(user: string) {
  return eventSubDelivery(`${base}/webhooks/twitch`, {
    secret,
    messageType: 'notification',
    subscriptionType: 'channel.follow',
    body: {
      subscription: eventSubSubscription('channel.follow', { broadcaster_user_id: streamerId }),
      event: {
        user_id: '1',
        user_login: user,
        user_name: user,
        broadcaster_user_id: streamerId,
        followed_at: new Date().toISOString(),
      },
    },
  });
}

/** The worker verifies interactions with this key pair's public key (made per run, like Discord's). */
const discordKeys = await discordKeyPair();
const discordApplicationId = '100000000000000001';

/**
 * A signed Discord interaction for a cached text command, to its response (goal: p99 under 200 ms,
 * far inside Discord's 3 s). The bench links the demo streamer's Demo Server with a signed /sbcode
 * first; with no bot token the REST side stays simulated, as in local development.
 */
async function measureDiscordInteraction(headers: Record<string, string>) {
  const guildId = demoGuildId(streamerId);
  const owner = { id: '300000000000000001', name: 'Bench', permissions: '8' };
  const send = async (name: string, value?: string) => {
    const interaction = commandInteraction({
      applicationId: discordApplicationId,
      guildId,
      name,
      value,
      member: owner,
    });
    return signedInteraction(`${base}/webhooks/discord`, discordKeys.privateKey, interaction);
  };
  const { code } = (await (await fetch(`${base}/api/discord/code`, { headers })).json()) as { code: string };
  const linked = (await (await fetch(await send('sbcode', code))).json()) as { data?: { content: string } };
  if (!linked.data?.content.startsWith('Linked')) throw new Error(`linking failed: ${linked.data?.content}`);
  const keyword = `bench${run}`;
  const added = await fetch(`${base}/api/commands`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      format: 'add',
      command: { command: keyword, type: 'Text', text: 'Hi {username}!', enabledInDiscord: true },
    }),
  });
  const { id } = (await added.json()) as { id: string };
  const samples: number[] = [];
  for (let i = -sized(20, 1); i < sized(300, 3); i++) {
    const request = await send(keyword);
    const start = performance.now();
    const response = await fetch(request);
    const answer = (await response.json()) as { type: number };
    if (answer.type !== 4) throw new Error(`the interaction was answered with type ${answer.type}`);
    if (i >= 0) samples.push(performance.now() - start);
  }
  summary('Discord: signed interaction -> response (text command)', samples, 200);
  await fetch(`${base}/api/commands`, {
    method: 'DELETE',
    headers,
    body: JSON.stringify({ format: 'delete', command: { _id: id } }),
  });
}

async function main() {
  const server = startWorkerServer(port, {
    EVENTSUB_SECRET: secret,
    DISCORD_PUBLIC_KEY: discordKeys.publicKeyHex,
    DISCORD_APPLICATION_ID: discordApplicationId,
  });
  try {
    await waitForServer(base, server);
    const { headers, overlaySecretKey } = await signInAsDemoStreamer(base);
    const overlay = await overlaySocket(overlaySecretKey);

    // Warm up every path once so module loading and the DO's first start are not measured.
    for (let i = 0; i < sized(30, 2); i++) {
      await fetch(await followDelivery(viewer(`warm-${i}`)));
      await overlay.waitFor(viewer(`warm-${i}`));
    }

    const acked: number[] = [];
    const onOverlay: number[] = [];
    for (let i = 0; i < sized(300, 5); i++) {
      const user = viewer(`seq-${i}`);
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

    const total = sized(1000, 20);
    const concurrency = 16;
    const requests = await Promise.all(
      Array.from({ length: total }, (_, i) => followDelivery(viewer(`burst-${i}`))),
    );
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
    await Promise.all(Array.from({ length: total }, (_, i) => overlay.waitFor(viewer(`burst-${i}`))));
    const seconds = (performance.now() - burstStart) / 1000;
    report({
      name: `EventSub burst: ${total.toLocaleString('en')} follows, 16 in flight, delivered to the overlay`,
      value: Math.round(total / seconds),
      unit: 'events/s',
    });

    const chat: number[] = [];
    for (let i = 0; i < sized(300, 5); i++) {
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

    await measureProgressOverlay(overlaySecretKey, headers);
    await measureTriggeredEventCost(headers);
    await measureDiscordInteraction(headers);

    overlay.close();
  } finally {
    stopServer(server);
  }
}

await main();
process.exit(0);
