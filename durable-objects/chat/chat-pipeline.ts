// The chat hot path after the entry point: the same for EventSub deliveries and the Simulator.
import type { ChatMessage } from '../../core/chat/chat-message';

export type ChatContext = {
  /** The bot's own Twitch user id: its messages arrive through EventSub too and must not loop. */
  botUserId: string | undefined;
};

/**
 * The bot's replies to one chat message. Commands are matched here once the chat bot's command
 * store exists; until then no message asks anything of the bot.
 */
export function repliesTo(message: ChatMessage, context: ChatContext): string[] {
  if (context.botUserId && message.chatterId === context.botUserId) return [];
  return [];
}
