// The chat hot path after the entry point, the same for EventSub deliveries and the Simulator:
// match the command, check who may use it and its cooldown, build the reply (a functional command's
// from the part that brings it). The bot's own messages never get here: the intake keeps them out.
import { type ChatAnswer, type SilenceReason, silenceOf } from '../../core/chat/chat-answer';
import type { ChatMessage } from '../../core/chat/chat-message';
import { splitChatMessage } from '../../core/chat/split-message';
import type { Command } from '../../core/commands/command';
import type { CommandGate, CommandUse } from '../../core/commands/command-gate';
import type { KeywordSources } from '../../core/keywords/definition';
import { evaluateTemplate } from '../../core/keywords/evaluate';
import type { TwitchChannel } from '../../integrations/twitch/twitch-channel';
import type { CommandHandler, CommandRun, CommandVenue } from '../chat-commands';
import type { CommandCache } from './command-cache';
import { type QuoteStore, quoteHandlers } from './quote-commands';

export const twitchVenue: CommandVenue = {
  enabled: (command) => command.enabledInTwitch,
  invocation: (command) => `!${command.command}`,
  knowsFollowers: true,
  listsOnPublicPage: true,
};

export type ChatPipeline = {
  /** Twitch chat unless said otherwise. */
  venue?: CommandVenue;
  commands: CommandCache;
  /** The functional commands' handlers, each brought by the part that owns what it changes. */
  handlerOf(type: string): CommandHandler | undefined;
  quotes: QuoteStore;
  twitch: TwitchChannel;
  keywordSources: KeywordSources;
  /** Who may use a command, and its cooldown: the same gate in every venue. */
  gate: CommandGate;
  /** Counts a use; answers how many uses the command has now, this one included ({count}). */
  recordUse(command: Command): number;
  random: () => number;
  now: () => number;
};

const silent = (why: SilenceReason): ChatAnswer => ({ replies: [], why });

/** The chat messages the bot answers with, or why it stays silent. */
export async function answerChatMessage(message: ChatMessage, pipeline: ChatPipeline): Promise<ChatAnswer> {
  const { invocation } = message;
  if (!invocation) return silent('notCommand');
  const command = await pipeline.commands.find(invocation.keyword);
  if (!command) return silent('noCommand');
  if (!command.enabledInTwitch) return silent('disabledOnTwitch');

  const refusal = await pipeline.gate.pass(command, commandUse(message, invocation.rest, pipeline));
  if (refusal) return silent(silenceOf(refusal));
  const reply = await runCommand(command, message, invocation.rest, pipeline);
  const replies = splitChatMessage(reply);
  return replies.length > 0 ? { replies } : silent('emptyReply');
}

/** Who uses a command in this venue, for the gate. */
export function commandUse(message: ChatMessage, rest: string, pipeline: ChatPipeline): CommandUse {
  const knowsFollowers = (pipeline.venue ?? twitchVenue).knowsFollowers;
  return {
    roles: message.roles,
    // Only Twitch chat names a Twitch login: a Users list cannot be checked elsewhere (Discord).
    login: knowsFollowers ? message.chatterLogin : null,
    rest,
    isFollower: async () => knowsFollowers && pipeline.twitch.isFollower(message.chatterId),
  };
}

/** Runs a command that passed the gate, wherever it was typed: the usage count and the reply. */
export async function runCommand(
  command: Command,
  message: ChatMessage,
  rest: string,
  pipeline: ChatPipeline,
): Promise<string> {
  const uses = pipeline.recordUse(command);
  return replyOf(command, message, rest, pipeline, uses);
}

async function replyOf(
  command: Command,
  message: ChatMessage,
  rest: string,
  pipeline: ChatPipeline,
  uses: number,
): Promise<string> {
  if (command.textCommand) {
    return evaluateTemplate(command.text, {
      username: message.chatterName,
      message: rest,
      random: pipeline.random,
      now: pipeline.now,
      sources: pipeline.keywordSources,
      commandUses: uses,
    });
  }
  const run: CommandRun = {
    command,
    message,
    rest,
    commands: pipeline.commands,
    twitch: pipeline.twitch,
    random: pipeline.random,
    venue: pipeline.venue ?? twitchVenue,
    mayUse: (other) => pipeline.gate.allows(other, commandUse(message, '', pipeline)),
  };
  if (command.quoteCommand) {
    const quoteHandler = quoteHandlers[command.type];
    return quoteHandler ? quoteHandler(run, pipeline.quotes) : '';
  }
  const handler = pipeline.handlerOf(command.type);
  return handler ? handler(run) : '';
}
