// What a part brings for the functional chat commands it answers (`!alerts`, `!permit`, `!so` …): one
// handler per command type, which returns the reply. The chat part matches the command, checks who may
// use it and its cooldown, counts the use and says the reply, in Twitch chat and on Discord alike; the
// handler only answers, so a feature's commands live in its own folder.
import type { ChatMessage } from '../core/chat/chat-message';
import type { Command } from '../core/commands/command';
import { commandTypeOf, type FunctionalType, usageOf } from '../core/commands/command-types';
import type { TwitchChannel } from '../integrations/twitch/twitch-channel';
import type { ChannelPart } from './channel-part';

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

/** One use of a command that passed the gate, as its handler sees it. */
export type CommandRun = {
  command: Command;
  message: ChatMessage;
  /** Text after the command word. */
  rest: string;
  /** The channel's commands. */
  commands: { find(keyword: string): Promise<Command | undefined>; all(): Promise<Command[]> };
  /** The Twitch the message came from (the simulated one for test work and dev mode). */
  twitch: TwitchChannel;
  random: () => number;
  /** Twitch chat or a Discord server: which commands are enabled there and how they are typed. */
  venue: CommandVenue;
  /** Whether the user may use a command here (the one gate's permission half). */
  mayUse(command: Command): Promise<boolean>;
};

export type CommandHandler = (run: CommandRun) => Promise<string>;

/** A part's chat commands, by the functional command type each answers. */
export type ChatCommands = Partial<Record<FunctionalType, CommandHandler>>;

/** "Usage: !so <user>", with the command's own keyword: the answer to a use missing what it needs. */
export function usageReply({ command }: CommandRun): string {
  const type = commandTypeOf(command.type);
  return type ? `Usage: ${usageOf(type, command.command)}` : '';
}

/**
 * Every part's chat commands in one table, by command type. Two parts answering one type is a mistake
 * in the registry, refused as the channel starts rather than settled by the parts' order.
 */
export function chatCommandTable(parts: [string, ChannelPart][]): ReadonlyMap<string, CommandHandler> {
  const table = new Map<string, CommandHandler>();
  const owners = new Map<string, string>();
  for (const [name, part] of parts)
    for (const [type, handler] of Object.entries(part.chatCommands?.() ?? {})) {
      const owner = owners.get(type);
      if (owner) throw new Error(`Both the ${owner} and the ${name} parts answer the ${type} command`);
      owners.set(type, name);
      table.set(type, handler);
    }
  return table;
}
