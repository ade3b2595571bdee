// A chat command as the API and pages exchange it, with the rules every layer applies.
import { z } from 'zod';
import { commandTypeNames, commandTypeOf } from './command-types';

/** 1-32 characters, no spaces; a leading ! is dropped and letters are kept as typed. */
/** Control and format characters (zero-width spaces, joiners, direction marks, BOM) and lone surrogates. */
const invisibleCharacter = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]|\p{Cs}/u;

/** Whether every character of a keyword is one chat can show (so a command cannot look like another). */
export function hasOnlyVisibleCharacters(text: string): boolean {
  return !invisibleCharacter.test(text);
}

export const commandKeywordSchema = z
  .string()
  .trim()
  .transform((keyword) => keyword.replace(/^!/, ''))
  .pipe(
    z
      .string()
      .min(1, 'the command needs a keyword')
      .max(32, 'a command keyword is at most 32 characters')
      .regex(/^\S+$/, 'a command keyword cannot contain spaces')
      .refine(hasOnlyVisibleCharacters, 'a command keyword cannot contain invisible or control characters'),
  );

export const maxCommandTextLength = 2000;
export const maxCooldownSeconds = 3600;

/** What a streamer may set on a command; id, usage count and kind flags are the server's. */
export const commandInputSchema = z
  .object({
    command: commandKeywordSchema,
    type: z.enum(commandTypeNames, { message: 'unknown command type' }),
    text: z
      .string()
      .max(maxCommandTextLength, `the reply is at most ${maxCommandTextLength} characters`)
      .default(''),
    /** Left out: the type's default (mods only for commands that change the channel). */
    needsMod: z.boolean().optional(),
    followersOnly: z.boolean().default(false),
    subsOnly: z.boolean().default(false),
    enabledInTwitch: z.boolean().default(true),
    enabledInDiscord: z.boolean().default(false),
    cooldownSeconds: z.number().int().min(0).max(maxCooldownSeconds).default(0),
  })
  .refine((command) => commandTypeOf(command.type)?.kind !== 'text' || command.text.trim().length > 0, {
    message: 'a text command needs a reply text',
    path: ['text'],
  })
  .transform((command) => ({
    ...command,
    needsMod: command.needsMod ?? commandTypeOf(command.type)?.modsOnlyByDefault === true,
  }));

export type CommandInput = z.output<typeof commandInputSchema>;

/** A stored command, in the spec's response shape. */
export type Command = Omit<CommandInput, 'command'> & {
  _id: string;
  command: string;
  numberOfTimesUsed: number;
  textCommand: boolean;
  quoteCommand: boolean;
};

/** Keywords are unique per channel regardless of case. */
export const keywordKey = (keyword: string) => keyword.toLowerCase();
