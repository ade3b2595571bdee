// The fan-out bench's lean reader against `ws`'s server, which compresses every message with its
// window kept between messages (as workerd does): each message arrives whole and in order, whether
// compressed or not, fragmented, or too long for a 16-bit length.
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type WebSocket as ServerSocket, WebSocketServer } from 'ws';
import { openInflatingSocket } from './inflating-socket.ts';

let server: WebSocketServer | undefined;

afterEach(async () => {
  for (const client of server?.clients ?? []) client.terminate();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** A server that agrees to compression when offered and sends each message compressed. */
async function serve(): Promise<{
  url: string;
  connected: Promise<{ socket: ServerSocket; extensions: string }>;
}> {
  const started = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: { threshold: 0 } });
  server = started;
  await new Promise((resolve) => started.once('listening', resolve));
  const connected = new Promise<{ socket: ServerSocket; extensions: string }>((resolve) =>
    started.once('connection', (socket, request) =>
      resolve({ socket, extensions: String(request.headers['sec-websocket-extensions'] ?? '') }),
    ),
  );
  return { url: `ws://127.0.0.1:${(started.address() as AddressInfo).port}/ws?overlay=carousel`, connected };
}

function collect(count: number) {
  const texts: string[] = [];
  let done: () => void = () => {};
  const all = new Promise<void>((resolve) => {
    done = resolve;
  });
  return {
    texts,
    all,
    onMessage: (text: string) => {
      texts.push(text);
      if (texts.length === count) done();
    },
  };
}

const change = (n: number) =>
  JSON.stringify({ type: 'change', item: { name: `viewer${n}`, kind: 'follows' } });

describe('the lean reader', () => {
  it('offers compression as Chromium does and reads compressed, plain, fragmented and long messages', async () => {
    const { url, connected } = await serve();
    const long = 'x'.repeat(70_000);
    const expected = [change(1), change(2), change(3), 'plain', `${change(4)}${change(5)}`, long, change(6)];
    const received = collect(expected.length);
    const reader = await openInflatingSocket(url, received.onMessage);
    const { socket, extensions } = await connected;
    expect(extensions).toBe('permessage-deflate; client_max_window_bits');
    // Later messages repeat earlier ones, so they refer back into the window the reader keeps.
    for (const text of expected.slice(0, 3)) socket.send(text);
    socket.send('plain', { compress: false });
    socket.send(change(4), { fin: false });
    socket.send(change(5), { fin: true });
    socket.send(long);
    socket.send(change(6));
    await received.all;
    expect(received.texts).toEqual(expected);
    reader.close();
  });

  it('offers nothing when asked not to, and reads what the server then sends plain', async () => {
    const { url, connected } = await serve();
    const received = collect(2);
    const reader = await openInflatingSocket(url, received.onMessage, false);
    const { socket, extensions } = await connected;
    expect(extensions).toBe('');
    socket.send(change(1));
    socket.send(change(2));
    await received.all;
    expect(received.texts).toEqual([change(1), change(2)]);
    reader.close();
  });

  it('says what the server answered when it refuses the upgrade', async () => {
    const refusing = new WebSocketServer({ port: 0, host: '127.0.0.1', verifyClient: () => false });
    await new Promise((resolve) => refusing.once('listening', resolve));
    const port = (refusing.address() as AddressInfo).port;
    await expect(openInflatingSocket(`ws://127.0.0.1:${port}/ws`, () => {})).rejects.toThrow(/401/);
    await new Promise((resolve) => refusing.close(resolve));
  });
});
