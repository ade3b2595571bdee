// The channel's channel-point rewards, for the pickers of channel-point replies and the incrementor:
// the shape the dashboard API answers with and the one rule the reply titles follow.
import { z } from 'zod';

export const channelRewardSchema = z.object({
  id: z.string(),
  title: z.string(),
  cost: z.number().int().nonnegative(),
  enabled: z.boolean(),
});

export type ChannelReward = z.infer<typeof channelRewardSchema>;

/** GET /api/rewards: the rewards, or why there are none to pick (typed titles still work then). */
export type RewardsAnswer = { status: true; rewards: ChannelReward[] } | { status: false; reason: string };

/** Reward titles are matched ignoring case and surrounding spaces, as Twitch keeps them unique. */
export const rewardTitleKey = (title: string) => title.trim().toLowerCase();

/**
 * The other reply already answering this title (ignoring case), or undefined: one redemption must not
 * post two replies because a title was typed twice.
 */
export function replyWithSameTitle<T extends { _id: string; redemptionTitle: string }>(
  replies: readonly T[],
  title: string,
  ownId: string | undefined,
): T | undefined {
  const key = rewardTitleKey(title);
  return replies.find((reply) => reply._id !== ownId && rewardTitleKey(reply.redemptionTitle) === key);
}

/** Why a save is refused when the title is taken, naming the reply that has it. */
export const duplicateTitleReason = (existing: string) =>
  `A reply for the reward "${existing}" exists already (titles are matched ignoring case): edit that reply instead.`;
