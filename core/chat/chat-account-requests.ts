// The chat account's request, shared by the worker and the page.
import { z } from 'zod';

export const assignChatAccountSchema = z.object({
  token: z
    .string()
    .trim()
    .min(1, 'paste the token first')
    .max(200, 'that is not a Twitch token')
    .transform((token) => token.replace(/^oauth:/i, '')),
});

/** Dev mode has no Twitch: this token stands for a simulated bot account. */
export const simulatedChatAccountToken = 'simulated-chat-account-token';
