// Fan-out: one channel event to 200 and to 1,000 overlay sockets on one channel, measured by several
// client processes (so one client reading every socket in turn does not stretch the figure): from the
// Simulator's POST to each socket's arrival. The server's own share (event to the last send) is
// measured inside workerd by bench/fan-out.workers.ts.
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { signInAsDemoStreamer, startWorkerServer, stopServer, waitForServer } from './bench-servers.ts';
import { reportLatency } from './figures.ts';

const port = Number(process.env.BENCH_FANOUT_PORT ?? 8806);
const base = `http://localhost:${port}`;
const clientProcesses = 4;
const rounds = 40;
const run = Date.now().toString(36);

type Client = { process: ChildProcess; lines: AsyncIterator<string> };

function startClient(url: string, count: number, prefix: string): Client {
  const child = spawn('npx', ['tsx', 'bench/fan-out-client.ts', url, String(count), prefix], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NonNullable<typeof child.stdout> })[
    Symbol.asyncIterator
  ]();
  return { process: child, lines };
}

async function nextLine(client: Client): Promise<string> {
  const { value, done } = await client.lines.next();
  if (done) throw new Error('a fan-out client stopped');
  return value;
}

async function measure(sockets: number, headers: Record<string, string>, key: string) {
  const url = `ws://localhost:${port}/api/overlay/${key}/ws?overlay=carousel`;
  const prefix = `fan-${run}-${sockets}-`;
  const clients = Array.from({ length: clientProcesses }, () =>
    startClient(url, sockets / clientProcesses, prefix),
  );
  try {
    for (const client of clients)
      if ((await nextLine(client)) !== 'ready') throw new Error('client not ready');
    const each: number[] = [];
    const last: number[] = [];
    for (let round = -5; round < rounds; round++) {
      const user = `${prefix}${round + 5}`;
      const sent = performance.timeOrigin + performance.now();
      const response = await fetch(`${base}/api/simulator/event`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ type: 'follow', user }),
      });
      if (!response.ok) throw new Error(`the Simulator answered ${response.status}`);
      const reports = await Promise.all(clients.map(nextLine));
      if (round < 0) continue;
      const arrivals = reports.flatMap((line) => (JSON.parse(line) as { arrivals: number[] }).arrivals);
      for (const at of arrivals) each.push(at - sent);
      last.push(Math.max(...arrivals) - sent);
    }
    const note = `${clientProcesses} client processes, ${rounds} events`;
    reportLatency(
      `Fan-out to ${sockets} sockets: event -> each socket`,
      each,
      sockets === 200 ? 50 : undefined,
      note,
    );
    reportLatency(`Fan-out to ${sockets} sockets: event -> the last socket`, last, undefined, note);
  } finally {
    for (const client of clients) client.process.stdin?.end();
  }
}

async function main() {
  const server = startWorkerServer(port);
  try {
    await waitForServer(base, server);
    const { headers, overlaySecretKey } = await signInAsDemoStreamer(base);
    await measure(200, headers, overlaySecretKey);
    await measure(1000, headers, overlaySecretKey);
  } finally {
    stopServer(server);
  }
}

await main();
process.exit(0);
