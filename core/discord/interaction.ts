// Discord interactions as the bot reads them (protocols.md 5.1), and the command request the channel
// answers, whether it came signed from Discord or from the Simulator.
import { z } from 'zod';

export const interactionTypes = { ping: 1, applicationCommand: 2 } as const;
export const callbackTypes = { pong: 1, message: 4, deferredMessage: 5 } as const;
export const ephemeralFlag = 1 << 6;

const optionSchema = z.object({
  name: z.string(),
  type: z.number(),
  value: z.union([z.string(), z.number(), z.boolean()]).optional(),
});

const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  global_name: z.string().nullish(),
});

export const interactionSchema = z.object({
  id: z.string(),
  application_id: z.string(),
  type: z.number().int(),
  token: z.string(),
  guild_id: z.string().optional(),
  channel_id: z.string().optional(),
  channel: z.object({ name: z.string().nullish() }).partial().optional(),
  member: z
    .object({
      user: userSchema,
      nick: z.string().nullish(),
      roles: z.array(z.string()).default([]),
      permissions: z.string().optional(),
    })
    .optional(),
  user: userSchema.optional(),
  data: z.object({ name: z.string(), options: z.array(optionSchema).optional() }).optional(),
});

export type Interaction = z.infer<typeof interactionSchema>;

/** The words after the command: the first option's value (every command takes at most one). */
export function optionText(interaction: Pick<Interaction, 'data'>): string {
  const value = interaction.data?.options?.[0]?.value;
  return value === undefined ? '' : String(value).trim();
}

/** A member's name as the server shows it. */
export function memberName(interaction: Interaction): string {
  const member = interaction.member;
  const user = member?.user ?? interaction.user;
  return member?.nick || user?.global_name || user?.username || 'someone';
}

/** A slash command for a linked channel to answer. */
export type DiscordCommandRequest = {
  /** Discord's id of the interaction: the channel acts on each id once. */
  interactionId: string;
  guildId: string;
  commandName: string;
  /** The option's value: what follows the command in Twitch chat. */
  text: string;
  member: { id: string; name: string; roleIds: string[]; isAdmin: boolean };
  channelName: string;
  moderatorRoleId: string | null;
  /** The worker's public origin, for links to its images. */
  origin: string;
  /** From the Simulator: nothing reaches Discord or Twitch. */
  isTest: boolean;
};

export type DiscordMessageAnswer = {
  kind: 'message';
  content: string;
  ephemeral: boolean;
  roleMentions: string[];
  imageUrl?: string;
};

/**
 * The channel's answer: a message, "defer" when it needs an outside call first, or "replayed" for an
 * id answered before (with that first answer once there is one), which runs nothing.
 */
export type DiscordAnswer =
  | DiscordMessageAnswer
  | { kind: 'defer' }
  | { kind: 'replayed'; first: DiscordMessageAnswer | null };
