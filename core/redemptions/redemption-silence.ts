// Whether anything answers a channel-point redemption, and when nothing does, why, in the words the
// Simulator shows (as chat commands have core/chat/chat-answer.ts).
import type { IncrementorSettings } from '../incrementor/incrementor';
import { rewardTitleKey } from './channel-rewards';
import type { TextReply } from './text-reply';

/** Whether the incrementor counts (and answers) a redemption of this reward. */
export const incrementorCounts = (
  counter: Pick<IncrementorSettings, 'isIncrementorEnabled' | 'incrementorTitle'>,
  reward: string,
) => counter.isIncrementorEnabled && rewardTitleKey(counter.incrementorTitle) === rewardTitleKey(reward);

/**
 * Why no reply answers: no reply or counter has the title (`noReply`), its only replies are switched off
 * (`replyOff`), or it is the incrementor's reward and the incrementor is off (`incrementorOff`).
 */
export type RedemptionSilence = 'noReply' | 'replyOff' | 'incrementorOff';

/** Why the bot stays silent to a redemption of `reward`, or null when something answers it. */
export function redemptionSilence(
  replies: readonly Pick<TextReply, 'redemptionTitle' | 'enabled'>[],
  counter: Pick<IncrementorSettings, 'isIncrementorEnabled' | 'incrementorTitle'>,
  reward: string,
): RedemptionSilence | null {
  const key = rewardTitleKey(reward);
  const named = replies.filter((reply) => rewardTitleKey(reply.redemptionTitle) === key);
  if (incrementorCounts(counter, reward) || named.some((reply) => reply.enabled)) return null;
  if (named.length > 0) return 'replyOff';
  if (rewardTitleKey(counter.incrementorTitle) === key) return 'incrementorOff';
  return 'noReply';
}

const explanations: Record<RedemptionSilence, (reward: string) => string> = {
  noReply: (reward) =>
    `No channel-point reply or incrementor answers the reward "${reward}". Add a reply for it under Platform Settings → Twitch, or check the title.`,
  replyOff: (reward) =>
    `The reply to "${reward}" is switched off. Tick "Enabled" on it under Platform Settings → Twitch.`,
  incrementorOff: (reward) =>
    `"${reward}" is the incrementor's reward, but the incrementor is switched off. Switch it on under Platform Settings → Twitch.`,
};

/** Why the bot said nothing to the redemption, in plain words. */
export function explainRedemptionSilence(why: RedemptionSilence, reward: string): string {
  return explanations[why](reward);
}
