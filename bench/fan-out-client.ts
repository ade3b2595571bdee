// One of the fan-out bench's client processes: opens `count` carousel overlay sockets and, for each
// viewer whose name starts with `prefix`, prints when every one of its sockets got that viewer's
// event (epoch milliseconds, so processes on one machine compare). Run by bench/fan-out.ts, whose
// fourth argument, `declined`, opens sockets that do not offer compression.
import { createInterface } from 'node:readline';
import { WebSocket as WsSocket } from 'ws';

const [url, countText, prefix = 'fan-', compression = 'offered'] = process.argv.slice(2);
const count = Number(countText);
const now = () => performance.timeOrigin + performance.now();
const arrivals = new Map<string, number[]>();

/** What the client needs of a socket: Node's own (which, like a browser, offers compression) or `ws`. */
type ClientSocket = Pick<WebSocket, 'addEventListener' | 'close'>;

/**
 * A socket as OBS opens it (compression offered, so the server compresses each message for each
 * socket), or, with `declined`, one that does not offer compression: the two runs show its share.
 */
const connect = (): ClientSocket =>
  compression === 'declined'
    ? (new WsSocket(url as string, { perMessageDeflate: false }) as unknown as ClientSocket)
    : new WebSocket(url as string);

function open(): Promise<ClientSocket> {
  const socket = connect();
  // A viewer comes in one change message, and again in any whole queues sent later: count the first.
  const known = new Set<string>();
  socket.addEventListener('message', (message) => {
    const at = now();
    for (const [, user] of String(message.data).matchAll(/"name":"([^"]*)"/g)) {
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
  return new Promise((resolve, reject) => {
    socket.addEventListener('open', () => resolve(socket));
    socket.addEventListener('error', reject);
  });
}

const sockets: ClientSocket[] = [];
for (let i = 0; i < count; i++) sockets.push(await open());
console.log('ready');
createInterface({ input: process.stdin }).on('close', () => {
  for (const socket of sockets) socket.close();
  process.exit(0);
});
