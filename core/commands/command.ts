// A chat command as the API and pages exchange it, with the rules every layer applies.
import { z } from 'zod';
import { twitchLoginSchema } from '../chat/twitch-login';
import { commandTypeNames, commandTypeOf, venuesByDefault } from './command-types';

/** Control and format characters (zero-width spaces, joiners, direction marks, BOM) and lone surrogates. */
const invisibleCharacter = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]|\p{Cs}/u;

/** Whether every character of a keyword is one chat can show (so a command cannot look like another). */
export function hasOnlyVisibleCharacters(text: string): boolean {
  return !invisibleCharacter.test(text);
}

/** 1-32 characters, no spaces; one leading ! is dropped (a second is refused) and letters are kept as typed. */
export const commandKeywordSchema = z
  .string()
  .trim()
  .transform((keyword) => keyword.replace(/^!/, ''))
  .pipe(
    z
      .string()
      .min(1, 'the command needs a name')
      .max(32, 'a command name is at most 32 characters')
      .regex(/^\S+$/, 'a command name cannot contain spaces')
      .refine((keyword) => !keyword.startsWith('!'), 'a command name starts with one ! only')
      .refine(hasOnlyVisibleCharacters, 'a command name cannot contain invisible or control characters'),
  );

export const maxCommandTextLength = 2000;
export const maxCooldownSeconds = 3600;

export const commandTextSchema = z
  .string()
  .max(
    maxCommandTextLength,
    `the reply is at most ${maxCommandTextLength.toLocaleString('en-US')} characters`,
  );

export const cooldownSchema = z
  .number()
  .int('the cooldown is a whole number of seconds')
  .min(0, 'the cooldown cannot be negative')
  .max(
    maxCooldownSeconds,
    `the cooldown is at most ${maxCooldownSeconds.toLocaleString('en-US')} seconds (an hour)`,
  );

/** The most logins a command's Users option lists: a few friends or a team, not an audience. */
export const maxAllowedUsers = 50;

/** The Users option: Twitch logins (any case, an optional @), kept lower-cased and once each. */
export const allowedUsersSchema = z
  .array(twitchLoginSchema)
  .max(maxAllowedUsers, `the Users option lists at most ${maxAllowedUsers} logins`)
  .transform((logins) => [...new Set(logins)]);

/** What a streamer may set on a command; id, usage count and kind flags are the server's. */
export const commandInputSchema = z
  .object({
    command: commandKeywordSchema,
    type: z.enum(commandTypeNames, { message: 'that is an unknown command type: choose one the page lists' }),
    text: commandTextSchema.default(''),
    /** Left out: the type's default (mods only for commands that change the channel). */
    needsMod: z.boolean().optional(),
    followersOnly: z.boolean().default(false),
    subsOnly: z.boolean().default(false),
    /** Regulars, VIPs, moderators and the broadcaster only. */
    regularsOnly: z.boolean().default(false),
    /** VIPs, moderators and the broadcaster only. */
    vipsOnly: z.boolean().default(false),
    /** When not empty, only these logins (and moderators, the broadcaster) may use it; Twitch chat only. */
    allowedUsers: allowedUsersSchema.default([]),
    /** Left off the channel's public commands page. */
    hiddenOnPublicPage: z.boolean().default(false),
    /** Left out: where the type runs (Twitch only, except Discord-only types). */
    enabledInTwitch: z.boolean().optional(),
    enabledInDiscord: z.boolean().optional(),
    cooldownSeconds: cooldownSchema.default(0),
  })
  .refine((command) => commandTypeOf(command.type)?.kind !== 'text' || command.text.trim().length > 0, {
    message: 'a text command needs a reply text',
    path: ['text'],
  })
  .transform((command) => {
    const type = commandTypeOf(command.type);
    const venues = venuesByDefault(type);
    return {
      ...command,
      needsMod: command.needsMod ?? type?.modsOnlyByDefault === true,
      enabledInTwitch: command.enabledInTwitch ?? venues.enabledInTwitch,
      enabledInDiscord: command.enabledInDiscord ?? venues.enabledInDiscord,
    };
  });

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
