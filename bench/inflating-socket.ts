// The fan-out bench's lean reader: a WebSocket client that offers compression as Chromium (OBS's
// browser sources) does, inflates each compressed message synchronously as its frames arrive, keeping
// the server's window between messages, as Chromium's network stack does, and hands the text straight
// on. Node's own clients inflate through zlib's thread pool, about 50 µs a message, so on this 2-core
// machine their reading, not the server, would set the figures; this reader adds as little as a reader
// can. It only reads: the fan-out bench sends the server nothing.
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { constants, inflateRawSync } from 'node:zlib';

export type InflatingSocket = { close(): void };

/** RFC 7692: a message's deflate stream ends with this empty block, which the sender strips. */
const flushTail = Buffer.from([0x00, 0x00, 0xff, 0xff]);
const windowBytes = 32 * 1024;
const opcode = { continuation: 0x0, text: 0x1, binary: 0x2, close: 0x8 } as const;

/** The message inflater one connection needs: the server's sliding window, unless it resets it. */
function inflater(contextTakeover: boolean) {
  let window = Buffer.alloc(0);
  return (payload: Buffer): Buffer => {
    const data = inflateRawSync(Buffer.concat([payload, flushTail]), {
      ...(window.length ? { dictionary: window } : {}),
      finishFlush: constants.Z_SYNC_FLUSH,
    });
    if (contextTakeover) window = Buffer.concat([window, data]).subarray(-windowBytes);
    return data;
  };
}

/** Frames of the server's messages (never masked), joined into whole messages. */
function frameReader(onMessage: (payload: Buffer, compressed: boolean) => void, onClose: () => void) {
  let pending = Buffer.alloc(0);
  let parts: Buffer[] = [];
  let compressed = false;
  return (chunk: Buffer) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    for (;;) {
      if (pending.length < 2) return;
      const first = pending[0] as number;
      let length = (pending[1] as number) & 0x7f;
      let at = 2;
      if (length === 126) {
        if (pending.length < 4) return;
        length = pending.readUInt16BE(2);
        at = 4;
      } else if (length === 127) {
        if (pending.length < 10) return;
        length = Number(pending.readBigUInt64BE(2));
        at = 10;
      }
      if (pending.length < at + length) return;
      const payload = pending.subarray(at, at + length);
      pending = pending.subarray(at + length);
      const code = first & 0x0f;
      if (code === opcode.close) return onClose();
      if (code !== opcode.text && code !== opcode.binary && code !== opcode.continuation) continue;
      if (code !== opcode.continuation) compressed = (first & 0x40) !== 0;
      parts.push(payload);
      if ((first & 0x80) === 0) continue;
      onMessage(parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts), compressed);
      parts = [];
    }
  };
}

/**
 * Opens `url` (ws://) offering compression as Chromium does, or with `offer` false not offering it;
 * `onMessage` gets each text message.
 */
export function openInflatingSocket(
  url: string,
  onMessage: (text: string) => void,
  offer = true,
): Promise<InflatingSocket> {
  const { hostname, port, pathname, search } = new URL(url);
  const socket: Socket = connect(Number(port || 80), hostname);
  socket.setNoDelay(true);
  const key = randomBytes(16).toString('base64');
  socket.write(
    [
      `GET ${pathname}${search} HTTP/1.1`,
      `Host: ${hostname}:${port}`,
      'Upgrade: websocket',
      'Connection: Upgrade',
      `Sec-WebSocket-Key: ${key}`,
      'Sec-WebSocket-Version: 13',
      ...(offer ? ['Sec-WebSocket-Extensions: permessage-deflate; client_max_window_bits'] : []),
      '',
      '',
    ].join('\r\n'),
  );
  return new Promise((resolve, reject) => {
    let head = Buffer.alloc(0);
    const readHead = (chunk: Buffer) => {
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n');
      if (end === -1) return;
      const lines: string[] = head.subarray(0, end).toString('latin1').split('\r\n');
      if (!/^HTTP\/1\.1 101/.test(lines[0] ?? '')) {
        socket.destroy();
        return reject(new Error(`the server answered the upgrade with: ${lines[0]}`));
      }
      const extensions = lines
        .filter((line) => /^sec-websocket-extensions:/i.test(line))
        .join(',')
        .toLowerCase();
      const inflate = inflater(!extensions.includes('server_no_context_takeover'));
      const read = frameReader(
        (payload, compressed) => onMessage((compressed ? inflate(payload) : payload).toString('utf8')),
        () => socket.destroy(),
      );
      socket.off('data', readHead);
      socket.on('data', read);
      resolve({ close: () => socket.destroy() });
      const rest = head.subarray(end + 4);
      if (rest.length) read(rest);
    };
    socket.on('data', readHead);
    socket.once('error', reject);
  });
}
