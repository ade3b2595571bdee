// A chat message as the bot sees it, whether it came from EventSub or the Simulator.
import { z } from 'zod';

export const chatRoles = ['broadcaster', 'moderator', 'vip', 'subscriber', 'follower'] as const;
export type ChatRole = (typeof chatRoles)[number];

export type ChatMessage = {
  /** Twitch's message id; repeats of the same id are dropped. */
  messageId: string;
  chatterId: string;
  chatterLogin: string;
  chatterName: string;
  text: string;
  roles: ChatRole[];
  /** Sent from the Simulator: replies are returned, never posted to Twitch. */
  isTest: boolean;
};

export const chatRoleSchema = z.enum(chatRoles);
