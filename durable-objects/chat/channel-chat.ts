// The chat bot inside a ChannelDO: answers chat commands (a functional one through the part that
// brings it) and channel-point redemptions, and batches command usage counts into D1. What it answers
// is said through the channel's speech service.
import type { ChatAnswer } from '../../core/chat/chat-answer';
import type { ChatMessage } from '../../core/chat/chat-message';
import type { Command } from '../../core/commands/command';
import { CommandGate, type GateRefusal } from '../../core/commands/command-gate';
import type { IncrementorSettings } from '../../core/incrementor/incrementor';
import type { KeywordSources } from '../../core/keywords/definition';
import { evaluateTemplate } from '../../core/keywords/evaluate';
import type { LiveEvent } from '../../core/live/live-event';
import { defaultQuoteFormat, quotePlaceholders } from '../../core/quotes/quote';
import type { TextReply } from '../../core/redemptions/text-reply';
import { ChannelFullError } from '../../db/channel-full';
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
import { listTextReplies } from '../../db/text-replies';
import type { TwitchChannel } from '../../integrations/twitch/twitch-channel';
import type { ChannelContext } from '../channel-context';
import type { ChannelPart, ContentChange } from '../channel-part';
import type { ChatCommands, CommandVenue } from '../chat-commands';
import type { Delivery } from '../delivery/inbox';
import { redemptionReplies } from '../redemptions/redemption-replies';
import { answerChatMessage, type ChatPipeline, commandUse, runCommand } from './chat-pipeline';
import { CommandCache } from './command-cache';
import { type CommandStore, chatOwnCommands } from './functional-commands';
import type { QuoteStore } from './quote-commands';
import type { SimulatedChatLine } from './simulated-chat-log';
import { UsageCounts } from './usage-counts';

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
  /** Each loaded command's uses so far ({count}): its stored count, then pending and new uses. */
  private readonly useCounts = new WeakMap<Command, number>();
  private usageFlushAt: number | null = null;
  private readonly usageFlushSpread = Math.floor(Math.random() * usageFlushSpreadMs);
  /**
   * A flush or a load of the commands under way: they take turns, so a load never reads D1 and the
   * pending uses on either side of a flush (counting its uses twice, or not at all).
   */
  private usesTurn: Promise<unknown> = Promise.resolve();
  private textReplies: TextReply[] | undefined;
  private incrementorSettings: IncrementorSettings | undefined;

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

  /** Uses left from before a restart are written once their generation has closed. */
  async load(): Promise<void> {
    this.usageFlushAt = this.usageFlushDue();
  }

  /** What the bot answers to a chat message; real messages' replies go to Twitch. */
  async receiveChat(message: ChatMessage): Promise<ChatAnswer> {
    // Most chat is not a command: it costs no more than this look.
    if (!message.invocation) return { replies: [], why: 'notCommand' };
    const choice = this.context.twitchFor(message.isTest);
    const answer = await answerChatMessage(message, this.pipelineFor(message, choice.twitch));
    await this.context.speech.say(answer.replies, choice.simulated);
    return answer;
  }

  /** Writing text commands from chat, the category and title, choose and roll. */
  chatCommands(): ChatCommands {
    return chatOwnCommands(() => this.commandStore());
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
    const keywordSources = { ...this.context.speech.keywordSources(twitch), ...sources };
    return {
      venue,
      commands: this.commands,
      handlerOf: (type) => this.context.chatCommand(type),
      quotes: this.quoteStore(message, keywordSources),
      twitch,
      keywordSources,
      gate: this.gate,
      recordUse: (command) => this.recordUse(command),
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
      sources: this.context.speech.keywordSources(choice.twitch),
      now: Date.now,
      // The Simulator's chat says why a redemption goes unanswered; Twitch's is not told.
      ...(choice.simulated && {
        explainSilence: (text: string) => this.context.simulatedChat.appendWhy(text, Date.now()),
      }),
    });
    await this.context.speech.say(messages, choice.simulated);
  }

  async contentChanged(what: ContentChange): Promise<void> {
    if (what === 'commands') this.commands.invalidate();
    else if (what === 'textReplies') this.textReplies = undefined;
    else if (what === 'incrementor') this.incrementorSettings = undefined;
    else if (what === 'chatAccount') this.context.forgetRealTwitch();
  }

  async nextAlarm(): Promise<number | null> {
    return this.usageFlushAt;
  }

  /** Writes the batched usage counts once due. */
  async alarm(now: number): Promise<void> {
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
    const sources = this.context.speech.keywordSources(this.context.twitchFor(false).twitch);
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
}
