// The fault bench: 2,000 signed follow deliveries at 32 in flight, with the server killed (SIGKILL,
// workerd included) part-way and started again; what Twitch did not see acknowledged is resent with
// the same message id, as Twitch does. Then what was acknowledged is counted against what took effect
// (the goal bar's follow count, which adds one per follow, so a double would show). Goal: 0 lost, 0 doubled.
import { randomUUID } from 'node:crypto';
import { eventSubDelivery, eventSubSubscription } from '../test/fakes/eventsub-delivery.ts';
import { signInAsDemoStreamer, startWorkerServer, stopServer, waitForServer } from './bench-servers.ts';
import { report } from './figures.ts';
import { sized } from './smoke.ts';

const port = Number(process.env.BENCH_FAULT_PORT ?? 8803);
const base = `http://localhost:${port}`;
const secret = 'bench-eventsub-secret-0123456789';
const streamerId = '100000001'; // the dev-mode demo streamer
const deliveries = sized(2000, 100);
const inFlight = 32;
const killAfter = deliveries / 2;

function follow(messageId: string, n: number): Promise<Request> {
  return eventSubDelivery(`${base}/webhooks/twitch`, {
    secret,
    messageType: 'notification',
    subscriptionType: 'channel.follow',
    messageId,
    body: {
      subscription: eventSubSubscription('channel.follow', { broadcaster_user_id: streamerId }),
      event: {
        user_id: String(500_000 + n),
        user_login: `fault${n}`,
        user_name: `Fault${n}`,
        broadcaster_user_id: streamerId,
        followed_at: new Date().toISOString(),
      },
    },
  });
}

/** Sends the deliveries `pending` names, `inFlight` at a time; `onAnswer` runs after each answer. */
async function send(ids: string[], pending: number[], acknowledged: Set<number>, onAnswer: () => void) {
  let next = 0;
  const worker = async () => {
    while (next < pending.length) {
      const n = pending[next++] as number;
      try {
        const response = await fetch(await follow(ids[n] as string, n));
        await response.arrayBuffer();
        if (response.ok) acknowledged.add(n);
      } catch {
        // No answer: Twitch would send it again.
      }
      onAnswer();
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
}

async function followsCounted(key: string): Promise<number> {
  const response = await fetch(`${base}/api/overlay/${key}/progress?type=followsCount`);
  return ((await response.json()) as { amount: number }).amount;
}

async function main() {
  const vars = { EVENTSUB_SECRET: secret };
  let server = startWorkerServer(port, vars);
  try {
    await waitForServer(base, server);
    const { headers, overlaySecretKey } = await signInAsDemoStreamer(base);
    await fetch(`${base}/api/progressBar/resetProgress`, { method: 'POST', headers });
    const before = await followsCounted(overlaySecretKey);

    const ids = Array.from({ length: deliveries }, () => randomUUID());
    const acknowledged = new Set<number>();
    let answers = 0;
    let killed = false;
    const all = ids.map((_, n) => n);
    await send(ids, all, acknowledged, () => {
      if (++answers !== killAfter || killed) return;
      killed = true;
      if (server.pid) process.kill(-server.pid, 'SIGKILL');
    });
    const acknowledgedBeforeKill = acknowledged.size;

    server = startWorkerServer(port, vars);
    await waitForServer(base, server);
    for (let pass = 0; pass < 3 && acknowledged.size < deliveries; pass++)
      await send(
        ids,
        all.filter((n) => !acknowledged.has(n)),
        acknowledged,
        () => {},
      );

    // Wait for the channel to work through its inbox: the count stops moving.
    let counted = await followsCounted(overlaySecretKey);
    for (let stable = 0, tries = 0; stable < 5 && tries < 240; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const now = await followsCounted(overlaySecretKey);
      stable = now === counted ? stable + 1 : 0;
      counted = now;
    }
    const tookEffect = counted - before;
    const lost = Math.max(0, acknowledged.size - tookEffect);
    const doubled = Math.max(0, tookEffect - acknowledged.size);
    console.log(
      `Fault bench: ${deliveries} follows, server killed after ${killAfter} answers ` +
        `(${acknowledgedBeforeKill} acknowledged by then) and restarted; resent what was not acknowledged`,
    );
    const note = `${acknowledged.size} acknowledged, ${tookEffect} took effect`;
    report({ name: 'Fault: acknowledged deliveries lost', value: lost, unit: '', goal: { equals: 0 }, note });
    report({ name: 'Fault: acknowledged deliveries doubled', value: doubled, unit: '', goal: { equals: 0 } });
  } finally {
    stopServer(server);
  }
}

await main();
