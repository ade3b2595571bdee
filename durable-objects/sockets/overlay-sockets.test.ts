import { describe, expect, it } from 'vitest';
import { reciprocateClose } from './overlay-sockets';

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
