// One of the fan-out bench's client processes: opens `count` carousel overlay sockets and, for each
// viewer whose name starts with `prefix`, prints when every one of its sockets got that viewer's
// event (epoch milliseconds, so processes on one machine compare). Run by bench/fan-out.ts; its
// fourth argument says how the sockets open (see `Reader`).
import { createInterface } from 'node:readline';
import { openInflatingSocket } from './inflating-socket.ts';

/**
 * `offered`: the lean reader (bench/inflating-socket.ts), offering compression as Chromium (OBS) does;
 * `declined`: the same reader not offering it; `node`: Node's own WebSocket, which offers compression
 * and inflates through zlib's thread pool.
 */
export type Reader = 'offered' | 'declined' | 'node';

const [url = '', countText, prefix = 'fan-', reader = 'offered'] = process.argv.slice(2) as [
  string,
  string,
  string,
  Reader,
];
const count = Number(countText);
const now = () => performance.timeOrigin + performance.now();
const arrivals = new Map<string, number[]>();

type Closable = { close(): void };

/** Opens one socket that hands each text message to `onMessage`. */
function connect(onMessage: (text: string) => void): Promise<Closable> {
  if (reader !== 'node') return openInflatingSocket(url, onMessage, reader === 'offered');
  const socket = new WebSocket(url);
  socket.addEventListener('message', (message) => onMessage(String(message.data)));
  return new Promise((resolve, reject) => {
    socket.addEventListener('open', () => resolve(socket));
    socket.addEventListener('error', reject);
  });
}

function open(): Promise<Closable> {
  // A viewer comes in one change message, and again in any whole queues sent later: count the first.
  const known = new Set<string>();
  return connect((text) => {
    const at = now();
    for (const [, user] of text.matchAll(/"name":"([^"]*)"/g)) {
      // Earlier runs' viewers come in the greeting's queues: only this run's count.
      if (!user?.startsWith(prefix) || known.has(user)) continue;
      known.add(user);
      const seen = arrivals.get(user) ?? [];
      seen.push(at);
      arrivals.set(user, seen);
      if (seen.length === count) {
        console.log(JSON.stringify({ user, arrivals: seen }));
        arrivals.delete(user);
      }
    }
  });
}

const sockets: Closable[] = [];
for (let i = 0; i < count; i++) sockets.push(await open());
console.log('ready');
createInterface({ input: process.stdin }).on('close', () => {
  for (const socket of sockets) socket.close();
  process.exit(0);
});
