// ChannelDO: one per streamer, addressed by idFromName(streamerId). A door: each piece of work
// (a delivery, an event, a saved setting, an alarm, an overlay socket) goes to every part in turn
// (channel-parts.ts), and a part's own calls reach it through `call` without a method here.
import { DurableObject } from 'cloudflare:workers';
import type { ChatAnswer } from '../core/chat/chat-answer';
import type { ChatMessage } from '../core/chat/chat-message';
import type { LiveEvent } from '../core/live/live-event';
import { type OverlayArea, overlayAreaFromQuery } from '../core/overlay/overlay-areas';
import { heartbeatAnswer, heartbeatText } from '../core/overlay/overlay-heartbeat';
import { setPlainChatWanted } from '../db/streamers';
import { ChannelContext } from './channel-context';
import type { ChannelEnv } from './channel-env';
import type { ChannelPart, ContentChange } from './channel-part';
import { type ChannelParts, createChannelParts, type PartName } from './channel-parts';
import { AlarmClock } from './delivery/alarm-clock';
import { type Delivery, Inbox } from './delivery/inbox';
import { Intake } from './delivery/intake';
import { SeenMessages } from './delivery/seen-messages';
import {
  acceptOverlaySocket,
  closeAllOverlays,
  readOverlayMessage,
  reciprocateClose,
} from './sockets/overlay-sockets';

/** The stored name's key, as objects of every earlier version wrote it. */
const nameKey = 'broadcasterId';
const plainChatKey = 'plainChatWanted';

/** A delivery taken in: `fresh` false when its message id was already taken in. */
export type Accepted = { fresh: boolean; plainChatWanted: boolean };

export class ChannelDO extends DurableObject<ChannelEnv> {
  private readonly context: ChannelContext;
  private readonly parts: ChannelParts;
  private readonly partList: [PartName, ChannelPart][];
  private readonly clock: AlarmClock;
  private readonly intake: Intake;
  /** What D1 was last told about plain chat (undefined: not known yet, so the next check writes it). */
  private plainChatWanted: boolean | undefined;

  constructor(ctx: DurableObjectState, env: ChannelEnv) {
    super(ctx, env);
    this.context = new ChannelContext(ctx, env, {
      reschedule: () => this.clock.schedule(),
      accept: async (id, delivery) => (await this.acceptDelivery(id, delivery)).fresh,
    });
    this.parts = createChannelParts(this.context);
    this.context.attach(this.parts);
    this.partList = Object.entries(this.parts) as [PartName, ChannelPart][];
    const partsInOrder = () => this.partList.map(([, part]) => part);
    const inbox = new Inbox(ctx.storage, new SeenMessages(ctx.storage.sql));
    this.clock = new AlarmClock(
      ctx.storage,
      partsInOrder,
      () => inbox.pending,
      () => this.context.isNamed(),
    );
    this.intake = new Intake(
      inbox,
      () => this.partList,
      this.clock,
      () => this.chatInterestChanged(),
      (message) => this.context.isOwnMessage(message),
    );
    // Overlay heartbeats are answered without waking the object; the runtime keeps when it last did.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(heartbeatText, heartbeatAnswer));
    ctx.blockConcurrencyWhile(async () => {
      // The name the worker addressed the object by; objects from before names were kept stored it.
      this.context.nameAs(ctx.id.name ?? (await ctx.storage.get<string>(nameKey)));
      if (ctx.id.name && !(await ctx.storage.get<string>(nameKey)))
        // Alarms of older runtimes fire without the name: the stored copy answers then.
        await ctx.storage.put(nameKey, ctx.id.name);
      this.plainChatWanted = await ctx.storage.get<boolean>(plainChatKey);
      await this.clock.load();
      for (const part of partsInOrder()) await part.load?.();
      await this.intake.resume();
    });
  }

  /** A part's own call from the worker or the dashboard (see PartCalls and the worker's `partOf`). */
  async call(name: PartName, method: string, args: unknown[]): Promise<unknown> {
    const part: ChannelPart | undefined = this.parts[name];
    const fn = part?.calls?.includes(method)
      ? (part as unknown as Record<string, unknown>)[method]
      : undefined;
    if (typeof fn !== 'function') throw new Error(`The channel has no call ${name}.${method}`);
    const result = await fn.apply(part, args);
    // A call may change what the channel wants of chat (turning a chat filter on).
    await this.chatInterestChanged();
    return result;
  }

  /** Overlay socket upgrades, forwarded by the worker once it has checked the overlay key. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') {
      return new Response('Expected a WebSocket upgrade', { status: 426 });
    }
    const area = overlayAreaFromQuery(new URL(request.url).searchParams.get('overlay'));
    const greetings = [];
    for (const [, part] of this.partList) greetings.push(...((await part.greet?.(area)) ?? []));
    const response = acceptOverlaySocket(this.ctx, area, greetings);
    await this.overlaysChanged();
    return response;
  }

  /**
   * Takes in an acknowledged delivery (EventSub, Ko-fi, a tip-service check): stored before this
   * returns, worked through in order afterwards; chat that is not a command is handled at once instead.
   */
  async acceptDelivery(id: string, delivery: Delivery): Promise<Accepted> {
    if (delivery.kind === 'chat' && !delivery.message.invocation) {
      const fresh = await this.intake.takePlainChat(id, delivery.message);
      await this.chatInterestChanged();
      return this.accepted(fresh);
    }
    return this.accepted(await this.intake.accept(id, delivery));
  }

  /** What the webhook learns from a delivery: whether it was new, and the channel's plain-chat interest. */
  private accepted(fresh: boolean): Accepted {
    return { fresh, plainChatWanted: this.plainChatWanted ?? true };
  }

  /** Resolves once what the inbox holds has been worked through (or has stopped on a failure). */
  async settled(): Promise<void> {
    await this.intake.settled();
  }

  /**
   * A chat message from the Simulator; returns what the bot answers, or why it stays silent.
   * `siteOrigin`: where the Simulator was used from, for links the bot says (without PUBLIC_URL).
   */
  async receiveChatMessage(message: ChatMessage, siteOrigin?: string): Promise<ChatAnswer> {
    if (siteOrigin) this.context.learnSimulatorOrigin(siteOrigin);
    // The viewer's line goes in first, so the answer and any announcement it set off follow it in order.
    await this.context.simulatedChat.appendViewer(
      message.chatterName,
      message.text,
      Date.now(),
      message.messageId,
    );
    return this.intake.answerChat(message);
  }

  /** Channel events from the Simulator, in order. */
  async receiveEvents(events: LiveEvent[]): Promise<void> {
    for (const event of events) for (const [, part] of this.partList) await part.receiveEvent?.(event);
    await this.chatInterestChanged();
  }

  /** An overlay area's settings were saved: its open overlays get them at once. */
  async settingsSaved(area: OverlayArea, settings: unknown): Promise<void> {
    for (const [, part] of this.partList) await part.settingsSaved?.(area, settings);
  }

  /** The API changed what the channel answers with: the next message reads it afresh. */
  async contentChanged(what: ContentChange): Promise<void> {
    for (const [, part] of this.partList) await part.contentChanged?.(what);
    await this.chatInterestChanged();
  }

  /** The overlay key changed: overlays opened with the old one are closed at once. */
  async overlayKeyChanged(): Promise<number> {
    return closeAllOverlays(this.ctx);
  }

  /** The cron's safety net: re-arms the alarm if it was lost. */
  async rearm(): Promise<void> {
    await this.clock.schedule();
  }

  /** "Clear test events" in the Simulator: how many test events were removed. */
  async clearTestEvents(): Promise<number> {
    const removed = new Set<string>();
    for (const [, part] of this.partList)
      for (const id of (await part.clearTestEvents?.()) ?? []) removed.add(id);
    return removed.size;
  }

  /** One alarm serves every part's clock; each does what is due, then the next is set. */
  override async alarm(): Promise<void> {
    await this.clock.fired(async () => {
      await this.intake.drain();
      const now = Date.now();
      for (const [, part] of this.partList) await part.alarm?.(now);
    });
    await this.chatInterestChanged();
  }

  /** A message from an overlay goes to the parts of the area the socket was opened for; a tick to every part. */
  override async webSocketMessage(socket: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const read = readOverlayMessage(this.ctx, socket, message);
    if (read?.kind === 'message')
      for (const [, part] of this.partList) await part.overlayMessage?.(read.area, read.parsed, socket);
    // What fails on a tick is the next one's to do, as with the alarm.
    else if (read?.kind === 'tick')
      for (const [name, part] of this.partList)
        await part
          .overlayTick?.(read.now)
          .catch((error: unknown) => console.error(`The ${name} part failed on an overlay's tick:`, error));
  }

  override async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    reciprocateClose(socket, code);
    await this.overlaysChanged();
  }

  override async webSocketError(): Promise<void> {
    await this.overlaysChanged();
  }

  private async overlaysChanged(): Promise<void> {
    for (const [, part] of this.partList) await part.overlaysChanged?.();
    await this.chatInterestChanged();
  }

  /**
   * Tells the webhook (through D1) whether this channel wants chat that is not a command, when that
   * changed. A failed write is tried again at the next change; until then the webhook may forward
   * chat nobody needs, which costs a call but loses nothing.
   */
  private async chatInterestChanged(): Promise<void> {
    let wanted = false;
    for (const [, part] of this.partList) wanted ||= (await part.wantsPlainChat?.()) ?? false;
    if (wanted === this.plainChatWanted || !this.context.isNamed()) return;
    try {
      await setPlainChatWanted(this.context.db(), this.context.streamerId(), wanted);
    } catch (error) {
      console.error('Could not record whether the channel wants plain chat:', error);
      return;
    }
    this.plainChatWanted = wanted;
    await this.ctx.storage.put(plainChatKey, wanted);
  }
}
