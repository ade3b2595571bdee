// The chat hot path after the entry point, the same for EventSub deliveries and the Simulator:
// match the command, check who may use it and its cooldown, build the reply.
import type { ChatAnswer, SilenceReason } from '../../core/chat/chat-answer';
import type { ChatMessage } from '../../core/chat/chat-message';
import { splitChatMessage } from '../../core/chat/split-message';
import type { Command } from '../../core/commands/command';
import { isModerator, mayRunCommand } from '../../core/commands/permissions';
import type { KeywordSources } from '../../core/keywords/definition';
import { evaluateTemplate } from '../../core/keywords/evaluate';
import type { TwitchChannel } from '../../integrations/twitch/twitch-channel';
import type { CommandCache } from './command-cache';
import { type CommandStore, functionalHandlers } from './functional-commands';
import { type QuoteStore, quoteHandlers } from './quote-commands';

/** Where a command runs: Twitch chat or a Discord server. */
export type CommandVenue = {
  /** Whether the command is enabled here. */
  enabled(command: Command): boolean;
  /** How a user runs the command here, as the command list shows it: "!hello", "/hello". */
  invocation(command: Command): string;
  /** Whether the chatter may use the command here as the command list shows it (`isFollower` may cost a Helix call). */
  mayUse(command: Command, message: ChatMessage, isFollower: () => Promise<boolean>): Promise<boolean>;
  /** Create Quote Image, where images can be posted: the answer's text (the venue keeps the image). */
  quoteImage?(): Promise<string>;
};

export const twitchVenue: CommandVenue = {
  enabled: (command) => command.enabledInTwitch,
  invocation: (command) => `!${command.command}`,
  mayUse: (command, message, isFollower) => mayRunCommand(command, message.roles, '', isFollower),
};

export type ChatPipeline = {
  /** Twitch chat unless said otherwise. */
  venue?: CommandVenue;
  commands: CommandCache;
  store: CommandStore;
  quotes: QuoteStore;
  twitch: TwitchChannel;
  keywordSources: KeywordSources;
  /** Last use per command id, for cooldowns. */
  lastUsed: Map<string, number>;
  recordUse(command: Command): void;
  /** `!so`'s reply, with Twitch's shoutout sent or queued. */
  shoutout(rest: string): Promise<string>;
  /** `!clip`'s reply: the new clip's link, or why there is none. */
  clip(): Promise<string>;
  random: () => number;
  now: () => number;
};

const silent = (why: SilenceReason): ChatAnswer => ({ replies: [], why });

/** The chat messages the bot answers with, or why it stays silent. */
export async function answerChatMessage(message: ChatMessage, pipeline: ChatPipeline): Promise<ChatAnswer> {
  const { invocation } = message;
  if (!invocation) return silent('notCommand');
  if ((await pipeline.twitch.ownUserIds()).includes(message.chatterId)) return silent('ownAccount');
  const command = await pipeline.commands.find(invocation.keyword);
  if (!command) return silent('noCommand');
  if (!command.enabledInTwitch) return silent('disabledOnTwitch');

  const isFollower = () => pipeline.twitch.isFollower(message.chatterId);
  if (!(await mayRunCommand(command, message.roles, invocation.rest, isFollower)))
    return silent('permission');
  const reply = await runCommand(command, message, invocation.rest, pipeline);
  if (reply === null) return silent('cooldown');
  const replies = splitChatMessage(reply);
  return replies.length > 0 ? { replies } : silent('emptyReply');
}

/**
 * Runs a command the caller may use, wherever it was typed: the cooldown, the usage count and the
 * reply. Null while the command cools down.
 */
export async function runCommand(
  command: Command,
  message: ChatMessage,
  rest: string,
  pipeline: ChatPipeline,
): Promise<string | null> {
  if (isCoolingDown(command, message, pipeline)) return null;
  pipeline.lastUsed.set(command._id, pipeline.now());
  pipeline.recordUse(command);
  return replyOf(command, message, rest, pipeline);
}

/** Seconds until a command may be used again by this chatter; 0 when it may now. */
export function cooldownLeftSeconds(command: Command, message: ChatMessage, pipeline: ChatPipeline): number {
  if (!isCoolingDown(command, message, pipeline)) return 0;
  const last = pipeline.lastUsed.get(command._id) ?? 0;
  return Math.max(1, Math.ceil((last + command.cooldownSeconds * 1000 - pipeline.now()) / 1000));
}

function isCoolingDown(command: Command, message: ChatMessage, pipeline: ChatPipeline): boolean {
  if (command.cooldownSeconds === 0 || isModerator(message.roles)) return false;
  const last = pipeline.lastUsed.get(command._id);
  return last !== undefined && pipeline.now() - last < command.cooldownSeconds * 1000;
}

async function replyOf(
  command: Command,
  message: ChatMessage,
  rest: string,
  pipeline: ChatPipeline,
): Promise<string> {
  if (command.textCommand) {
    return evaluateTemplate(command.text, {
      username: message.chatterName,
      message: rest,
      random: pipeline.random,
      now: pipeline.now,
      sources: pipeline.keywordSources,
    });
  }
  const handler = command.quoteCommand ? quoteHandlers[command.type] : functionalHandlers[command.type];
  if (!handler) return '';
  return handler({
    command,
    message,
    rest,
    commands: pipeline.commands,
    store: pipeline.store,
    quotes: pipeline.quotes,
    twitch: pipeline.twitch,
    shoutout: pipeline.shoutout,
    clip: pipeline.clip,
    random: pipeline.random,
    venue: pipeline.venue ?? twitchVenue,
  });
}
