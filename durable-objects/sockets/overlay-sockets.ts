// Overlay WebSockets held by a ChannelDO through the hibernation API: idle sockets cost nothing and
// each socket's attachment survives hibernation.
import { type OverlayKind, type OverlayMessage, overlayKinds } from '../../core/overlay/overlay-messages';

/** Set by the worker on a forwarded upgrade, so a new object learns whose channel it is. */
export const channelIdHeader = 'X-Channel-Id';

export type OverlaySocketAttachment = { overlay: OverlayKind; connectedAt: number };

export function overlayKindFromQuery(value: string | null): OverlayKind {
  return overlayKinds.find((kind) => kind === value) ?? 'events';
}

/** Accepts the upgrade and greets the socket with the current state, in order. */
export function acceptOverlaySocket(
  ctx: DurableObjectState,
  overlay: OverlayKind,
  greetings: OverlayMessage[],
): Response {
  const { 0: client, 1: server } = new WebSocketPair();
  ctx.acceptWebSocket(server, [overlay]);
  server.serializeAttachment({ overlay, connectedAt: Date.now() } satisfies OverlaySocketAttachment);
  for (const greeting of greetings) server.send(JSON.stringify(greeting));
  return new Response(null, { status: 101, webSocket: client });
}

/** Sends to every open overlay socket of the given overlay kinds; returns how many got it. */
export function broadcastToOverlays(
  ctx: DurableObjectState,
  message: OverlayMessage,
  overlays: OverlayKind | readonly OverlayKind[],
): number {
  const text = JSON.stringify(message);
  let sent = 0;
  for (const overlay of typeof overlays === 'string' ? [overlays] : overlays) {
    for (const socket of ctx.getWebSockets(overlay)) {
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

/**
 * The overlays that follow raw channel events. The event carousel follows its queues instead, which
 * carry the same news, so each of its sockets gets one message per event rather than two.
 */
export const liveEventOverlays = overlayKinds.filter((kind) => kind !== 'events');
