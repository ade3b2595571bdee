// ChannelDO: one per streamer, addressed by idFromName(twitchUserId). A door: its public methods are
// the only way in, and each hands the work to the channel's parts (channel-part.ts), which own one
// concern each. A new feature adds a part to the list below.
import { DurableObject } from 'cloudflare:workers';
import type { QueueKind } from '../core/carousel/carousel-queues';
import type { ChatAnswer } from '../core/chat/chat-answer';
import type { ChatMessage } from '../core/chat/chat-message';
import type { ListFilters } from '../core/clips/clip-filters';
import type { ClipReelSettings } from '../core/clips/clip-reel-settings';
import { readInvocation } from '../core/commands/invocation';
import type { DiscordPost, DiscordRole } from '../core/discord/discord-settings';
import type { DiscordAnswer, DiscordCommandRequest } from '../core/discord/interaction';
import type { Emote } from '../core/emotes/emote';
import type { EmoteSourcesReport } from '../core/emotes/emote-sources';
import { perMinuteFrom, type Spend, TokenBuckets } from '../core/limits/token-buckets';
import type { LiveEvent } from '../core/live/live-event';
import type { LiveState } from '../core/live/live-state';
import { type OverlayArea, overlayAreaFromQuery } from '../core/overlay/overlay-areas';
import type { ProgressCounts } from '../core/progress/progress-counts';
import type { ProgressBarSettings } from '../core/progress/progress-settings';
import type { PolledTipService, TipListenerState } from '../core/tips/tip-requests';
import { setPlainChatWanted } from '../db/streamers';
import { ChannelAnnouncements } from './announcements/channel-announcements';
import { ChannelCarousel } from './carousel/channel-carousel';
import { ChannelContext } from './channel-context';
import type { ChannelEnv } from './channel-env';
import type { ChannelPart, ContentChange } from './channel-part';
import { ChannelChat } from './chat/channel-chat';
import type { SimulatedChatLine } from './chat/simulated-chat-log';
import { ChannelClips, type ClipListPage } from './clips/channel-clips';
import { type Delivery, Inbox, type InboxItem, isPartDone } from './delivery/inbox';
import { RecentIds } from './delivery/recent-ids';
import { SeenMessages } from './delivery/seen-messages';
import { ChannelDiscord, type DiscordChannelStatus } from './discord/channel-discord';
import { ChannelEmotes } from './emotes/channel-emotes';
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
const plainChatKey = 'plainChatWanted';

/** A delivery taken in: `fresh` false when its message id was already taken in. */
export type Accepted = { fresh: boolean; plainChatWanted: boolean };
/** How many plain-chat message ids are remembered to recognise Twitch's repeats. */
const plainChatMemory = 2000;
export type ApiUse = 'read' | 'write';
/** An item that fails (or crashes the object) this often is given up, so it cannot block the channel. */
const maxInboxAttempts = 5;
/** How soon the alarm tries a failed inbox item again. */
const inboxRetryMs = 5000;
/**
 * The safety net behind running work: an alarm at most this far off resumes the inbox if the object
 * dies mid-item. Any alarm already due within it serves, so a stream's deliveries share a few.
 */
const inboxSafetyMs = 30_000;

export class ChannelDO extends DurableObject<ChannelEnv> {
  private readonly inbox: Inbox;
  private draining: Promise<void> | null = null;
  /** The alarm this object last set (null: none), so a busy chat does not set it per message. */
  private alarmAt: number | null | undefined;
  private alarmRunning = false;
  /** The streamer's API allowance; kept in memory, so an eviction refills it (a limit, not data). */
  private readonly apiAllowance: Record<ApiUse, TokenBuckets>;
  private readonly context: ChannelContext;
  private readonly carousel: ChannelCarousel;
  private readonly progressBar: ChannelProgress;
  private readonly chat: ChannelChat;
  private readonly tips: ChannelTips;
  private readonly emotes: ChannelEmotes;
  private readonly discord: ChannelDiscord;
  private readonly clips: ChannelClips;
  /** In the order they take each piece of work: overlays hear of an event before replies are said. */
  private readonly parts: ChannelPart[];
  private broadcasterId: string | undefined;
  /** What D1 was last told about plain chat (undefined: not known yet, so the next check writes it). */
  private plainChatWanted: boolean | undefined;
  private readonly recentPlainChat = new RecentIds(plainChatMemory);

  constructor(ctx: DurableObjectState, env: ChannelEnv) {
    super(ctx, env);
    this.inbox = new Inbox(ctx.storage, new SeenMessages(ctx.storage.sql));
    this.apiAllowance = {
      read: new TokenBuckets(perMinuteFrom(env.API_READS_PER_MINUTE, 600), 1),
      write: new TokenBuckets(perMinuteFrom(env.API_WRITES_PER_MINUTE, 120), 1),
    };
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
      () => this.discord.commandsChanged(),
    );
    const shoutouts: Shoutouts = new Shoutouts(this.context, (note, isTest) => reactions.note(note, isTest));
    const reactions: ChannelReactions = new ChannelReactions(this.context, this.chat, shoutouts);
    this.emotes = new ChannelEmotes(this.context);
    this.tips = new ChannelTips(this.context, async (event) => void (await this.receiveTip(event)));
    this.discord = new ChannelDiscord(this.context, this.chat);
    this.parts = [
      new ChannelLiveState(this.context),
      this.carousel,
      this.progressBar,
      this.emotes,
      this.chat,
      reactions,
      shoutouts,
      new ChannelAnnouncements(this.context, this.chat),
      this.tips,
      this.discord,
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
      this.plainChatWanted = await ctx.storage.get<boolean>(plainChatKey);
      this.alarmAt = await ctx.storage.getAlarm();
      for (const part of this.parts) await part.load?.();
      // Whatever woke the object (a request, the alarm), work a crash left in the inbox resumes; the
      // oldest item may have been under way, so that counts as an attempt at it.
      const interrupted = this.inbox.oldest();
      if (interrupted) {
        this.inbox.attemptFailed(interrupted);
        if (!this.inboxAlarmSet()) await this.scheduleAlarm();
        void this.drainInbox();
      }
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
    const response = acceptOverlaySocket(this.ctx, area, greetings);
    await this.overlaysChanged();
    return response;
  }

  /**
   * Takes in an acknowledged delivery (EventSub, Ko-fi, a tip-service check): stored before this
   * returns, worked through in order afterwards; chat that is not a command is handled at once instead
   * (see takePlainChat).
   */
  async acceptDelivery(id: string, delivery: Delivery): Promise<Accepted> {
    if (delivery.kind === 'chat' && !readInvocation(delivery.message.text))
      return this.accepted(await this.takePlainChat(id, delivery.message));
    if (!this.inbox.accept(id, delivery, Date.now())) return this.accepted(false);
    // The alarm is the safety net: if the object is evicted or crashes, it resumes the inbox.
    if (!this.inboxAlarmSet()) await this.scheduleAlarm();
    void this.drainInbox();
    return this.accepted(true);
  }

  /** What the webhook learns from a delivery: whether it was new, and the channel's plain-chat interest. */
  private accepted(fresh: boolean): Accepted {
    return { fresh, plainChatWanted: this.plainChatWanted ?? true };
  }

  /**
   * Chat that is not a command, while a part wants it: handed straight to the parts, with no storage
   * write. What they do with it lives only while the stream does (emotes flying, a count toward the
   * next announcement), so there is nothing to keep; repeats are recognised in memory.
   */
  private async takePlainChat(id: string, message: ChatMessage): Promise<boolean> {
    if (!this.recentPlainChat.add(id)) return false;
    for (const part of this.parts) await part.receiveChat?.(message);
    await this.chatInterestChanged();
    return true;
  }

  /** Resolves once what the inbox holds has been worked through (or has stopped on a failure). */
  async settled(): Promise<void> {
    await this.draining;
  }

  /** One API call of the streamer's: allowed, or refused with when to retry. */
  async spendApiAllowance(use: ApiUse): Promise<Spend> {
    return this.apiAllowance[use].take(use, Date.now());
  }

  /** A chat message from the Simulator; returns what the bot answers, or why it stays silent. */
  async receiveChatMessage(message: ChatMessage): Promise<ChatAnswer> {
    // The viewer's line goes in first, so the answer and any announcement it set off follow it in order.
    await this.context.simulatedChat.appendViewer(message.chatterName, message.text, Date.now());
    const replies: string[] = [];
    let why: ChatAnswer['why'];
    for (const part of this.parts) {
      const answer = await part.receiveChat?.(message);
      replies.push(...(answer?.replies ?? []));
      why ??= answer?.why;
    }
    return replies.length > 0 ? { replies } : { replies, why };
  }

  /** A channel event from the Simulator. */
  async receiveEvent(event: LiveEvent): Promise<void> {
    for (const part of this.parts) await part.receiveEvent?.(event);
    await this.chatInterestChanged();
  }

  /** A tip from Ko-fi's webhook or a tip-service check; false when this tip was already received. */
  async receiveTip(event: LiveEvent): Promise<boolean> {
    return (await this.acceptDelivery(event.id, { kind: 'event', event })).fresh;
  }

  /** An overlay area's settings were saved: its open overlays get them at once. */
  async settingsSaved(area: OverlayArea, settings: unknown): Promise<void> {
    for (const part of this.parts) await part.settingsSaved?.(area, settings);
  }

  /** The API changed what the channel answers with: the next message reads it afresh. */
  async contentChanged(what: ContentChange): Promise<void> {
    for (const part of this.parts) await part.contentChanged?.(what);
    await this.chatInterestChanged();
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

  /** "Clear test events" in the Simulator: how many test events were removed. */
  async clearTestEvents(): Promise<number> {
    const removed = new Set<string>();
    for (const part of this.parts) for (const id of (await part.clearTestEvents?.()) ?? []) removed.add(id);
    return removed.size;
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

  /** The emote mover page's list of emote sources, with the images its preview flies. */
  async emoteSources(): Promise<EmoteSourcesReport> {
    return this.emotes.sources();
  }

  /** The emote mover page's Testing, sent to the open overlays too. */
  async sendTestEmotes(count: number): Promise<Emote[]> {
    return this.emotes.sendTest(count);
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

  /** The bot joined or left, or the token of `changed` was saved or removed: the tip checks follow. */
  async refreshTipListeners(changed?: PolledTipService): Promise<void> {
    await this.tips.refresh(changed);
  }

  async tipListenerStates(): Promise<Record<PolledTipService, TipListenerState>> {
    return this.tips.states();
  }

  async getLiveState(): Promise<LiveState> {
    return this.context.liveState.current();
  }

  /** What the bot said in the simulated chat. */
  async getSimulatedChat(): Promise<SimulatedChatLine[]> {
    return this.context.simulatedChat.botLines();
  }

  /** The whole simulated chat, viewers' lines and the bot's, in order. */
  async getSimulatedConversation(): Promise<SimulatedChatLine[]> {
    return this.context.simulatedChat.lines();
  }

  /** The Keywords playground: a dry run of a template against this channel. */
  async previewTemplate(text: string, username: string, message: string): Promise<string> {
    return this.chat.previewTemplate(text, username, message);
  }

  /** A Discord slash command (signed interaction or the Simulator); see ChannelDiscord.answer. */
  async answerDiscordCommand(
    request: DiscordCommandRequest,
    mode: 'inline' | 'full',
  ): Promise<DiscordAnswer> {
    return this.discord.answer(request, mode);
  }

  /** A Discord server was linked to this channel (the server it had before, if another). */
  async discordLinked(previousGuildId: string | null): Promise<void> {
    await this.discord.linked(previousGuildId);
  }

  /** Another channel linked this channel's Discord server. */
  async discordUnlinked(): Promise<void> {
    await this.discord.unlinked();
  }

  /** The linked server's roles (name and id), or null when no server is linked. */
  async discordRoles(): Promise<DiscordRole[] | null> {
    return this.discord.roles();
  }

  async discordStatus(): Promise<DiscordChannelStatus> {
    await this.discord.registered();
    return this.discord.status();
  }

  /** "Send test message" on the Discord page. */
  async sendDiscordTest(): Promise<{ ok: true } | { ok: false; reason: string }> {
    return this.discord.sendTest();
  }

  /** What the bot posted to the simulated Discord, newest last. */
  async getDiscordPosts(): Promise<DiscordPost[]> {
    return this.discord.posts();
  }

  /** One alarm serves every part's clock; each does what is due, then the next is set. */
  override async alarm(): Promise<void> {
    this.alarmAt = undefined;
    // While it runs, this alarm is the inbox's safety net (it sets the next one as it ends, and the
    // runtime retries it if it fails), so the drain does not set one first: that was a wasted write
    // per alarm, of a time already past since the parts had not yet done what was due.
    this.alarmRunning = true;
    try {
      await this.drainInbox();
      const now = Date.now();
      for (const part of this.parts) await part.alarm?.(now);
    } finally {
      this.alarmRunning = false;
    }
    await this.scheduleAlarm();
    await this.chatInterestChanged();
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
    await this.overlaysChanged();
  }

  override async webSocketError(): Promise<void> {
    await this.overlaysChanged();
  }

  private async overlaysChanged(): Promise<void> {
    for (const part of this.parts) await part.overlaysChanged?.();
    await this.chatInterestChanged();
  }

  /**
   * Tells the webhook (through D1) whether this channel wants chat that is not a command, when that
   * changed. A failed write is tried again at the next change; until then the webhook may forward
   * chat nobody needs, which costs a call but loses nothing.
   */
  private async chatInterestChanged(): Promise<void> {
    let wanted = false;
    for (const part of this.parts) wanted ||= (await part.wantsPlainChat?.()) ?? false;
    if (wanted === this.plainChatWanted || !this.broadcasterId) return;
    try {
      await setPlainChatWanted(this.context.db(), this.broadcasterId, wanted);
    } catch (error) {
      console.error('Could not record whether the channel wants plain chat:', error);
      return;
    }
    this.plainChatWanted = wanted;
    await this.ctx.storage.put(plainChatKey, wanted);
  }

  private drainInbox(): Promise<void> {
    this.draining ??= this.workThroughInbox().finally(() => {
      this.draining = null;
    });
    return this.draining;
  }

  /** Oldest first, each item once; a failing item stops the line and the alarm tries again. */
  private async workThroughInbox(): Promise<void> {
    for (let item = this.inbox.oldest(); item; item = this.inbox.oldest()) {
      if (item.attempts >= maxInboxAttempts) {
        console.error(
          `inbox item ${item.seq} (${item.delivery.kind}) given up after ${item.attempts} attempts`,
        );
        this.inbox.finish(item);
        continue;
      }
      try {
        await this.work(item);
      } catch (error) {
        this.inbox.attemptFailed(item);
        console.error(`inbox item ${item.seq} (${item.delivery.kind}) failed; retrying soon:`, error);
        await this.scheduleAlarm(inboxRetryMs);
        return;
      }
      this.inbox.finish(item);
    }
    // The inbox is empty: the alarm goes back to what the parts need, or, if the inbox's alarm is
    // still set, when it fires in a few seconds (a burst of chat then costs one scheduling, not one each).
    if (!this.inboxAlarmSet()) await this.scheduleAlarm();
    // Going live, an announcement said: whether plain chat is wanted may have changed.
    await this.chatInterestChanged();
  }

  /** Hands the item to each part that takes its kind and has not finished with it yet. */
  private async work(item: InboxItem): Promise<void> {
    const { delivery } = item;
    const takers = this.parts.flatMap((part, index) =>
      !isPartDone(item, index) &&
      (delivery.kind === 'chat' ? part.receiveChat : part.receiveEvent) &&
      (part.takes?.(delivery) ?? true)
        ? [{ part, index }]
        : [],
    );
    for (const [turn, { part, index }] of takers.entries()) {
      if (delivery.kind === 'chat') await part.receiveChat?.(delivery.message);
      else await part.receiveEvent?.(delivery.event);
      // After the last part the item is deleted in the same write, so its mark would be wasted.
      if (turn < takers.length - 1) this.inbox.partDone(item, index);
    }
  }

  /** Sets the one alarm at the earliest time any part needs; while the inbox holds work, within `inboxMs`. */
  private async scheduleAlarm(inboxMs = inboxSafetyMs): Promise<void> {
    if (!this.broadcasterId) return;
    const now = Date.now();
    const times: number[] = this.inbox.pending > 0 ? [now + inboxMs] : [];
    for (const part of this.parts) {
      const at = await part.nextAlarm?.(now);
      if (at !== undefined && at !== null) times.push(at);
    }
    const next = times.length === 0 ? null : Math.min(...times);
    if (next === this.alarmAt) return;
    if (next === null) await this.ctx.storage.deleteAlarm();
    else await this.ctx.storage.setAlarm(next);
    this.alarmAt = next;
  }

  /** The inbox's safety-net alarm (or an earlier one) is already set, or the alarm is running. */
  private inboxAlarmSet(): boolean {
    if (this.alarmRunning) return true;
    return typeof this.alarmAt === 'number' && this.alarmAt <= Date.now() + inboxSafetyMs;
  }

  private channelId(): string {
    if (!this.broadcasterId)
      throw new Error('ChannelDO has no name: address it with idFromName(twitchUserId)');
    return this.broadcasterId;
  }
}
