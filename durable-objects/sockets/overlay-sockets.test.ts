import { describe, expect, it } from 'vitest';
import {
  type OverlaySocketAttachment,
  overlaysTicking,
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
