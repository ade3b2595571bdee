// The chat hot path after the entry point, the same for EventSub deliveries and the Simulator:
// match the command, check who may use it and its cooldown, build the reply.
import { type ChatAnswer, type SilenceReason, silenceOf } from '../../core/chat/chat-answer';
import type { ChatMessage } from '../../core/chat/chat-message';
import { splitChatMessage } from '../../core/chat/split-message';
import type { Command } from '../../core/commands/command';
import type { CommandGate, CommandUse } from '../../core/commands/command-gate';
import type { KeywordSources } from '../../core/keywords/definition';
import { evaluateTemplate } from '../../core/keywords/evaluate';
import type { TwitchChannel } from '../../integrations/twitch/twitch-channel';
import type { RegularStore } from '../regulars/channel-regulars';
import type { CommandCache } from './command-cache';
import { type CommandStore, functionalHandlers } from './functional-commands';
import { type QuoteStore, quoteHandlers } from './quote-commands';

/** Where a command runs: Twitch chat or a Discord server. */
export type CommandVenue = {
  /** Whether the command is enabled here. */
  enabled(command: Command): boolean;
  /** How a user runs the command here, as the command list shows it: "!hello", "/hello". */
  invocation(command: Command): string;
  /** Whether this venue can tell a follower (Twitch can, at the cost of a Helix call; Discord cannot). */
  knowsFollowers: boolean;
  /** Create Quote Image, where images can be posted: the answer's text (the venue keeps the image). */
  quoteImage?(): Promise<string>;
  /** Whether the command list points to the channel's public page, which lists this venue's commands. */
  listsOnPublicPage?: boolean;
};

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
  store: CommandStore;
  quotes: QuoteStore;
  twitch: TwitchChannel;
  keywordSources: KeywordSources;
  /** Who may use a command, and its cooldown: the same gate in every venue. */
  gate: CommandGate;
  /** Counts a use; answers how many uses the command has now, this one included ({count}). */
  recordUse(command: Command): number;
  /** `!so`'s reply, with Twitch's shoutout sent or queued. */
  shoutout(rest: string): Promise<string>;
  /** `!clip`'s reply: the new clip's link, or why there is none. */
  clip(): Promise<string>;
  /** `!permit`'s reply: the viewer's links pass the filters for a while. */
  permit(rest: string): Promise<string>;
  /** `!alerts`' reply: the alert box paused, skipped, muted… */
  alerts(rest: string): Promise<string>;
  /** The regulars list `!regulars` changes. */
  regulars: RegularStore;
  /** The channel's public commands page, when it is on and the site's address is known. */
  publicPageUrl(): Promise<string | null>;
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
    permit: pipeline.permit,
    alerts: pipeline.alerts,
    regulars: pipeline.regulars,
    publicPageUrl: pipeline.publicPageUrl,
    random: pipeline.random,
    venue: pipeline.venue ?? twitchVenue,
    mayUse: (other) => pipeline.gate.allows(other, commandUse(message, '', pipeline)),
  });
}
