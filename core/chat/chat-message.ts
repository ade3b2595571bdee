// A chat message as the bot sees it, whether it came from EventSub or the Simulator.
import { z } from 'zod';
import type { Invocation } from '../commands/invocation';

/**
 * Who a chatter is in the channel. `regular` is the product's own standing between viewers and
 * moderators (the chat filters can leave regulars alone); Twitch's badges never carry it.
 */
export const chatRoles = ['broadcaster', 'moderator', 'vip', 'subscriber', 'follower', 'regular'] as const;
export type ChatRole = (typeof chatRoles)[number];

/** A piece of a chat message as EventSub splits it (protocols.md section 2): emotes come marked. */
export type ChatFragment =
  | { type: 'text'; text: string }
  | { type: 'emote'; text: string; id: string; animated: boolean }
  | { type: 'cheermote'; text: string; bits: number };

export type ChatMessage = {
  /** Twitch's message id; repeats of the same id are dropped. */
  messageId: string;
  chatterId: string;
  chatterLogin: string;
  chatterName: string;
  text: string;
  /** The command it asks for, read once where the message enters (null: plain chat). */
  invocation: Invocation | null;
  roles: ChatRole[];
  /** Sent from the Simulator: replies are returned, never posted to Twitch. */
  isTest: boolean;
  /** The text split as Twitch marks it; absent means one plain text piece. */
  fragments?: ChatFragment[];
  /** Bits cheered with this message. */
  cheerBits?: number;
  /** Shared chat: the channel the message was typed in, when that is another channel. */
  sourceChannelId?: string;
};

export const chatRoleSchema = z.enum(chatRoles);
