// The chat bot inside a ChannelDO: answers chat commands and channel-point redemptions, batches
// command usage counts into D1, and says things (replies, announcements) to Twitch or, for test
// work and dev mode, to the simulated chat.
import type { ChatAnswer } from '../../core/chat/chat-answer';
import type { ChatMessage } from '../../core/chat/chat-message';
import { chatLimits } from '../../core/chat/rate-limit';
import { splitChatMessage } from '../../core/chat/split-message';
import type { Command } from '../../core/commands/command';
import { CommandGate, type GateRefusal } from '../../core/commands/command-gate';
import type { IncrementorSettings } from '../../core/incrementor/incrementor';
import { ChannelLookups } from '../../core/keywords/channel-lookups';
import type { KeywordSources } from '../../core/keywords/definition';
import { evaluateTemplate } from '../../core/keywords/evaluate';
import type { LiveEvent } from '../../core/live/live-event';
import { defaultQuoteFormat, quotePlaceholders } from '../../core/quotes/quote';
import type { TextReply } from '../../core/redemptions/text-reply';
import { ChannelFullError } from '../../db/channel-full';
import { readChannelVariable, writeChannelVariable } from '../../db/channel-variables';
import {
  addCommandUses,
  DuplicateCommandError,
  deleteCommand,
  insertCommand,
  listCommands,
  updateCommand,
} from '../../db/commands';
import { addRedemption, listRedemptions, readIncrementorSettings } from '../../db/incrementor';
import { addQuote, deleteQuote, quoteByNumber, randomQuote, readQuoteFormats } from '../../db/quotes';
import { findStreamer } from '../../db/streamers';
import { listTextReplies } from '../../db/text-replies';
import type { TwitchChannel } from '../../integrations/twitch/twitch-channel';
import { fetchBoundedText } from '../../integrations/web/fetch-text';
import type { ChannelContext } from '../channel-context';
import type { ChannelPart, ContentChange } from '../channel-part';
import type { Delivery } from '../delivery/inbox';
import { redemptionReplies } from '../redemptions/redemption-replies';
import {
  answerChatMessage,
  type ChatPipeline,
  type CommandVenue,
  commandUse,
  runCommand,
} from './chat-pipeline';
import { CommandCache } from './command-cache';
import type { CommandStore } from './functional-commands';
import { ChatOutbox } from './outbox';
import { noteOutboxDrop } from './outbox-problem';
import { StoredOutbox } from './outbox-store';
import type { QuoteStore } from './quote-commands';
import type { SimulatedChatLine } from './simulated-chat-log';
import { UsageCounts } from './usage-counts';

/** Who a template speaks to and of: {username}, the words {target} reads, and extra placeholders. */
export type TemplateContext = { username: string; message: string; placeholders?: Record<string, string> };

/**
 * Usage counts are written to D1 once their 10-minute generation has closed (usage-counts.ts), so a
 * chat's commands share one write per command per generation. Each object then waits its own part of
 * this much more, so channels do not all write D1 in the same second. Nothing shown lags: the
 * dashboard's list and {count} read the channel's counts, unwritten uses included.
 */
const usageFlushSpreadMs = 2 * 60_000;
/** A write to D1 that failed is tried again this much later; the counts stay stored meanwhile. */
const usageRetryMs = 5 * 60_000;

export class ChannelChat implements ChannelPart {
  private readonly commands: CommandCache;
  /** Who may use a command and its cooldown, for Twitch chat and Discord alike. */
  private readonly gate = new CommandGate();
  private readonly uses: UsageCounts;
  /** Other channels' look-ups, cached and rationed per Twitch (real and simulated apart). */
  private readonly lookups = new WeakMap<TwitchChannel, ChannelLookups>();
  /** Each loaded command's uses so far ({count}): its stored count, then pending and new uses. */
  private readonly useCounts = new WeakMap<Command, number>();
  /** The channel's login and name, read once ({channel}, {game}, {title}). */
  private ownChannel: Promise<{ login: string; displayName: string } | null> | undefined;
  private usageFlushAt: number | null = null;
  private readonly usageFlushSpread = Math.floor(Math.random() * usageFlushSpreadMs);
  /**
   * A flush or a load of the commands under way: they take turns, so a load never reads D1 and the
   * pending uses on either side of a flush (counting its uses twice, or not at all).
   */
  private usesTurn: Promise<unknown> = Promise.resolve();
  private textReplies: TextReply[] | undefined;
  private incrementorSettings: IncrementorSettings | undefined;
  private outbox: ChatOutbox | undefined;

  readonly calls = ['previewTemplate', 'botLines', 'conversation', 'commandsWithUses'] as const;

  constructor(private readonly context: ChannelContext) {
    this.commands = new CommandCache(() =>
      this.inUsesTurn(async () => {
        const commands = await listCommands(context.db(), context.streamerId());
        // D1 lacks the uses not written yet; counting them here keeps {count} exact without reading D1 again.
        const pending = this.uses.pending();
        for (const command of commands)
          this.useCounts.set(command, command.numberOfTimesUsed + (pending.get(command._id) ?? 0));
        return commands;
      }),
    );
    this.uses = new UsageCounts(context.storage);
  }

  /** Uses left from before a restart are written once their generation has closed; replies by the next alarm. */
  async load(): Promise<void> {
    this.usageFlushAt = this.usageFlushDue();
  }

  /** What the bot answers to a chat message; real messages' replies go to Twitch. */
  async receiveChat(message: ChatMessage): Promise<ChatAnswer> {
    // Most chat is not a command: it costs no more than this look.
    if (!message.invocation) return { replies: [], why: 'notCommand' };
    const choice = this.context.twitchFor(message.isTest);
    const answer = await answerChatMessage(message, this.pipelineFor(message, choice.twitch));
    await this.say(answer.replies, choice.simulated);
    return answer;
  }

  /** The channel's commands, from the cache. */
  async allCommands(): Promise<Command[]> {
    return this.commands.all();
  }

  /**
   * The commands for the dashboard, each use counted at once: the uses still waiting for their batched
   * write to D1 are in the counts, as chat's {count} has them.
   */
  async commandsWithUses(): Promise<Command[]> {
    const commands = await this.commands.all();
    return commands.map((command) => ({
      ...command,
      numberOfTimesUsed: this.useCounts.get(command) ?? command.numberOfTimesUsed,
    }));
  }

  /**
   * The command gate for a command typed somewhere other than Twitch chat (a Discord slash command):
   * why it may not run, or null; `start` begins its cooldown when it may.
   */
  async gateElsewhere(
    command: Command,
    message: ChatMessage,
    venue: CommandVenue,
    start: boolean,
  ): Promise<GateRefusal | null> {
    const pipeline = this.pipelineFor(message, this.context.twitchFor(message.isTest).twitch, venue);
    const use = commandUse(message, message.invocation?.rest ?? '', pipeline);
    return start ? this.gate.pass(command, use) : this.gate.check(command, use);
  }

  /**
   * Runs a command typed somewhere other than Twitch chat, once past `gateElsewhere`, through the same
   * path as chat: usage counts, stores and keywords; `sources` adds what that place offers (Discord
   * role mentions).
   */
  async runElsewhere(
    command: Command,
    message: ChatMessage,
    venue: CommandVenue,
    sources: Partial<KeywordSources>,
  ): Promise<string> {
    const twitch = this.context.twitchFor(message.isTest).twitch;
    const rest = message.invocation?.rest ?? '';
    return runCommand(command, message, rest, this.pipelineFor(message, twitch, venue, sources));
  }

  private pipelineFor(
    message: ChatMessage,
    twitch: TwitchChannel,
    venue?: CommandVenue,
    sources: Partial<KeywordSources> = {},
  ): ChatPipeline {
    const keywordSources = { ...this.sourcesFor(twitch), ...sources };
    return {
      venue,
      commands: this.commands,
      store: this.commandStore(),
      quotes: this.quoteStore(message, keywordSources),
      twitch,
      keywordSources,
      gate: this.gate,
      recordUse: (command) => this.recordUse(command),
      // `!so` and `!clip`: the triggered-events and clips parts own what they change.
      shoutout: (rest) => this.context.part('triggeredEvents').shoutout(message, rest),
      clip: () => this.context.part('clips').createClip(message),
      permit: (rest) => this.context.part('moderation').permitFromChat(rest),
      alerts: (rest) => this.context.part('alerts').controlFromChat(rest),
      // `!regulars` and `!commands`: the regulars and public-page parts own what they keep.
      regulars: this.context.part('regulars'),
      publicPageUrl: () => this.context.part('publicPage').url(),
      random: Math.random,
      now: Date.now,
    };
  }

  /** Commands in chat, and channel-point redemptions (text replies, the incrementor). */
  takes(delivery: Delivery): boolean {
    return delivery.kind === 'chat' || delivery.event.type === 'redemption';
  }

  /**
   * A redemption: the incrementor counts it when it is the counter's reward, then the matching
   * text replies and the counter's reply are said, keywords filled in for the redeemer.
   */
  async receiveEvent(event: LiveEvent): Promise<void> {
    if (event.type !== 'redemption' || !event.reward) return;
    const db = this.context.db();
    const streamerId = this.context.streamerId();
    this.textReplies ??= await listTextReplies(db, streamerId);
    this.incrementorSettings ??= await readIncrementorSettings(db, streamerId);
    const choice = this.context.twitchFor(event.isTest);
    const messages = await redemptionReplies(event, event.reward, {
      textReplies: this.textReplies,
      incrementor: this.incrementorSettings,
      redemptions: {
        add: (redemption) => addRedemption(db, streamerId, redemption),
        list: () => listRedemptions(db, streamerId),
      },
      sources: this.sourcesFor(choice.twitch),
      now: Date.now,
      // The Simulator's chat says why a redemption goes unanswered; Twitch's is not told.
      ...(choice.simulated && {
        explainSilence: (text: string) => this.context.simulatedChat.appendWhy(text, Date.now()),
      }),
    });
    await this.say(messages, choice.simulated);
  }

  async contentChanged(what: ContentChange): Promise<void> {
    if (what === 'commands') this.commands.invalidate();
    else if (what === 'textReplies') this.textReplies = undefined;
    else if (what === 'incrementor') this.incrementorSettings = undefined;
    else if (what === 'chatAccount') this.context.forgetRealTwitch();
  }

  async nextAlarm(): Promise<number | null> {
    const times = [this.usageFlushAt, this.chatOutbox().nextSendAt()].filter((t) => t !== null);
    return times.length > 0 ? Math.min(...times) : null;
  }

  /** Writes the batched usage counts once due, and sends replies still waiting (after a restart). */
  async alarm(now: number): Promise<void> {
    void this.chatOutbox().resume();
    // Another part's alarm (a tip check every 20 s) does not cut the batch short.
    if (this.usageFlushAt === null || this.usageFlushAt > now) return;
    this.usageFlushAt = null;
    try {
      await this.inUsesTurn(() =>
        this.uses.flush((uses) => addCommandUses(this.context.db(), this.context.streamerId(), uses), now),
      );
      // The generation still open, or one a use made meanwhile opened, is next.
      this.usageFlushAt = this.usageFlushDue();
    } catch (error) {
      // The counts stay stored; the next alarm tries again.
      this.usageFlushAt = now + usageRetryMs;
      console.error('command usage counts not written:', error);
    }
  }

  /** What the bot said in the simulated chat. */
  botLines(): Promise<SimulatedChatLine[]> {
    return this.context.simulatedChat.botLines();
  }

  /** The whole simulated chat, viewers' lines and the bot's, in order. */
  conversation(): Promise<SimulatedChatLine[]> {
    return this.context.simulatedChat.lines();
  }

  /**
   * Evaluates a template against this channel for the Keywords playground. A dry run: {setvar}
   * changes are seen by the template itself but not stored.
   */
  async previewTemplate(text: string, username: string, message: string): Promise<string> {
    const sources = this.sourcesFor(this.context.twitchFor(false).twitch);
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
          return true;
        },
      },
    });
  }

  /** An announcement, keywords filled in as if the channel itself spoke; a test one to the simulated chat. */
  async announce(text: string, isTest: boolean): Promise<void> {
    const streamer = await findStreamer(this.context.db(), this.context.streamerId());
    await this.sayTemplate(text, { username: streamer?.displayName ?? '', message: '' }, isTest);
  }

  /** Text with keywords (and any placeholders) filled in, talking to the Twitch that `isTest` chooses. */
  async evaluateFor(
    text: string,
    context: TemplateContext,
    isTest: boolean,
    sources: Partial<KeywordSources> = {},
  ): Promise<string> {
    return evaluateTemplate(text, {
      ...context,
      random: Math.random,
      now: Date.now,
      sources: { ...this.sourcesFor(this.context.twitchFor(isTest).twitch), ...sources },
    });
  }

  /** Says a template in chat: to Twitch, or for test work and dev mode to the simulated chat. */
  async sayTemplate(text: string, context: TemplateContext, isTest: boolean): Promise<void> {
    const output = await this.evaluateFor(text, context, isTest);
    await this.say(splitChatMessage(output), this.context.twitchFor(isTest).simulated);
  }

  /**
   * Simulated lines go to the simulated chat; real ones to Twitch as the rate limit allows. Resolves
   * once they are sent or stored to wait for the limit, so the work that said them is not done before.
   */
  async say(messages: string[], simulated: boolean): Promise<void> {
    if (messages.length === 0) return;
    if (simulated) await this.context.simulatedChat.append(messages, Date.now());
    else await this.chatOutbox().send(messages);
  }

  /** Keyword sources for one reply, preview or announcement. */
  private sourcesFor(twitch: TwitchChannel): KeywordSources {
    const db = this.context.db();
    const streamerId = this.context.streamerId();
    let lookups = this.lookups.get(twitch);
    if (!lookups) {
      lookups = new ChannelLookups((login) => twitch.channelInfoOf(login));
      this.lookups.set(twitch, lookups);
    }
    const lookUp = lookups.forOneReply();
    return {
      liveSince: () => twitch.liveSince(),
      lastGameOf: async (login) => (await lookUp(login))?.game ?? null,
      lastTitleOf: async (login) => (await lookUp(login))?.title ?? null,
      getVariable: (name) => readChannelVariable(db, streamerId, name),
      setVariable: (name, value) => writeChannelVariable(db, streamerId, name, value),
      fetchText: (url, limits) =>
        fetchBoundedText(url, { ...limits, allowPrivate: this.context.env.URLGET_ALLOW_PRIVATE === 'true' }),
      ownChannel: () => this.channelNamed(),
      // On Twitch a role of the linked Discord server is said by name.
      discordRole: async (name) => (await this.context.discordRoles.find(name))?.name ?? null,
    };
  }

  private commandStore(): CommandStore {
    const db = this.context.db();
    const streamerId = this.context.streamerId();
    const changed = <T>(result: T) => {
      this.commands.invalidate();
      // A chat command changed the commands: Discord registers them afresh.
      this.context.part('discord').commandsChanged();
      return result;
    };
    return {
      add: async (input) => {
        try {
          await insertCommand(db, streamerId, input, Date.now());
          return changed('added' as const);
        } catch (error) {
          if (error instanceof DuplicateCommandError) return 'duplicate';
          if (error instanceof ChannelFullError) return { refused: error.message };
          throw error;
        }
      },
      updateText: async (id, input) => changed(void (await updateCommand(db, streamerId, id, input))),
      remove: async (id) => changed(void (await deleteCommand(db, streamerId, id))),
    };
  }

  private quoteStore(message: ChatMessage, sources: KeywordSources): QuoteStore {
    const db = this.context.db();
    const streamerId = this.context.streamerId();
    return {
      add: (text, submitter) =>
        addQuote(db, streamerId, text, submitter, Date.now()).catch((error: unknown) => {
          if (error instanceof ChannelFullError) return { refused: error.message };
          throw error;
        }),
      remove: (number) => deleteQuote(db, streamerId, number),
      byNumber: (number) => quoteByNumber(db, streamerId, number),
      random: (search) => randomQuote(db, streamerId, search),
      reply: async (quote) => {
        const { quoteFormat } = await readQuoteFormats(db, streamerId);
        return evaluateTemplate(quoteFormat ?? defaultQuoteFormat, {
          username: message.chatterName,
          message: '',
          random: Math.random,
          now: Date.now,
          sources,
          placeholders: quotePlaceholders(quote),
        });
      },
    };
  }

  /** Read once per object; a miss or a failure is asked again next time. */
  private channelNamed(): Promise<{ login: string; displayName: string } | null> {
    if (this.ownChannel) return this.ownChannel;
    const reading = findStreamer(this.context.db(), this.context.streamerId()).then((streamer) =>
      streamer ? { login: streamer.login, displayName: streamer.displayName } : null,
    );
    const forget = () => {
      if (this.ownChannel === reading) this.ownChannel = undefined;
    };
    reading.then((channel) => {
      if (!channel) forget();
    }, forget);
    this.ownChannel = reading;
    return reading;
  }

  private inUsesTurn<T>(work: () => Promise<T>): Promise<T> {
    const turn = this.usesTurn.then(work, work);
    this.usesTurn = turn.catch(() => undefined);
    return turn;
  }

  private recordUse(command: Command): number {
    this.uses.add(command._id);
    const uses = (this.useCounts.get(command) ?? command.numberOfTimesUsed) + 1;
    this.useCounts.set(command, uses);
    if (this.usageFlushAt === null) {
      this.usageFlushAt = this.usageFlushDue();
      void this.context.reschedule();
    }
    return uses;
  }

  /** When the stored uses' oldest generation is to be written to D1, or null when none are stored. */
  private usageFlushDue(): number | null {
    const closesAt = this.uses.closesAt();
    return closesAt === null ? null : closesAt + this.usageFlushSpread;
  }

  private chatOutbox(): ChatOutbox {
    // The broadcaster speaking as their own bot has a moderator's allowance.
    const standing =
      this.context.env.TWITCH_BOT_USER_ID === this.context.streamerId() ? 'moderator' : 'viewer';
    this.outbox ??= new ChatOutbox(
      new StoredOutbox(this.context.storage),
      () => this.context.twitchFor(false).twitch,
      chatLimits[standing],
      () => this.context.reschedule(),
      Date.now,
      noteOutboxDrop(this.context),
    );
    return this.outbox;
  }
}
