// What each functional command does. Handlers return the reply; the pipeline sends it.
import type { ChatMessage } from '../../core/chat/chat-message';
import { type Command, type CommandInput, commandInputSchema, keywordKey } from '../../core/commands/command';
import { commandTypeOf, usageOf } from '../../core/commands/command-types';
import { describeRoll, parseDice, rollDice } from '../../core/commands/dice';
import { readRegularsCommand } from '../../core/regulars/regular';
import { plainReason } from '../../core/validation/plain-reasons';
import type { TwitchChannel } from '../../integrations/twitch/twitch-channel';
import type { RegularStore } from '../regulars/channel-regulars';
import type { CommandVenue } from './chat-pipeline';
import type { QuoteStore } from './quote-commands';

/** Writes a chat command makes to the channel's commands. */
export type CommandStore = {
  /** `refused`: the channel's list is full, in words for the chat. */
  add(input: CommandInput): Promise<'added' | 'duplicate' | { refused: string }>;
  updateText(id: string, input: CommandInput): Promise<void>;
  remove(id: string): Promise<void>;
};

export type FunctionalContext = {
  command: Command;
  message: ChatMessage;
  /** Text after the command word. */
  rest: string;
  commands: { find(keyword: string): Promise<Command | undefined>; all(): Promise<Command[]> };
  store: CommandStore;
  quotes: QuoteStore;
  twitch: TwitchChannel;
  shoutout(rest: string): Promise<string>;
  clip(): Promise<string>;
  /** `!permit`'s reply, the permit given to the chat filters. */
  permit(rest: string): Promise<string>;
  /** `!alerts`' reply, the control given to the alert box. */
  alerts(rest: string): Promise<string>;
  /** The regulars list `!regulars` changes. */
  regulars: RegularStore;
  /** The channel's public commands page, when it is on and the site's address is known. */
  publicPageUrl(): Promise<string | null>;
  random: () => number;
  /** Twitch chat or a Discord server: which commands are enabled there and how they are typed. */
  venue: CommandVenue;
  /** Whether the user may use a command here (the one gate's permission half). */
  mayUse(command: Command): Promise<boolean>;
};

type Handler = (context: FunctionalContext) => Promise<string>;

function usage({ command }: FunctionalContext): string {
  const type = commandTypeOf(command.type);
  return type ? `Usage: ${usageOf(type, command.command)}` : '';
}

/** "!name reply text" → the name (without !) and the text. */
function nameAndText(rest: string): { name: string; text: string } | null {
  const match = /^!?(\S+)(?:\s+([\s\S]+))?$/.exec(rest.trim());
  return match ? { name: match[1] as string, text: (match[2] ?? '').trim() } : null;
}

const textCommandInput = (name: string, text: string, base?: Command) =>
  commandInputSchema.safeParse({ ...(base ?? {}), command: name, type: 'Text', text });

const addCommand: Handler = async (context) => {
  const parsed = nameAndText(context.rest);
  if (!parsed?.text) return usage(context);
  const input = textCommandInput(parsed.name, parsed.text);
  if (!input.success) return `Could not add !${parsed.name}: ${plainReason(input.error.issues).reason}`;
  const added = await context.store.add(input.data);
  if (typeof added === 'object') return added.refused;
  if (added === 'added') return `Added !${input.data.command}.`;
  const updater = (await context.commands.all()).find((command) => command.type === 'updatecommand');
  return `!${input.data.command} already exists.${updater ? ` Use !${updater.command} to change it.` : ''}`;
};

const updateCommand: Handler = async (context) => {
  const parsed = nameAndText(context.rest);
  if (!parsed?.text) return usage(context);
  const existing = await context.commands.find(parsed.name);
  if (!existing?.textCommand) return `There is no text command !${parsed.name}.`;
  const input = textCommandInput(existing.command, parsed.text, existing);
  if (!input.success)
    return `Could not update !${existing.command}: ${plainReason(input.error.issues).reason}`;
  await context.store.updateText(existing._id, input.data);
  return `Updated !${existing.command}.`;
};

const deleteCommand: Handler = async (context) => {
  const parsed = nameAndText(context.rest);
  if (!parsed) return usage(context);
  const existing = await context.commands.find(parsed.name);
  if (!existing) return `There is no command !${parsed.name}.`;
  if (!existing.textCommand) return `!${existing.command} is not a text command; remove it on the dashboard.`;
  await context.store.remove(existing._id);
  return `Deleted !${existing.command}.`;
};

const listCommands: Handler = async (context) => {
  // The public page lists every command with what it says: the link says more than a list of names.
  const page = context.venue.listsOnPublicPage ? await context.publicPageUrl() : null;
  if (page) return `This channel's commands: ${page}`;
  const usable: string[] = [];
  for (const command of await context.commands.all()) {
    if (!context.venue.enabled(command)) continue;
    if (await context.mayUse(command)) usable.push(context.venue.invocation(command));
  }
  usable.sort((a, b) => keywordKey(a).localeCompare(keywordKey(b)));
  return usable.length > 0 ? `Commands: ${usable.join(', ')}` : 'There are no commands you can use here yet.';
};

const setGame: Handler = async ({ rest, twitch }) => {
  if (!rest) return `Current category: ${(await twitch.channelInfo()).game || 'none'}`;
  const result = await twitch.setGame(rest);
  return result.ok ? `Category set to ${result.value}.` : result.reason;
};

const setTitle: Handler = async ({ rest, twitch }) => {
  if (!rest) return `Current title: ${(await twitch.channelInfo()).title || 'none'}`;
  const result = await twitch.setTitle(rest);
  return result.ok ? `Title set to: ${result.value}` : result.reason;
};

const choose: Handler = async (context) => {
  const options = context.rest.split(/\s+/).filter(Boolean);
  if (options.length === 0) return usage(context);
  const pick = options[Math.min(options.length - 1, Math.floor(context.random() * options.length))];
  return `${context.message.chatterName}, I choose: ${pick}`;
};

const roll: Handler = async (context) => {
  const dice = parseDice(context.rest);
  if ('error' in dice) return `${context.message.chatterName}, ${dice.error}`;
  return `${context.message.chatterName} ${describeRoll(dice, rollDice(dice, context.random))}`;
};

const shoutout: Handler = async (context) => {
  if (!context.rest.trim()) return usage(context);
  return context.shoutout(context.rest);
};

const clip: Handler = (context) => context.clip();

const permit: Handler = async (context) =>
  context.rest.trim() ? context.permit(context.rest) : usage(context);

const alerts: Handler = async (context) =>
  context.rest.trim() ? context.alerts(context.rest) : usage(context);

const regulars: Handler = async (context) => {
  const request = readRegularsCommand(context.rest);
  if (!request) return usage(context);
  if ('refused' in request) return request.refused;
  const name = request.displayName ?? request.login;
  if (request.action === 'remove') {
    const removed = await context.regulars.remove(request.login);
    return removed ? `Removed ${name} from the regulars.` : `${name} was not a regular.`;
  }
  const added = await context.regulars.add(request);
  if (typeof added === 'object') return added.refused;
  return added === 'added' ? `Added ${name} to the regulars.` : `${name} is already a regular.`;
};

export const functionalHandlers: Record<string, Handler> = {
  addcommand: addCommand,
  updatecommand: updateCommand,
  deletecommand: deleteCommand,
  commands: listCommands,
  game: setGame,
  title: setTitle,
  choose,
  roll,
  shoutout,
  clip,
  permit,
  alerts,
  regulars,
};
