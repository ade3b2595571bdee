// ChannelDO: one per streamer (idFromName(twitchUserId)). Its public methods are the only door in;
// each delegates to a module that owns one concern.
import { DurableObject } from 'cloudflare:workers';
import type { ChatMessage } from '../core/chat/chat-message';
import type { LiveEvent } from '../core/live/live-event';
import type { LiveState } from '../core/live/live-state';
import { isDevMode } from '../integrations/twitch/app-config';
import type { ChannelEnv } from './channel-env';
import { repliesTo } from './chat/chat-pipeline';
import { type SimulatedChatLine, SimulatedChatLog } from './chat/simulated-chat-log';
import { SeenMessages } from './delivery/seen-messages';
import { LiveStateStore } from './live/live-state-store';
import { acceptOverlaySocket, broadcastToOverlays, overlayKindFromQuery } from './sockets/overlay-sockets';

export class ChannelDO extends DurableObject<ChannelEnv> {
  private readonly seen: SeenMessages;
  private readonly liveState: LiveStateStore;
  private readonly simulatedChat: SimulatedChatLog;

  constructor(ctx: DurableObjectState, env: ChannelEnv) {
    super(ctx, env);
    this.seen = new SeenMessages(ctx.storage.sql);
    this.liveState = new LiveStateStore(ctx.storage);
    this.simulatedChat = new SimulatedChatLog(ctx.storage);
    // Overlay keep-alives are answered without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  /** Overlay socket upgrades, forwarded by the worker once it has checked the overlay key. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') {
      return new Response('Expected a WebSocket upgrade', { status: 426 });
    }
    const overlay = overlayKindFromQuery(new URL(request.url).searchParams.get('overlay'));
    return acceptOverlaySocket(this.ctx, overlay, { type: 'state', state: await this.liveState.current() });
  }

  /** False when Twitch already delivered this message id (at-least-once delivery). */
  isFirstDelivery(messageId: string): boolean {
    return this.seen.firstSighting(messageId, Date.now());
  }

  /** A chat message from EventSub or the Simulator; returns what the bot answers. */
  async receiveChatMessage(message: ChatMessage): Promise<string[]> {
    const replies = repliesTo(message, { botUserId: this.env.TWITCH_BOT_USER_ID });
    if (message.isTest || isDevMode(this.env)) await this.simulatedChat.append(replies, Date.now());
    return replies;
  }

  /** A channel event from EventSub, a tip service or the Simulator. */
  async receiveEvent(event: LiveEvent): Promise<void> {
    await this.liveState.apply(event);
    broadcastToOverlays(this.ctx, { type: 'event', event });
  }

  async getLiveState(): Promise<LiveState> {
    return this.liveState.current();
  }

  async getSimulatedChat(): Promise<SimulatedChatLine[]> {
    return this.simulatedChat.lines();
  }

  override async webSocketMessage(): Promise<void> {
    // Overlays only listen; their pings are auto-answered.
  }

  override async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    socket.close(code === 1005 ? 1000 : code, 'closing');
  }
}
