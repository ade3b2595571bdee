// The one socket client every overlay page uses: connects with the key from its own address,
// hands each message on, and reconnects with back-off for as long as OBS keeps the page open.
// Keep-alives are the heartbeat words, which the runtime answers without waking the channel.

import type { OverlayArea } from '../../core/overlay/overlay-areas';
import { heartbeatAnswer, heartbeatText } from '../../core/overlay/overlay-heartbeat';
import type { OverlayMessage, OverlayReport } from '../../core/overlay/overlay-messages';
import { reconnectDelay } from '../../core/overlay/reconnect-delay';

const keepAliveMs = 25_000;

export type ConnectionStatus = 'connecting' | 'open' | 'closed';

export type OverlaySocket = {
  /** Reports to the server; dropped while disconnected (reports are idempotent and come again). */
  send(report: OverlayReport): void;
  /** Sends the heartbeat now (when connected); from then on only these calls beat, not the timer. */
  beat(): void;
  close(): void;
};

/** The overlay key is the last segment of the overlay's path, e.g. /events/v2/{key}. */
export function overlayKeyFromPath(pathname: string): string {
  return decodeURIComponent(pathname.split('/').filter(Boolean).at(-1) ?? '');
}

/** Lets tests and curious streamers see the connection in the DOM without any visible UI. */
const showStatus = (status: ConnectionStatus) => {
  document.documentElement.dataset.connection = status;
};

export function connectOverlaySocket(
  area: OverlayArea,
  onMessage: (message: OverlayMessage) => void,
  onStatus: (status: ConnectionStatus) => void = showStatus,
): OverlaySocket {
  const key = overlayKeyFromPath(location.pathname);
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/overlay/${encodeURIComponent(key)}/ws?overlay=${area}`;
  let attempt = 0;
  let socket: WebSocket | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let keepAlive: ReturnType<typeof setInterval> | undefined;
  let stopped = false;

  // Once the page beats from its animation loop, the timer stops beating for it: timers still run in
  // a browser source OBS froze, and their beats would hide that it froze.
  let beatsFromPage = false;
  const sendHeartbeat = () => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(heartbeatText);
  };

  const connect = () => {
    onStatus('connecting');
    socket = new WebSocket(url);
    socket.addEventListener('open', () => {
      attempt = 0;
      onStatus('open');
      keepAlive = setInterval(() => beatsFromPage || sendHeartbeat(), keepAliveMs);
    });
    socket.addEventListener('message', (event) => {
      // Answers to keep-alives ('pong' the runtime's former one), no news for the page.
      if (event.data === heartbeatAnswer || event.data === 'pong') return;
      const message = JSON.parse(String(event.data)) as OverlayMessage;
      // A dead link never comes back: stop instead of knocking on it forever.
      if (message.type === 'keyChanged') stop();
      else onMessage(message);
    });
    socket.addEventListener('close', () => {
      clearInterval(keepAlive);
      onStatus('closed');
      if (!stopped) retryTimer = setTimeout(connect, reconnectDelay(attempt++));
    });
  };

  const stop = () => {
    stopped = true;
    clearTimeout(retryTimer);
    clearInterval(keepAlive);
    socket?.close(1000, 'overlay closed');
    onStatus('closed');
  };

  connect();
  return {
    send: (report) => {
      if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(report));
    },
    beat: () => {
      beatsFromPage = true;
      sendHeartbeat();
    },
    close: stop,
  };
}
