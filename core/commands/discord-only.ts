// What a Discord-only command (Create Quote Image) answers in Twitch chat, where it cannot post its
// image: where it does work, in words a viewer can follow.
import { slashNameOf } from '../discord/slash-commands';
import type { Command } from './command';

export function worksOnDiscordOnly(command: Pick<Command, 'command' | 'enabledInDiscord'>): string {
  const name = `!${command.command}`;
  return command.enabledInDiscord
    ? `${name} works on Discord only: use /${slashNameOf(command.command)} in this channel's Discord server.`
    : `${name} works on Discord only, and it is not turned on there yet.`;
}
