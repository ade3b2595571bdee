// The streamer's commands as Discord slash commands: stable names that fit Discord's rules, one
// fitting option per kind, and the body of one bulk overwrite of the server's commands.
import type { Command } from '../commands/command';
import { commandTypeOf } from '../commands/command-types';

/** Discord's CHAT_INPUT name rule (lower case where a letter has cases). */
const slashNamePattern = /^[-_\p{Ll}\p{Lo}\p{Lm}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
export const maxGuildCommands = 100;
/** The global command that links a server; guild commands never take its name. */
export const linkCommandName = 'sbcode';

export const optionTypes = { string: 3, integer: 4 } as const;

export type SlashOption = {
  name: string;
  description: string;
  type: (typeof optionTypes)[keyof typeof optionTypes];
  required: boolean;
  min_value?: number;
};

export type SlashCommand = { name: string; description: string; type: 1; options: SlashOption[] };

export const fitsSlashName = (name: string) => slashNamePattern.test(name);

/** The keyword lower-cased, with characters Discord refuses replaced by '-'. */
export function slashNameOf(keyword: string): string {
  const lower = keyword.toLowerCase();
  const mapped = [...lower]
    .map((ch) => (fitsSlashName(ch) ? ch : '-'))
    .join('')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 32);
  return mapped || 'command';
}

/**
 * Names for the commands, keeping every name given before (so members' muscle memory and Discord's
 * command ids survive a re-registration); new ones take their mapped keyword, numbered on a clash.
 */
export function assignSlashNames(
  commands: readonly Pick<Command, '_id' | 'command'>[],
  previous: Readonly<Record<string, string>>,
): Record<string, string> {
  const names: Record<string, string> = {};
  const taken = new Set([linkCommandName]);
  for (const command of commands) {
    const kept = previous[command._id];
    if (kept && !taken.has(kept) && kept === slashNameOf(kept) && keepsKeyword(kept, command.command)) {
      names[command._id] = kept;
      taken.add(kept);
    }
  }
  for (const command of commands) {
    if (names[command._id]) continue;
    const base = slashNameOf(command.command);
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base.slice(0, 32 - String(n).length - 1)}-${n}`;
    names[command._id] = name;
    taken.add(name);
  }
  return names;
}

/** A name given before still stands for the keyword when the keyword was not renamed since. */
function keepsKeyword(name: string, keyword: string): boolean {
  const base = slashNameOf(keyword);
  return name === base || name.startsWith(`${base.slice(0, 28)}-`);
}

const option = (name: string, description: string, required: boolean): SlashOption => ({
  name,
  description,
  type: optionTypes.string,
  required,
});

/** The one option each kind of command takes: what follows the command in Twitch chat. */
const optionsByType: Record<string, SlashOption[]> = {
  Text: [option('text', 'Words after the command (fills {target} and {message})', false)],
  addcommand: [option('text', 'The new command and its reply, e.g. !hello Hi {username}!', true)],
  updatecommand: [option('text', 'The command and its new reply, e.g. !hello Welcome!', true)],
  deletecommand: [option('name', 'The command to delete, e.g. !hello', true)],
  commands: [],
  game: [option('name', 'The new category (leave out to see the current one)', false)],
  title: [option('title', 'The new stream title (leave out to see the current one)', false)],
  choose: [option('options', 'Single-word options separated by spaces', true)],
  roll: [option('dice', 'XdY+Z, XdY or Y (one 20-sided die when left out)', false)],
  shoutout: [option('user', 'The Twitch channel to shout out', true)],
  addquote: [option('text', 'The words to remember', true)],
  deletequote: [
    {
      name: 'number',
      description: 'The number of the quote',
      type: optionTypes.integer,
      required: true,
      min_value: 1,
    },
  ],
  quote: [option('query', 'A quote number or words it contains (random when left out)', false)],
  quoteimage: [],
};

export const slashOptionsOf = (type: string): SlashOption[] => optionsByType[type] ?? [];

/** Descriptions are 1-100 characters. */
function descriptionOf(command: Command): string {
  const text = command.textCommand
    ? command.text.replace(/\s+/g, ' ').trim()
    : (commandTypeOf(command.type)?.description ?? command.type);
  return text.length > 100 ? `${text.slice(0, 99)}…` : text || command.command;
}

/**
 * The bulk-overwrite body: every command enabled in Discord, named as `names` says, at most Discord's
 * 100 per server (sorted by name, so which ones fit is stable).
 */
export function guildCommandsBody(
  commands: readonly Command[],
  names: Readonly<Record<string, string>>,
): SlashCommand[] {
  return commands
    .filter((command) => command.enabledInDiscord && names[command._id])
    .map((command) => ({
      name: names[command._id] as string,
      description: descriptionOf(command),
      type: 1 as const,
      options: slashOptionsOf(command.textCommand ? 'Text' : command.type),
    }))
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, maxGuildCommands);
}

/** The global /sbcode, hidden from members without Manage Server (default_member_permissions). */
export function linkCommandDefinition(manageGuildBit: bigint) {
  return {
    name: linkCommandName,
    description: 'Link this server to your StreamBot channel with the code from the Discord page',
    type: 1,
    default_member_permissions: String(manageGuildBit),
    contexts: [0],
    options: [option('code', 'The code shown on the Discord page of the dashboard', true)],
  };
}
