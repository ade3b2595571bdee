// Requests the Simulator page sends; the worker validates them with the same schemas.
import { z } from 'zod';
import { chatRoleSchema, chatRoles } from '../chat/chat-message';
import { type LiveEventType, liveEventTypes } from '../live/live-event';

/** Twitch logins are 1-25 characters; the Simulator accepts display names of the same length. */
export const simulatedChatSchema = z.object({
  user: z.string().trim().min(1, 'user is required').max(25, 'user is at most 25 characters'),
  text: z.string().min(1, 'text is required').max(500, 'text is at most 500 characters'),
  roles: z.array(chatRoleSchema).max(chatRoles.length).default([]),
});

/** Stream start and end come from no viewer: they name no one and cannot be a flood. */
export const isFromViewer = (type: LiveEventType) => type !== 'streamOnline' && type !== 'streamOffline';

const floodCountRule = 'count, the number of events to fire, must be a whole number from 1 to 500';

export const simulatedEventSchema = z
  .object({
    type: z.enum(liveEventTypes),
    user: z.string().trim().min(1).max(25).optional(),
    amount: z.number().positive().max(1_000_000).optional(),
    message: z.string().max(500).optional(),
    reward: z.string().trim().min(1).max(45).optional(),
    /** ISO 4217 code of a tip's currency. */
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'currency is a three-letter code such as USD')
      .optional(),
    /** A flood: this many events, each from a made-up viewer (`user` then names no one). */
    count: z.number().int(floodCountRule).min(1, floodCountRule).max(500, floodCountRule).default(1),
  })
  .refine((event) => event.count === 1 || isFromViewer(event.type), {
    message: 'A count above 1 is for events from viewers: stream start and end have no viewer',
    path: ['count'],
  });

export type SimulatedChat = z.infer<typeof simulatedChatSchema>;
export type SimulatedEvent = z.infer<typeof simulatedEventSchema>;

/** A slash command run from the Simulator's Discord panel, as a member with these roles (names or ids). */
export const simulatedDiscordSchema = z.object({
  user: z.string().trim().min(1, 'user is required').max(32, 'user is at most 32 characters'),
  command: z
    .string()
    .trim()
    .transform((name) => name.replace(/^\//, ''))
    .pipe(z.string().min(1, 'command is required').max(32, 'command is at most 32 characters')),
  text: z.string().max(2000, 'text is at most 2000 characters').optional(),
  roles: z.array(z.string().trim().min(1).max(100)).max(25).default([]),
  admin: z.boolean().default(false),
});

export type SimulatedDiscord = z.infer<typeof simulatedDiscordSchema>;
