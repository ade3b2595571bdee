// The chat part's own functional commands: writing text commands from chat, the stream's category and
// title, choose and roll. Handlers return the reply; the pipeline sends it. Other parts bring theirs.
import { type Command, type CommandInput, commandInputSchema } from '../../core/commands/command';
import { describeRoll, parseDice, rollDice } from '../../core/commands/dice';
import { plainReason } from '../../core/validation/plain-reasons';
import { type ChatCommands, type CommandHandler, type CommandRun, usageReply } from '../chat-commands';

/** Writes a chat command makes to the channel's commands. */
export type CommandStore = {
  /** `refused`: the channel's list is full, in words for the chat. */
  add(input: CommandInput): Promise<'added' | 'duplicate' | { refused: string }>;
  updateText(id: string, input: CommandInput): Promise<void>;
  remove(id: string): Promise<void>;
};

/** "!name reply text" → the name (without !) and the text. */
function nameAndText(rest: string): { name: string; text: string } | null {
  const match = /^!?(\S+)(?:\s+([\s\S]+))?$/.exec(rest.trim());
  return match ? { name: match[1] as string, text: (match[2] ?? '').trim() } : null;
}

const textCommandInput = (name: string, text: string, base?: Command) =>
  commandInputSchema.safeParse({ ...(base ?? {}), command: name, type: 'Text', text });

const addCommand = async (context: CommandRun, store: CommandStore) => {
  const parsed = nameAndText(context.rest);
  if (!parsed?.text) return usageReply(context);
  const input = textCommandInput(parsed.name, parsed.text);
  if (!input.success) return `Could not add !${parsed.name}: ${plainReason(input.error.issues).reason}`;
  const added = await store.add(input.data);
  if (typeof added === 'object') return added.refused;
  if (added === 'added') return `Added !${input.data.command}.`;
  const updater = (await context.commands.all()).find((command) => command.type === 'updatecommand');
  return `!${input.data.command} already exists.${updater ? ` Use !${updater.command} to change it.` : ''}`;
};

const updateCommand = async (context: CommandRun, store: CommandStore) => {
  const parsed = nameAndText(context.rest);
  if (!parsed?.text) return usageReply(context);
  const existing = await context.commands.find(parsed.name);
  if (!existing?.textCommand) return `There is no text command !${parsed.name}.`;
  const input = textCommandInput(existing.command, parsed.text, existing);
  if (!input.success)
    return `Could not update !${existing.command}: ${plainReason(input.error.issues).reason}`;
  await store.updateText(existing._id, input.data);
  return `Updated !${existing.command}.`;
};

const deleteCommand = async (context: CommandRun, store: CommandStore) => {
  const parsed = nameAndText(context.rest);
  if (!parsed) return usageReply(context);
  const existing = await context.commands.find(parsed.name);
  if (!existing) return `There is no command !${parsed.name}.`;
  if (!existing.textCommand) return `!${existing.command} is not a text command; remove it on the dashboard.`;
  await store.remove(existing._id);
  return `Deleted !${existing.command}.`;
};

const setGame: CommandHandler = async ({ rest, twitch }) => {
  if (!rest) return `Current category: ${(await twitch.channelInfo()).game || 'none'}`;
  const result = await twitch.setGame(rest);
  return result.ok ? `Category set to ${result.value}.` : result.reason;
};

const setTitle: CommandHandler = async ({ rest, twitch }) => {
  if (!rest) return `Current title: ${(await twitch.channelInfo()).title || 'none'}`;
  const result = await twitch.setTitle(rest);
  return result.ok ? `Title set to: ${result.value}` : result.reason;
};

const choose: CommandHandler = async (context) => {
  const options = context.rest.split(/\s+/).filter(Boolean);
  if (options.length === 0) return usageReply(context);
  const pick = options[Math.min(options.length - 1, Math.floor(context.random() * options.length))];
  return `${context.message.chatterName}, I choose: ${pick}`;
};

const roll: CommandHandler = async (context) => {
  const dice = parseDice(context.rest);
  if ('error' in dice) return `${context.message.chatterName}, ${dice.error}`;
  return `${context.message.chatterName} ${describeRoll(dice, rollDice(dice, context.random))}`;
};

/** The chat part's own commands; `store` writes the channel's commands. */
export function chatOwnCommands(store: () => CommandStore): ChatCommands {
  return {
    addcommand: (run) => addCommand(run, store()),
    updatecommand: (run) => updateCommand(run, store()),
    deletecommand: (run) => deleteCommand(run, store()),
    game: setGame,
    title: setTitle,
    choose,
    roll,
  };
}
