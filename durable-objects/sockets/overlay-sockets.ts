// Overlay WebSockets held by a ChannelDO through the hibernation API: idle sockets cost nothing and
// each socket's attachment (its area) survives hibernation.

import { type Bucket, TokenBuckets } from '../../core/limits/token-buckets';
import { type OverlayArea, overlayAreas } from '../../core/overlay/overlay-areas';
import { overlayTickMs, overlayTickText } from '../../core/overlay/overlay-heartbeat';
import type { OverlayMessage } from '../../core/overlay/overlay-messages';

export type OverlaySocketAttachment = {
  area: OverlayArea;
  connectedAt: number;
  /** The last heartbeat that reached the object as a message (the exact text is answered by the runtime). */
  lastBeat?: number;
  /** The page's last tick (overlayTickText); an attachment, so it outlives hibernation without a write. */
  lastTick?: number;
  /** The socket's message allowance as last spent (absent: full). */
  allowance?: Bucket;
};

/**
 * What one overlay socket may send. The largest message a page sends is an alert report with a
 * 200-character id (about 250 characters); pages send a tick every 20 s and a report per item played.
 * The alert box reports each alert's start and end, so queued alerts played through with no gap send
 * a few a second: the allowance (600 at once, refilled over a minute) is far above any page's, and a
 * loop is closed within 600 messages. A socket past either limit is closed with 1008 (policy
 * violation) before its message is read, and what it still sends while closing is dropped unread, so a
 * flood costs the channel little. The page reconnects with back-off, as after any close.
 */
export const overlaySocketLimits = { maxMessageChars: 4096, messagesPerMinute: 600 } as const;
export const policyViolation = 1008;

/** A page that has not ticked for this long (two ticks missed) has stopped ticking. */
export const tickLapseMs = 2.5 * overlayTickMs;

/** Accepts the upgrade and greets the socket with the current state, in order. */
export function acceptOverlaySocket(
  ctx: DurableObjectState,
  area: OverlayArea,
  greetings: OverlayMessage[],
): Response {
  const { 0: client, 1: server } = new WebSocketPair();
  ctx.acceptWebSocket(server, [area]);
  server.serializeAttachment({ area, connectedAt: Date.now() } satisfies OverlaySocketAttachment);
  for (const greeting of greetings) server.send(JSON.stringify(greeting));
  return new Response(null, { status: 101, webSocket: client });
}

/** The area a socket was opened for, from its attachment; null for a socket without one. */
export function socketArea(socket: WebSocket): OverlayArea | null {
  const attachment = socket.deserializeAttachment() as Partial<OverlaySocketAttachment> | null;
  return overlayAreas.find((area) => area.name === attachment?.area)?.name ?? null;
}

/** Sends to every open overlay socket of the given areas; returns how many got it. */
export function broadcastToOverlays(
  ctx: DurableObjectState,
  message: OverlayMessage,
  areas: OverlayArea | readonly OverlayArea[],
): number {
  const text = JSON.stringify(message);
  let sent = 0;
  for (const area of typeof areas === 'string' ? [areas] : areas) {
    for (const socket of ctx.getWebSockets(area)) {
      try {
        socket.send(text);
        sent++;
      } catch {
        // A socket that closed between listing and sending is cleaned up by its close handler.
      }
    }
  }
  return sent;
}

/** Open overlay sockets of `area` (or all); one closing right now is no longer counted. */
export function countOpenOverlays(ctx: DurableObjectState, area?: OverlayArea): number {
  return ctx.getWebSockets(area).filter((socket) => socket.readyState === WebSocket.OPEN).length;
}

/**
 * When each open overlay socket of `area` last showed life: its last heartbeat, whether the runtime
 * answered it (heartbeatText, without waking the object) or the object read it, else when it opened.
 */
export function overlayBeats(ctx: DurableObjectState, area: OverlayArea): number[] {
  return ctx
    .getWebSockets(area)
    .filter((socket) => socket.readyState === WebSocket.OPEN)
    .map((socket) => {
      const attachment = socket.deserializeAttachment() as Partial<OverlaySocketAttachment> | null;
      const answered = ctx.getWebSocketAutoResponseTimestamp(socket)?.getTime() ?? 0;
      return Math.max(answered, attachment?.lastBeat ?? 0, attachment?.connectedAt ?? 0);
    });
}

/** A heartbeat that reached the object as a message (spaced differently than heartbeatText). */
export function noteBeat(socket: WebSocket, now: number): void {
  const attachment = socket.deserializeAttachment() as OverlaySocketAttachment | null;
  if (attachment) socket.serializeAttachment({ ...attachment, lastBeat: now });
}

/**
 * Notes a page's tick; true when the parts should act on it: it comes from the leading ticker, the
 * earliest-opened overlay still ticking. Several open overlays then do not multiply what the ticks
 * set off, even when the object hibernates between ticks and remembers nothing.
 */
export function takeTick(ctx: DurableObjectState, socket: WebSocket, now: number): boolean {
  const attachment = socket.deserializeAttachment() as OverlaySocketAttachment | null;
  if (!attachment) return false;
  socket.serializeAttachment({ ...attachment, lastTick: now });
  const ticking = tickingAttachments(ctx, now);
  const leader = ticking.reduce<OverlaySocketAttachment | undefined>(
    (earliest, other) => (earliest && earliest.connectedAt <= other.connectedAt ? earliest : other),
    undefined,
  );
  return leader?.connectedAt === attachment.connectedAt;
}

/** What a message from an overlay asks of the channel's parts. */
export type OverlayRead =
  | { kind: 'tick'; now: number }
  | { kind: 'message'; area: OverlayArea; parsed: unknown };

/**
 * Reads a message from an overlay socket, the one place they are read: first the socket's limits
 * (`overlaySocketLimits`), then an old page's 'ping' is answered here; a tick counts only from the
 * leading ticker (`takeTick`); anything else is JSON for the socket's area. Null: nothing to do.
 */
export function readOverlayMessage(
  ctx: DurableObjectState,
  socket: WebSocket,
  message: string | ArrayBuffer,
  now = Date.now(),
): OverlayRead | null {
  // A socket closing (past its limits) may still have a flood in flight: dropped before anything is read.
  if (socket.readyState !== WebSocket.OPEN) return null;
  const area = socketArea(socket);
  if (!area || !isWithinLimits(socket, message, now)) return null;
  if (typeof message !== 'string') return null;
  // Pages from before heartbeats kept their socket alive with 'ping'.
  if (message === 'ping') {
    socket.send('pong');
    return null;
  }
  if (message === overlayTickText) return takeTick(ctx, socket, now) ? { kind: 'tick', now } : null;
  try {
    return { kind: 'message', area, parsed: JSON.parse(message) };
  } catch {
    return null;
  }
}

/** Spends one of the socket's allowance; a message too long or one too many closes the socket. */
function isWithinLimits(socket: WebSocket, message: string | ArrayBuffer, now: number): boolean {
  // A string's length in UTF-16 units is at most its length in bytes, so a long one is refused unencoded.
  const size = typeof message === 'string' ? message.length : message.byteLength;
  if (size > overlaySocketLimits.maxMessageChars) {
    socket.close(
      policyViolation,
      `An overlay message is at most ${overlaySocketLimits.maxMessageChars.toLocaleString('en-US')} characters.`,
    );
    return false;
  }
  const attachment = socket.deserializeAttachment() as OverlaySocketAttachment;
  // One bucket, rebuilt from the attachment: the allowance outlives hibernation without a storage write.
  const allowance = new TokenBuckets(overlaySocketLimits.messagesPerMinute, 1);
  if (attachment.allowance) allowance.restore('socket', attachment.allowance);
  const spend = allowance.take('socket', now);
  socket.serializeAttachment({ ...attachment, allowance: allowance.bucketOf('socket') });
  if (!spend.ok)
    socket.close(policyViolation, 'Too many messages from this overlay: it is sending in a loop.');
  return spend.ok;
}

/** Whether any open overlay is ticking (ticked within `tickLapseMs`). */
export function overlaysTicking(ctx: DurableObjectState, now: number): boolean {
  return tickingAttachments(ctx, now).length > 0;
}

function tickingAttachments(ctx: DurableObjectState, now: number): OverlaySocketAttachment[] {
  return ctx
    .getWebSockets()
    .filter((socket) => socket.readyState === WebSocket.OPEN)
    .map((socket) => socket.deserializeAttachment() as OverlaySocketAttachment | null)
    .filter(
      (attachment): attachment is OverlaySocketAttachment =>
        attachment?.lastTick !== undefined && now - attachment.lastTick <= tickLapseMs,
    );
}

/** Close codes no endpoint may send (RFC 6455 7.4.1): 1005, 1006 and 1015 only describe a closure. */
const reservedCloseCodes = new Set([1004, 1005, 1006, 1015]);

/** Completes the close handshake the peer started, echoing its code where that code may be sent. */
export function reciprocateClose(socket: WebSocket, code: number): void {
  const maySend = code >= 1000 && code <= 4999 && !reservedCloseCodes.has(code);
  socket.close(maySend ? code : 1000, 'closing');
}

/**
 * Closes every open overlay socket (the overlay key changed): OBS must be given the new link. Each
 * page is told first, since a proxy in between (the dev server's) may not pass the close on.
 */
export function closeAllOverlays(ctx: DurableObjectState): number {
  const sockets = ctx.getWebSockets();
  const notice = JSON.stringify({ type: 'keyChanged' } satisfies OverlayMessage);
  for (const socket of sockets) {
    try {
      socket.send(notice);
      socket.close(4001, 'The overlay key changed: copy the new overlay link from the dashboard.');
    } catch {
      // Already closing.
    }
  }
  return sockets.length;
}
