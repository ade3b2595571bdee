// The one socket client every overlay page uses: connects with the key from its own address,
// hands each message on, and reconnects with back-off for as long as OBS keeps the page open.
// Keep-alives are the heartbeat words, which the runtime answers without waking the channel; a page
// that shows tips ticks instead while the channel says so, waking it on purpose: the channel's tip
// checks ride on its ticks. A page not told (an older server) does not tick.
// A key the streamer replaced ends it: the channel says so to open sockets (a message, then close
// code 4001), and a page that was away meanwhile learns it from its own address's 404.

import type { OverlayArea } from '../../core/overlay/overlay-areas';
import {
  heartbeatAnswer,
  heartbeatText,
  overlayKeepAliveMs,
  overlayTickMs,
  overlayTickText,
} from '../../core/overlay/overlay-heartbeat';
import type { OverlayMessage, OverlayReport } from '../../core/overlay/overlay-messages';
import { reconnectDelay } from '../../core/overlay/reconnect-delay';

/** The close code the channel closes a replaced key's sockets with (durable-objects/sockets). */
const keyReplacedCode = 4001;

export type ConnectionStatus = 'connecting' | 'open' | 'closed' | 'replaced';

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
export const showStatus = (status: ConnectionStatus) => {
  document.documentElement.dataset.connection = status;
};

/** Whether the page's own link is still good: its page answers 404 once the key was replaced. */
async function linkWasReplaced(): Promise<boolean> {
  try {
    return (await fetch(location.pathname, { method: 'HEAD', cache: 'no-store' })).status === 404;
  } catch {
    // The server is unreachable: nothing is known, the socket keeps trying.
    return false;
  }
}

/** `onStatus` hears 'replaced' once, when the key was replaced: the socket has stopped for good. */
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
  const sendIfOpen = (text: string) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(text);
  };
  const sendHeartbeat = () => sendIfOpen(heartbeatText);
  // Ticks come from a timer, which runs on in a hidden browser source: the tips it checks for still
  // reach chat and Discord, and the tick keeps the socket alive as well as a heartbeat would.
  let ticking = false;
  const keepSocketAlive = (tick: boolean) => {
    ticking = tick;
    clearInterval(keepAlive);
    keepAlive = tick
      ? setInterval(() => sendIfOpen(overlayTickText), overlayTickMs)
      : setInterval(() => beatsFromPage || sendHeartbeat(), overlayKeepAliveMs);
  };

  const connect = () => {
    onStatus('connecting');
    let opened = false;
    socket = new WebSocket(url);
    socket.addEventListener('open', () => {
      opened = true;
      attempt = 0;
      onStatus('open');
      keepSocketAlive(false);
    });
    socket.addEventListener('message', (event) => {
      // Answers to keep-alives ('pong' the runtime's former one), no news for the page.
      if (event.data === heartbeatAnswer || event.data === 'pong') return;
      const message = JSON.parse(String(event.data)) as OverlayMessage;
      if (message.type === 'keyChanged') replaced();
      // Told again what it does already, the page keeps its timer (a restart would delay the next tick).
      else if (message.type === 'ticks') {
        if (message.on !== ticking) keepSocketAlive(message.on);
      } else onMessage(message);
    });
    socket.addEventListener('close', async (event) => {
      clearInterval(keepAlive);
      if (stopped) return;
      if (event.code === keyReplacedCode || (!opened && (await linkWasReplaced()))) return replaced();
      onStatus('closed');
      retryTimer = setTimeout(connect, reconnectDelay(attempt++));
    });
  };

  const stop = (status: ConnectionStatus = 'closed') => {
    if (stopped) return;
    stopped = true;
    clearTimeout(retryTimer);
    clearInterval(keepAlive);
    socket?.close(1000, 'overlay closed');
    onStatus(status);
  };
  // A dead link never comes back: stop instead of knocking on it forever.
  const replaced = () => stop('replaced');

  connect();
  return {
    send: (report) => {
      if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(report));
    },
    beat: () => {
      beatsFromPage = true;
      sendHeartbeat();
    },
    close: () => stop(),
  };
}
