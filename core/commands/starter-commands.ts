// "Add the usual commands": the commands most channels start with, added in one click. Each is an
// ordinary command (the streamer edits or deletes it like any other); ones whose name is taken are
// skipped, so the set never replaces what the streamer made.
import { type CommandInput, commandInputSchema, keywordKey } from './command';

type StarterCommand = { command: string; type: string; text?: string; cooldownSeconds?: number };

export const starterCommands: readonly StarterCommand[] = [
  { command: 'commands', type: 'commands' },
  {
    command: 'uptime',
    type: 'Text',
    text: '{if.{live}|{channel} has been live for {uptime}.|{channel} is offline.}',
  },
  { command: 'so', type: 'shoutout' },
  { command: 'quote', type: 'quote' },
  { command: 'addquote', type: 'addquote' },
  {
    command: 'lurk',
    type: 'Text',
    text: '{username} is lurking now. Enjoy the stream, {username}!',
  },
  {
    command: 'hug',
    type: 'Text',
    text: '{if.{equals.{target}|}|{username} hugs everyone in chat!|{username} gives {target} a big hug!}',
    cooldownSeconds: 5,
  },
  { command: 'roll', type: 'roll' },
];

/** The starter commands whose name the channel does not use yet, as the API takes them. */
export function missingStarterCommands(existingKeywords: readonly string[]): CommandInput[] {
  const taken = new Set(existingKeywords.map(keywordKey));
  return starterCommands
    .filter((starter) => !taken.has(keywordKey(starter.command)))
    .map((starter) => commandInputSchema.parse(starter));
}
