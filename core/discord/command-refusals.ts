// What a slash command answers, only to the member who ran it, when the channel will not run it: the
// reason in a slash command's words, and where the streamer changes it.
import type { Command } from '../commands/command';
import type { GateRefusal } from '../commands/command-gate';
import { type CommandKind, commandTypeOf } from '../commands/command-types';

/** The dashboard page (menu group → page, as the header names them) where each kind is ticked. */
const pageOfKind: Record<CommandKind, string> = {
  text: 'Chatbot Features → Chat Commands',
  functional: 'Chatbot Features → Chat Functions',
  quote: 'Chatbot Features → Quotes',
};

export function unknownCommandText(slashName: string): string {
  return `Unknown command: /${slashName} is not one of this channel's commands.`;
}

/** A command the channel has, with Discord not ticked: what to tick, and where. */
export function notInDiscordText(command: Pick<Command, 'command' | 'type' | 'textCommand'>): string {
  const kind = command.textCommand ? 'text' : (commandTypeOf(command.type)?.kind ?? 'functional');
  return `!${command.command} is not turned on for Discord: tick 'Discord' on ${pageOfKind[kind]}.`;
}

/** The gate's refusal in a slash command's words. */
export function gateRefusalText(refused: GateRefusal, slash: string): string {
  if (refused.why === 'cooldown') return `${slash} is cooling down: try again in ${refused.seconds} s.`;
  if (refused.limitedTo === 'moderators') return `Only moderators can use ${slash}.`;
  const who = refused.limitedTo === 'regulars' ? "the channel's regulars" : `Twitch ${refused.limitedTo}`;
  return `${slash} is for ${who}, which Discord cannot check: use it in Twitch chat.`;
}
