// An outbound WebSocket from the ChannelDO: workerd opens one by fetching the https address with an
// Upgrade header. Such sockets do not hibernate; the DO stays awake while one is open.
import type { LiveEvent } from '../../core/live/live-event';

/** The service answered the upgrade with 401/403: the token is refused, retrying will not help. */
export class SocketRefusedError extends Error {}

export async function openOutboundSocket(httpsUrl: string): Promise<WebSocket> {
  const response = await fetch(httpsUrl, { headers: { Upgrade: 'websocket' } });
  const socket = response.webSocket;
  // The address may carry a token: errors name the host only.
  const host = new URL(httpsUrl).host;
  if (!socket) {
    if (response.status === 401 || response.status === 403)
      throw new SocketRefusedError(`${host} refused the token (HTTP ${response.status}).`);
    throw new Error(`${host} did not open a socket (HTTP ${response.status}).`);
  }
  socket.accept();
  return socket;
}

/** What a tip listener tells its owner. */
export type TipSocketHooks = {
  tip(event: LiveEvent): void;
  connected(): void;
  /** The service refused the token: stay down until a new one is saved. */
  refused(reason: string): void;
  /** The socket went away on its own: reconnect with back-off. */
  dropped(): void;
};

export type TipSocket = { close(): void };

export type OpenTipSocket = (token: string, hooks: TipSocketHooks) => Promise<TipSocket>;

/**
 * Wires close/error to `dropped` exactly once, unless the owner closed the socket or the listener
 * already reported an outcome; returns the function that ends the socket quietly.
 */
export function watchSocketEnd(
  socket: WebSocket,
  hooks: TipSocketHooks,
): { end(): void; isEnded(): boolean } {
  let ended = false;
  const onEnd = () => {
    if (ended) return;
    ended = true;
    hooks.dropped();
  };
  socket.addEventListener('close', onEnd);
  socket.addEventListener('error', onEnd);
  return {
    end() {
      if (ended) return;
      ended = true;
      try {
        socket.close(1000, 'done');
      } catch {
        // Already closing: nothing left to end.
      }
    },
    isEnded: () => ended,
  };
}
