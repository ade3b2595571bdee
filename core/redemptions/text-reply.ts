// Channel-point text replies: the bot answers a redemption of the reward with this title.
import { z } from 'zod';
import { rewardTitleKey } from './channel-rewards';

export const maxTextReplyLength = 6000;
/** Twitch reward titles are at most 45 characters. */
export const maxRewardTitleLength = 45;

export type TextReply = { _id: string; redemptionTitle: string; text: string; enabled: boolean };

export const newTextReply = {
  redemptionTitle: 'Example Title',
  text: 'This was redeemed by {username}.',
  enabled: true,
};

export const textReplyInputSchema = z.object({
  _id: z.string().min(1).optional(),
  redemptionTitle: z
    .string()
    .trim()
    .min(1, 'the reward title is required')
    .max(maxRewardTitleLength, `reward titles are at most ${maxRewardTitleLength} characters`),
  text: z
    .string()
    .trim()
    .min(1, 'the reply text is required')
    .max(maxTextReplyLength, `the reply is at most ${maxTextReplyLength} characters`),
  enabled: z.boolean().default(true),
});

export const deleteTextReplySchema = z.object({ _id: z.string().min(1, 'the reply has no _id') });

export type TextReplyInput = z.infer<typeof textReplyInputSchema>;

/** The enabled replies for a reward, matched by title regardless of case. */
export function repliesForReward(replies: TextReply[], rewardTitle: string): TextReply[] {
  const title = rewardTitleKey(rewardTitle);
  return replies.filter((reply) => reply.enabled && rewardTitleKey(reply.redemptionTitle) === title);
}
