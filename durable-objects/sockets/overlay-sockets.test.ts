import { describe, expect, it } from 'vitest';
import { overlayTickText } from '../../core/overlay/overlay-heartbeat';
import {
  type OverlaySocketAttachment,
  overlaySocketLimits,
  overlaysTicking,
  readOverlayMessage,
  reciprocateClose,
  takeTick,
  tickLapseMs,
} from './overlay-sockets';

/** Just the close half of a socket: records the code, and throws as workerd does for a code no endpoint may send. */
function closingSocket() {
  const closed: number[] = [];
  const socket = {
    close(code: number) {
      if ([1004, 1005, 1006, 1015].includes(code) || code < 1000 || code > 4999)
        throw new TypeError(`Invalid WebSocket close code: ${code}`);
      closed.push(code);
    },
  } as unknown as WebSocket;
  return { socket, closed };
}

describe('reciprocateClose', () => {
  it("echoes a code the peer may send, such as OBS's normal close or an app's own", () => {
    for (const code of [1000, 1001, 4000]) {
      const { socket, closed } = closingSocket();
      reciprocateClose(socket, code);
      expect(closed).toEqual([code]);
    }
  });

  it('answers the codes that only describe a closure (no status, abnormal, TLS) with a normal close', () => {
    for (const code of [1005, 1006, 1015, 0, 5000]) {
      const { socket, closed } = closingSocket();
      expect(() => reciprocateClose(socket, code)).not.toThrow();
      expect(closed).toEqual([1000]);
    }
  });
});

/** Open overlay sockets of the carousel opened at the given times, as the object holds them. */
function openSockets(...openedAt: number[]) {
  const sockets = openedAt.map((connectedAt) => {
    let attachment: OverlaySocketAttachment = { area: 'carousel', connectedAt };
    return {
      readyState: WebSocket.OPEN,
      deserializeAttachment: () => attachment,
      serializeAttachment: (next: OverlaySocketAttachment) => {
        attachment = next;
      },
    } as unknown as WebSocket;
  });
  const ctx = { getWebSockets: () => sockets } as unknown as DurableObjectState;
  return { ctx, sockets };
}

describe('ticks', () => {
  it('lets only the earliest-opened ticking overlay lead, so two pages do not double the work', () => {
    const { ctx, sockets } = openSockets(1000, 2000);
    const [first, second] = sockets as [WebSocket, WebSocket];
    expect(overlaysTicking(ctx, 5000)).toBe(false);
    // The later page ticks first: it leads while it is the only one ticking.
    expect(takeTick(ctx, second, 5000)).toBe(true);
    expect(takeTick(ctx, first, 6000)).toBe(true);
    expect(takeTick(ctx, second, 25_000)).toBe(false);
    expect(overlaysTicking(ctx, 25_000)).toBe(true);
  });

  it('hands the lead on when the leading page stops ticking, and says when none ticks', () => {
    const { ctx, sockets } = openSockets(1000, 2000);
    const [first, second] = sockets as [WebSocket, WebSocket];
    takeTick(ctx, first, 5000);
    expect(takeTick(ctx, second, 5000 + tickLapseMs)).toBe(false);
    expect(takeTick(ctx, second, 5001 + tickLapseMs)).toBe(true);
    expect(overlaysTicking(ctx, 5002 + 2 * tickLapseMs)).toBe(false);
  });
});

/** An open alerts socket as the object holds it: its attachment, what it was sent and how it closed. */
function alertSocket() {
  let attachment: OverlaySocketAttachment = { area: 'alerts', connectedAt: 1000 };
  const closed: { code: number; reason: string }[] = [];
  const socket = {
    readyState: WebSocket.OPEN as number,
    deserializeAttachment: () => attachment,
    serializeAttachment: (next: OverlaySocketAttachment) => {
      attachment = next;
    },
    send() {},
    close(code: number, reason: string) {
      closed.push({ code, reason });
      socket.readyState = WebSocket.CLOSING;
    },
  };
  const ctx = { getWebSockets: () => [socket] } as unknown as DurableObjectState;
  return { ctx, socket: socket as unknown as WebSocket, closed };
}

const report = JSON.stringify({ type: 'alertFinished', id: 'a'.repeat(200) });

describe('the limits of an overlay socket', () => {
  it("reads a page's largest report and a minute's allowance at once, then closes the socket with 1008", () => {
    const { ctx, socket, closed } = alertSocket();
    for (let n = 0; n < overlaySocketLimits.messagesPerMinute; n++)
      expect(readOverlayMessage(ctx, socket, report, 5000)).toMatchObject({ kind: 'message' });
    expect(closed).toEqual([]);
    expect(readOverlayMessage(ctx, socket, report, 5000)).toBeNull();
    expect(closed).toEqual([{ code: 1008, reason: expect.stringContaining('Too many messages') }]);
    // What the page still sends while the socket closes is not read.
    expect(readOverlayMessage(ctx, socket, report, 600_000)).toBeNull();
    expect(closed).toHaveLength(1);
  });

  it('closes the socket on a message past the size cap, text or binary, without reading it', () => {
    const text = alertSocket();
    expect(
      readOverlayMessage(text.ctx, text.socket, `"${'x'.repeat(overlaySocketLimits.maxMessageChars)}"`, 5000),
    ).toBeNull();
    expect(text.closed).toEqual([{ code: 1008, reason: expect.stringContaining('4,096 characters') }]);
    const binary = alertSocket();
    readOverlayMessage(
      binary.ctx,
      binary.socket,
      new ArrayBuffer(overlaySocketLimits.maxMessageChars + 1),
      5000,
    );
    expect(binary.closed.map(({ code }) => code)).toEqual([1008]);
  });

  it('never closes a page that ticks every 20 s and reports a few alerts a minute, for hours', () => {
    const { ctx, socket, closed } = alertSocket();
    for (let at = 0; at < 3 * 60 * 60_000; at += 20_000) {
      readOverlayMessage(ctx, socket, overlayTickText, at);
      for (let n = 0; n < 3; n++) readOverlayMessage(ctx, socket, report, at + n);
    }
    expect(closed).toEqual([]);
  });

  it('refills the allowance over the minute: a burst after a quiet minute is read again', () => {
    const { ctx, socket, closed } = alertSocket();
    for (let n = 0; n < overlaySocketLimits.messagesPerMinute; n++)
      readOverlayMessage(ctx, socket, report, 0);
    for (let n = 0; n < overlaySocketLimits.messagesPerMinute; n++)
      expect(readOverlayMessage(ctx, socket, report, 60_000)).not.toBeNull();
    expect(closed).toEqual([]);
  });
});
