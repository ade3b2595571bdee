// ChannelDO: one per streamer, addressed by idFromName(twitchUserId). A door: its public methods are
// the only way in, and each hands the work to the channel's parts (channel-part.ts), which own one
// concern each. A new feature adds a part to the list below.
import { DurableObject } from 'cloudflare:workers';
import type { QueueKind } from '../core/carousel/carousel-queues';
import type { ChatMessage } from '../core/chat/chat-message';
import type { ListFilters } from '../core/clips/clip-filters';
import type { ClipReelSettings } from '../core/clips/clip-reel-settings';
import type { LiveEvent } from '../core/live/live-event';
import type { LiveState } from '../core/live/live-state';
import { type OverlayArea, overlayAreaFromQuery } from '../core/overlay/overlay-areas';
import type { ProgressCounts } from '../core/progress/progress-counts';
import type { ProgressBarSettings } from '../core/progress/progress-settings';
import type { SocketTipService, TipListenerState } from '../core/tips/tip-requests';
import { ChannelAnnouncements } from './announcements/channel-announcements';
import { ChannelCarousel } from './carousel/channel-carousel';
import { ChannelContext } from './channel-context';
import type { ChannelEnv } from './channel-env';
import type { ChannelPart, ContentChange } from './channel-part';
import { ChannelChat } from './chat/channel-chat';
import type { SimulatedChatLine } from './chat/simulated-chat-log';
import { ChannelClips, type ClipListPage } from './clips/channel-clips';
import { SeenMessages } from './delivery/seen-messages';
import { ChannelLiveState } from './live/channel-live-state';
import { ChannelProgress } from './progress/channel-progress';
import { ChannelReactions } from './reactions/channel-reactions';
import { Shoutouts } from './reactions/shoutouts';
import {
  acceptOverlaySocket,
  closeAllOverlays,
  reciprocateClose,
  socketArea,
} from './sockets/overlay-sockets';
import { ChannelTips } from './tips/channel-tips';

const broadcasterKey = 'broadcasterId';

export class ChannelDO extends DurableObject<ChannelEnv> {
  private readonly seen: SeenMessages;
  private readonly context: ChannelContext;
  private readonly carousel: ChannelCarousel;
  private readonly progressBar: ChannelProgress;
  private readonly chat: ChannelChat;
  private readonly tips: ChannelTips;
  private readonly clips: ChannelClips;
  /** In the order they take each piece of work: overlays hear of an event before replies are said. */
  private readonly parts: ChannelPart[];
  private broadcasterId: string | undefined;

  constructor(ctx: DurableObjectState, env: ChannelEnv) {
    super(ctx, env);
    this.seen = new SeenMessages(ctx.storage.sql);
    this.context = new ChannelContext(
      ctx,
      env,
      () => this.channelId(),
      () => this.scheduleAlarm(),
    );
    this.carousel = new ChannelCarousel(this.context);
    this.progressBar = new ChannelProgress(this.context);
    this.clips = new ChannelClips(this.context);
    this.chat = new ChannelChat(
      this.context,
      (message, rest) => reactions.shoutout(message, rest),
      (message) => this.clips.createClip(message),
    );
    const shoutouts: Shoutouts = new Shoutouts(this.context, (note, isTest) => reactions.note(note, isTest));
    const reactions: ChannelReactions = new ChannelReactions(this.context, this.chat, shoutouts);
    this.tips = new ChannelTips(this.context, async (event) => void (await this.receiveTip(event)));
    this.parts = [
      new ChannelLiveState(this.context),
      this.carousel,
      this.progressBar,
      this.chat,
      reactions,
      shoutouts,
      new ChannelAnnouncements(this.context, this.chat),
      this.tips,
      this.clips,
    ];
    // Overlay keep-alives are answered without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
    ctx.blockConcurrencyWhile(async () => {
      // The name the worker addressed the object by; objects from before names were kept stored it.
      this.broadcasterId = ctx.id.name ?? (await ctx.storage.get<string>(broadcasterKey));
      if (ctx.id.name && !(await ctx.storage.get<string>(broadcasterKey)))
        // Alarms of older runtimes fire without the name: the stored copy answers then.
        await ctx.storage.put(broadcasterKey, ctx.id.name);
      for (const part of this.parts) await part.load?.();
    });
  }

  /** Overlay socket upgrades, forwarded by the worker once it has checked the overlay key. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') {
      return new Response('Expected a WebSocket upgrade', { status: 426 });
    }
    const area = overlayAreaFromQuery(new URL(request.url).searchParams.get('overlay'));
    const greetings = [];
    for (const part of this.parts) greetings.push(...((await part.greet?.(area)) ?? []));
    return acceptOverlaySocket(this.ctx, area, greetings);
  }

  /** False when Twitch already delivered this message id (at-least-once delivery). */
  isFirstDelivery(messageId: string): boolean {
    return this.seen.firstSighting(messageId, Date.now());
  }

  /** A chat message from EventSub or the Simulator; returns what the bot answers. */
  async receiveChatMessage(message: ChatMessage): Promise<string[]> {
    const replies: string[] = [];
    for (const part of this.parts) replies.push(...((await part.receiveChat?.(message)) ?? []));
    return replies;
  }

  /** A channel event from EventSub, a tip service or the Simulator. */
  async receiveEvent(event: LiveEvent): Promise<void> {
    for (const part of this.parts) await part.receiveEvent?.(event);
  }

  /** A tip from Ko-fi's webhook or a tip socket; false when this tip was already received. */
  async receiveTip(event: LiveEvent): Promise<boolean> {
    if (!this.isFirstDelivery(event.id)) return false;
    await this.receiveEvent(event);
    return true;
  }

  /** An overlay area's settings were saved: its open overlays get them at once. */
  async settingsSaved(area: OverlayArea, settings: unknown): Promise<void> {
    for (const part of this.parts) await part.settingsSaved?.(area, settings);
  }

  /** The API changed what the channel answers with: the next message reads it afresh. */
  async contentChanged(what: ContentChange): Promise<void> {
    for (const part of this.parts) await part.contentChanged?.(what);
  }

  /** The overlay key changed: overlays opened with the old one are closed at once. */
  async overlayKeyChanged(): Promise<number> {
    return closeAllOverlays(this.ctx);
  }

  /** The cron's safety net: re-arms the alarm if it was lost. */
  async rearm(): Promise<void> {
    await this.scheduleAlarm();
  }

  /** Remove Next Event from the dashboard; for 'top' it resets the top tip/cheer. */
  async removeNextCarouselItem(kind: QueueKind): Promise<void> {
    await this.carousel.removeNext(kind);
  }

  /** The top tip/cheer's reset period ended at `at`: the cron resets it. */
  async resetTopDonation(at: number): Promise<void> {
    await this.carousel.resetTop(at);
  }

  /** The channel's subscriber badge (cached), or null when it has none or Twitch is unreachable. */
  async subBadgeUrl(): Promise<string | null> {
    return this.carousel.subBadgeUrl();
  }

  /** What the goal progress bar counts, with its saved settings. */
  async progress(): Promise<{ counts: ProgressCounts; settings: ProgressBarSettings }> {
    return this.progressBar.progress();
  }

  /** "Reset progress" on the progress bar page. */
  async resetProgress(): Promise<void> {
    await this.progressBar.reset();
  }

  /** Clip Management's list: a page of the matching clips, fetching new ones first when asked. */
  async clipList(
    filters: ListFilters,
    offset: number,
    limit: number,
    refresh: boolean,
  ): Promise<ClipListPage> {
    return this.clips.list(filters, offset, limit, refresh);
  }

  /** The clips the reel plays (`{status, clips}` as JSON text), after the saved settings and the link's overrides. */
  async clipPlaylistJson(
    overrides: Partial<ClipReelSettings>,
    origin: string,
    videoPathPrefix: string,
  ): Promise<string> {
    return this.clips.playlistJson(
      overrides,
      origin,
      (clipId) => `${videoPathPrefix}${encodeURIComponent(clipId)}/video`,
    );
  }

  /** A just-fetched MP4 address of one of the channel's clips, or null. */
  async clipVideoUrl(clipId: string): Promise<string | null> {
    return this.clips.videoUrl(clipId);
  }

  /** The bot joined or left, or the token of `changed` was saved or removed: the tip sockets follow. */
  async refreshTipListeners(changed?: SocketTipService): Promise<void> {
    await this.tips.refresh(changed);
  }

  async tipListenerStates(): Promise<Record<SocketTipService, TipListenerState>> {
    return this.tips.states();
  }

  async getLiveState(): Promise<LiveState> {
    return this.context.liveState.current();
  }

  async getSimulatedChat(): Promise<SimulatedChatLine[]> {
    return this.context.simulatedChat.lines();
  }

  /** The Keywords playground: a dry run of a template against this channel. */
  async previewTemplate(text: string, username: string, message: string): Promise<string> {
    return this.chat.previewTemplate(text, username, message);
  }

  /** One alarm serves every part's clock; each does what is due, then the next is set. */
  override async alarm(): Promise<void> {
    const now = Date.now();
    for (const part of this.parts) await part.alarm?.(now);
    await this.scheduleAlarm();
  }

  /** A message from an overlay goes to the parts of the area the socket was opened for. */
  override async webSocketMessage(socket: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const area = socketArea(socket);
    if (!area || typeof message !== 'string') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch {
      return;
    }
    for (const part of this.parts) await part.overlayMessage?.(area, parsed);
  }

  override async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    reciprocateClose(socket, code);
  }

  private async scheduleAlarm(): Promise<void> {
    if (!this.broadcasterId) return;
    const now = Date.now();
    const times: number[] = [];
    for (const part of this.parts) {
      const at = await part.nextAlarm?.(now);
      if (at !== undefined && at !== null) times.push(at);
    }
    if (times.length === 0) await this.ctx.storage.deleteAlarm();
    else await this.ctx.storage.setAlarm(Math.min(...times));
  }

  private channelId(): string {
    if (!this.broadcasterId)
      throw new Error('ChannelDO has no name: address it with idFromName(twitchUserId)');
    return this.broadcasterId;
  }
}
