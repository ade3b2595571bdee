// The chat hot path after the entry point, the same for EventSub deliveries and the Simulator:
// match the command, check who may use it and its cooldown, build the reply.
import type { ChatMessage } from '../../core/chat/chat-message';
import { splitChatMessage } from '../../core/chat/split-message';
import type { Command } from '../../core/commands/command';
import { readInvocation } from '../../core/commands/invocation';
import { isModerator, mayUseCommand } from '../../core/commands/permissions';
import type { KeywordSources } from '../../core/keywords/definition';
import { evaluateTemplate } from '../../core/keywords/evaluate';
import type { TwitchChannel } from '../../integrations/twitch/twitch-channel';
import type { CommandCache } from './command-cache';
import { type CommandStore, functionalHandlers } from './functional-commands';
import { type QuoteStore, quoteHandlers } from './quote-commands';

export type ChatPipeline = {
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

/** The chat messages the bot answers with (each at most 500 characters), possibly none. */
export async function answerChatMessage(message: ChatMessage, pipeline: ChatPipeline): Promise<string[]> {
  const invocation = readInvocation(message.text);
  if (!invocation) return [];
  if ((await pipeline.twitch.ownUserIds()).includes(message.chatterId)) return [];
  const command = await pipeline.commands.find(invocation.keyword);
  if (!command?.enabledInTwitch) return [];

  const isFollower = () => pipeline.twitch.isFollower(message.chatterId);
  if (!(await mayUseCommand(command, message.roles, isFollower))) return [];
  if (isCoolingDown(command, message, pipeline)) return [];
  pipeline.lastUsed.set(command._id, pipeline.now());
  pipeline.recordUse(command);

  const reply = await replyOf(command, message, invocation.rest, pipeline);
  return splitChatMessage(reply);
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
  });
}
