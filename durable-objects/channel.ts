// ChannelDO: one per streamer (idFromName(twitchUserId)). Its public methods are the only door in;
// each delegates to a module that owns one concern.
import { DurableObject } from 'cloudflare:workers';
import type { QueueKind } from '../core/carousel/carousel-queues';
import { type CarouselSettings, carouselSettingsFrom } from '../core/carousel/carousel-settings';
import type { ChatMessage } from '../core/chat/chat-message';
import { chatLimits, SlidingWindowLimiter } from '../core/chat/rate-limit';
import { splitChatMessage } from '../core/chat/split-message';
import type { Command } from '../core/commands/command';
import type { IncrementorSettings } from '../core/incrementor/incrementor';
import type { KeywordSources } from '../core/keywords/definition';
import { evaluateTemplate } from '../core/keywords/evaluate';
import type { LiveEvent } from '../core/live/live-event';
import type { LiveState } from '../core/live/live-state';
import { defaultQuoteFormat, quotePlaceholders } from '../core/quotes/quote';
import type { TextReply } from '../core/redemptions/text-reply';
import type { SocketTipService, TipListenerState } from '../core/tips/tip-requests';
import { readAnnouncementSettings } from '../db/announcements';
import { recordChannelEvent } from '../db/channel-events';
import { readChannelVariable, writeChannelVariable } from '../db/channel-variables';
import { openDatabase } from '../db/client';
import {
  addCommandUses,
  DuplicateCommandError,
  deleteCommand,
  insertCommand,
  listCommands,
  updateCommand,
} from '../db/commands';
import { addRedemption, listRedemptions, readIncrementorSettings } from '../db/incrementor';
import { readOverlaySettings } from '../db/overlay-settings';
import { addQuote, deleteQuote, quoteByNumber, randomQuote, readQuoteFormats } from '../db/quotes';
import { findStreamer } from '../db/streamers';
import { listTextReplies } from '../db/text-replies';
import { markTopDonationReset, markTopDonationSet } from '../db/top-donation';
import { isDevMode } from '../integrations/twitch/app-config';
import { fetchSubscriberBadgeUrl } from '../integrations/twitch/chat-badges';
import { helixChannel } from '../integrations/twitch/helix-channel';
import type { TwitchChannel } from '../integrations/twitch/twitch-channel';
import { fetchBoundedText } from '../integrations/web/fetch-text';
import { Announcer } from './announcements/announcer';
import { ChannelCarousel } from './carousel/channel-carousel';
import type { ChannelEnv } from './channel-env';
import { answerChatMessage, type ChatPipeline } from './chat/chat-pipeline';
import { CommandCache } from './chat/command-cache';
import type { CommandStore } from './chat/functional-commands';
import { ChatOutbox } from './chat/outbox';
import type { QuoteStore } from './chat/quote-commands';
import { type SimulatedChatLine, SimulatedChatLog } from './chat/simulated-chat-log';
import { SimulatedTwitchChannel } from './chat/simulated-twitch-channel';
import { SeenMessages } from './delivery/seen-messages';
import { LiveStateStore } from './live/live-state-store';
import { redemptionReplies } from './redemptions/redemption-replies';
import {
  acceptOverlaySocket,
  broadcastToOverlays,
  channelIdHeader,
  liveEventOverlays,
  overlayKindFromQuery,
} from './sockets/overlay-sockets';
import { readSocketTipToken, readTipChannel } from './tips/tip-channel';
import { TipListeners, tipSocketOpeners } from './tips/tip-listeners';

/** Usage counts are written to D1 in batches this long after the first unwritten use. */
const usageFlushDelayMs = 5000;

export class ChannelDO extends DurableObject<ChannelEnv> {
  private readonly seen: SeenMessages;
  private readonly liveState: LiveStateStore;
  private readonly simulatedChat: SimulatedChatLog;
  private readonly simulatedTwitch: SimulatedTwitchChannel;
  private readonly commands: CommandCache;
  private readonly lastUsed = new Map<string, number>();
  private readonly pendingUses = new Map<string, number>();
  private broadcasterId: string | undefined;
  private realTwitch: TwitchChannel | undefined;
  private textReplies: TextReply[] | undefined;
  private incrementorSettings: IncrementorSettings | undefined;
  private readonly announcer: Announcer;
  private readonly tips: TipListeners;
  private readonly carousel: ChannelCarousel;
  private usageFlushAt: number | null = null;
  private outbox: ChatOutbox | undefined;

  constructor(ctx: DurableObjectState, env: ChannelEnv) {
    super(ctx, env);
    this.seen = new SeenMessages(ctx.storage.sql);
    this.liveState = new LiveStateStore(ctx.storage);
    this.simulatedChat = new SimulatedChatLog(ctx.storage);
    this.simulatedTwitch = new SimulatedTwitchChannel(ctx.storage, this.simulatedChat, async () => {
      const state = await this.liveState.current();
      return state.liveSince;
    });
    this.commands = new CommandCache(() => listCommands(this.db(), this.channelId()));
    this.announcer = new Announcer({
      storage: ctx.storage,
      loadSettings: () => readAnnouncementSettings(this.db(), this.channelId()),
      isLive: async () => (await this.liveState.current()).isLive,
      announce: (text, simulated) => this.announce(text, simulated),
      random: Math.random,
    });
    this.carousel = new ChannelCarousel({
      ctx,
      loadSettings: async () =>
        carouselSettingsFrom(await readOverlaySettings(this.db(), this.channelId(), 'carousel')),
      loadSubBadgeUrl: () => fetchSubscriberBadgeUrl(this.env, this.channelId()),
      recordEvent: (event) => recordChannelEvent(this.db(), this.channelId(), event),
      topReplaced: () => markTopDonationSet(this.db(), this.channelId(), Date.now()),
      topReset: (at) => markTopDonationReset(this.db(), this.channelId(), at),
      now: Date.now,
    });
    this.tips = new TipListeners({
      storage: ctx.storage,
      readChannel: () => readTipChannel(this.db(), this.channelId()),
      readToken: (service) => readSocketTipToken(this.env, this.db(), this.channelId(), service),
      deliver: async (event) => void (await this.receiveTip(this.channelId(), event)),
      reschedule: () => this.scheduleAlarm(),
      openers: tipSocketOpeners,
    });
    // Overlay keep-alives are answered without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
    ctx.blockConcurrencyWhile(async () => {
      this.broadcasterId = await ctx.storage.get<string>('broadcasterId');
      await this.tips.load();
    });
  }

  /** Overlay socket upgrades, forwarded by the worker once it has checked the overlay key. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') {
      return new Response('Expected a WebSocket upgrade', { status: 426 });
    }
    const channelId = request.headers.get(channelIdHeader);
    if (channelId) await this.knowBroadcaster(channelId);
    const overlay = overlayKindFromQuery(new URL(request.url).searchParams.get('overlay'));
    const state = { type: 'state', state: await this.liveState.current() } as const;
    const carousel = overlay === 'events' ? await this.carousel.greetings() : [];
    return acceptOverlaySocket(this.ctx, overlay, [state, ...carousel]);
  }

  /** False when Twitch already delivered this message id (at-least-once delivery). */
  isFirstDelivery(messageId: string): boolean {
    return this.seen.firstSighting(messageId, Date.now());
  }

  /**
   * A chat message from EventSub or the Simulator; returns what the bot answers. Real messages'
   * replies go to Twitch; Simulator and dev-mode replies to the simulated chat.
   */
  async receiveChatMessage(broadcasterId: string, message: ChatMessage): Promise<string[]> {
    await this.knowBroadcaster(broadcasterId);
    const simulated = message.isTest || isDevMode(this.env);
    const twitch = simulated ? this.simulatedTwitch : this.helix();
    const replies = await answerChatMessage(message, this.pipeline(twitch, message));
    await this.say(replies, simulated);
    if (!(await twitch.ownUserIds()).includes(message.chatterId))
      await this.announcer.chatMessageSeen(Date.now());
    return replies;
  }

  /** The API changed what the channel answers with: the next message reads it afresh. */
  async contentChanged(
    broadcasterId: string,
    what: 'commands' | 'textReplies' | 'announcements' | 'chatAccount' | 'incrementor',
  ): Promise<void> {
    await this.knowBroadcaster(broadcasterId);
    if (what === 'commands') this.commands.invalidate();
    else if (what === 'textReplies') this.textReplies = undefined;
    else if (what === 'chatAccount') this.realTwitch = undefined;
    else if (what === 'incrementor') this.incrementorSettings = undefined;
    else {
      this.announcer.settingsChanged();
      await this.scheduleAlarm();
    }
  }

  /** The cron's safety net: re-arms the alarm if it was lost. */
  async rearm(broadcasterId: string): Promise<void> {
    await this.knowBroadcaster(broadcasterId);
    await this.scheduleAlarm();
  }

  /** A channel event from EventSub, a tip service or the Simulator: overlays first, then replies. */
  async receiveEvent(broadcasterId: string, event: LiveEvent): Promise<void> {
    await this.knowBroadcaster(broadcasterId);
    await this.liveState.apply(event);
    broadcastToOverlays(this.ctx, { type: 'event', event }, liveEventOverlays);
    await this.carousel.receive(event);
    if (event.type === 'redemption' && event.reward) await this.answerRedemption(event, event.reward);
    if (event.type === 'streamOnline') await this.announcer.streamStarted(Date.now(), event.isTest);
    if (event.type === 'streamOnline' || event.type === 'streamOffline') await this.scheduleAlarm();
  }

  /** Remove Next Event from the dashboard; for 'top' it resets the top tip/cheer. */
  async removeNextCarouselItem(broadcasterId: string, kind: QueueKind): Promise<void> {
    await this.knowBroadcaster(broadcasterId);
    await this.carousel.removeNext(kind);
  }

  /** The top tip/cheer's reset period ended at `at`: the cron resets it. */
  async resetTopDonation(broadcasterId: string, at: number): Promise<void> {
    await this.knowBroadcaster(broadcasterId);
    await this.carousel.resetTop(at);
  }

  /** The carousel settings were saved: open overlays get them at once. */
  async carouselSettingsSaved(broadcasterId: string, settings: CarouselSettings): Promise<void> {
    await this.knowBroadcaster(broadcasterId);
    await this.carousel.settingsSaved(settings);
  }

  /** The channel's subscriber badge (cached), or null when it has none or Twitch is unreachable. */
  async subBadgeUrl(broadcasterId: string): Promise<string | null> {
    await this.knowBroadcaster(broadcasterId);
    return this.carousel.subBadgeUrl();
  }

  /** A tip from Ko-fi's webhook or a tip socket; false when this tip was already received. */
  async receiveTip(broadcasterId: string, event: LiveEvent): Promise<boolean> {
    if (!this.isFirstDelivery(event.id)) return false;
    await this.receiveEvent(broadcasterId, event);
    return true;
  }

  /** The bot joined or left, or the token of `changed` was saved or removed: the tip sockets follow. */
  async refreshTipListeners(broadcasterId: string, changed?: SocketTipService): Promise<void> {
    await this.knowBroadcaster(broadcasterId);
    await this.tips.refresh(changed);
    await this.scheduleAlarm();
  }

  async tipListenerStates(broadcasterId: string): Promise<Record<SocketTipService, TipListenerState>> {
    await this.knowBroadcaster(broadcasterId);
    return this.tips.states();
  }

  async getLiveState(): Promise<LiveState> {
    return this.liveState.current();
  }

  async getSimulatedChat(): Promise<SimulatedChatLine[]> {
    return this.simulatedChat.lines();
  }

  /**
   * Evaluates a template against this channel for the Keywords playground. A dry run: {setvar}
   * changes are seen by the template itself but not stored.
   */
  async previewTemplate(
    broadcasterId: string,
    text: string,
    username: string,
    message: string,
  ): Promise<string> {
    await this.knowBroadcaster(broadcasterId);
    const sources = this.sourcesFor(isDevMode(this.env) ? this.simulatedTwitch : this.helix());
    const written = new Map<string, string>();
    return evaluateTemplate(text, {
      username,
      message,
      random: Math.random,
      now: Date.now,
      sources: {
        ...sources,
        getVariable: async (name) => written.get(name) ?? sources.getVariable(name),
        setVariable: async (name, value) => {
          written.set(name, value);
        },
      },
    });
  }

  /** One alarm serves three clocks: batched usage counts, the next announcement and the tip-socket watchdog. */
  override async alarm(): Promise<void> {
    if (this.pendingUses.size > 0) {
      const uses = new Map(this.pendingUses);
      this.pendingUses.clear();
      this.usageFlushAt = null;
      await addCommandUses(this.db(), this.channelId(), uses);
    }
    await this.announcer.announceIfDue(Date.now());
    this.tips.watchdog(Date.now());
    await this.scheduleAlarm();
  }

  /** Overlays report carousel items they played; their pings are auto-answered. */
  override async webSocketMessage(_socket: WebSocket, message: string | ArrayBuffer): Promise<void> {
    await this.carousel.report(message);
  }

  override async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    socket.close(code === 1005 ? 1000 : code, 'closing');
  }

  /**
   * A redemption: the incrementor counts it when it is the counter's reward, then the matching
   * text replies and the counter's reply are said, keywords filled in for the redeemer.
   */
  private async answerRedemption(event: LiveEvent, reward: string): Promise<void> {
    const db = this.db();
    const channelId = this.channelId();
    this.textReplies ??= await listTextReplies(db, channelId);
    this.incrementorSettings ??= await readIncrementorSettings(db, channelId);
    const simulated = event.isTest || isDevMode(this.env);
    const messages = await redemptionReplies(event, reward, {
      textReplies: this.textReplies,
      incrementor: this.incrementorSettings,
      redemptions: {
        add: (redemption) => addRedemption(db, channelId, redemption),
        list: () => listRedemptions(db, channelId),
      },
      sources: this.sourcesFor(simulated ? this.simulatedTwitch : this.helix()),
      now: Date.now,
    });
    await this.say(messages, simulated);
  }

  /** Simulated replies go to the simulated chat; real ones to Twitch, in the background, as the rate limit allows. */
  private async say(messages: string[], simulated: boolean): Promise<void> {
    if (messages.length === 0) return;
    if (simulated) await this.simulatedChat.append(messages, Date.now());
    else void this.chatOutbox().send(messages);
  }

  private pipeline(twitch: TwitchChannel, message: ChatMessage): ChatPipeline {
    return {
      commands: this.commands,
      store: this.commandStore(),
      quotes: this.quoteStore(message, twitch),
      twitch,
      keywordSources: this.sourcesFor(twitch),
      lastUsed: this.lastUsed,
      recordUse: (command) => this.recordUse(command),
      random: Math.random,
      now: Date.now,
    };
  }

  private sourcesFor(twitch: TwitchChannel): KeywordSources {
    return {
      liveSince: () => twitch.liveSince(),
      lastGameOf: async (login) => (await twitch.channelInfoOf(login))?.game ?? null,
      lastTitleOf: async (login) => (await twitch.channelInfoOf(login))?.title ?? null,
      getVariable: (name) => readChannelVariable(this.db(), this.channelId(), name),
      setVariable: (name, value) => writeChannelVariable(this.db(), this.channelId(), name, value),
      fetchText: fetchBoundedText,
    };
  }

  private commandStore(): CommandStore {
    const db = this.db();
    const channelId = this.channelId();
    const changed = <T>(result: T) => {
      this.commands.invalidate();
      return result;
    };
    return {
      add: async (input) => {
        try {
          await insertCommand(db, channelId, input, Date.now());
          return changed('added' as const);
        } catch (error) {
          if (error instanceof DuplicateCommandError) return 'duplicate';
          throw error;
        }
      },
      updateText: async (id, input) => changed(void (await updateCommand(db, channelId, id, input))),
      remove: async (id) => changed(void (await deleteCommand(db, channelId, id))),
    };
  }

  private quoteStore(message: ChatMessage, twitch: TwitchChannel): QuoteStore {
    const db = this.db();
    const channelId = this.channelId();
    return {
      add: (text, submitter) => addQuote(db, channelId, text, submitter, Date.now()),
      remove: (number) => deleteQuote(db, channelId, number),
      byNumber: (number) => quoteByNumber(db, channelId, number),
      random: (search) => randomQuote(db, channelId, search),
      reply: async (quote) => {
        const { quoteFormat } = await readQuoteFormats(db, channelId);
        return evaluateTemplate(quoteFormat ?? defaultQuoteFormat, {
          username: message.chatterName,
          message: '',
          random: Math.random,
          now: Date.now,
          sources: this.sourcesFor(twitch),
          placeholders: quotePlaceholders(quote),
        });
      },
    };
  }

  private recordUse(command: Command): void {
    this.pendingUses.set(command._id, (this.pendingUses.get(command._id) ?? 0) + 1);
    if (this.usageFlushAt === null) {
      this.usageFlushAt = Date.now() + usageFlushDelayMs;
      void this.scheduleAlarm();
    }
  }

  private async scheduleAlarm(): Promise<void> {
    if (!this.broadcasterId) return;
    const candidates = [
      this.usageFlushAt,
      await this.announcer.nextCheck(Date.now()),
      this.tips.nextAlarm(Date.now()),
    ].filter((at) => at !== null);
    if (candidates.length === 0) await this.ctx.storage.deleteAlarm();
    else await this.ctx.storage.setAlarm(Math.min(...candidates));
  }

  /** An announcement, keywords filled in as if the channel itself spoke. */
  private async announce(text: string, simulated: boolean): Promise<void> {
    const streamer = await findStreamer(this.db(), this.channelId());
    const sources = this.sourcesFor(simulated || isDevMode(this.env) ? this.simulatedTwitch : this.helix());
    const output = await evaluateTemplate(text, {
      username: streamer?.displayName ?? '',
      message: '',
      random: Math.random,
      now: Date.now,
      sources,
    });
    await this.say(splitChatMessage(output), simulated || isDevMode(this.env));
  }

  private helix(): TwitchChannel {
    this.realTwitch ??= helixChannel(this.env, this.channelId());
    return this.realTwitch;
  }

  private chatOutbox(): ChatOutbox {
    // The broadcaster speaking as their own bot has a moderator's allowance.
    const standing = this.env.TWITCH_BOT_USER_ID === this.channelId() ? 'moderator' : 'viewer';
    this.outbox ??= new ChatOutbox(() => this.helix(), new SlidingWindowLimiter(chatLimits[standing]));
    return this.outbox;
  }

  private async knowBroadcaster(broadcasterId: string): Promise<void> {
    if (this.broadcasterId === broadcasterId) return;
    this.broadcasterId = broadcasterId;
    await this.ctx.storage.put('broadcasterId', broadcasterId);
  }

  private channelId(): string {
    if (!this.broadcasterId) throw new Error('ChannelDO used before it learned its broadcaster');
    return this.broadcasterId;
  }

  private db() {
    return openDatabase(this.env.DB);
  }
}
