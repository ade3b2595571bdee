// The channel's custom channel-point rewards (Helix Get Custom Reward, protocols.md section 9:
// GET /helix/channel_points/custom_rewards?broadcaster_id, scope channel:read:redemptions), read with the
// broadcaster's own token for the dashboard's reward pickers.
import { ApiClient } from '@twurple/api';
import type { RewardsAnswer } from '../../core/redemptions/channel-rewards';
import { ReconnectNeededError, type TwitchTokenStore } from './token-store';

export const rewardsScope = 'channel:read:redemptions';

const quiet = { logger: { minLevel: 'critical' as const } };

/** The rewards, or why they cannot be listed; never throws, so the page can still take a typed title. */
export async function channelRewards(tokens: TwitchTokenStore, streamerId: string): Promise<RewardsAnswer> {
  if (!(await tokens.grantedScopes(streamerId)).includes(rewardsScope))
    return {
      status: false,
      reason: `Your rewards cannot be listed: the dashboard needs the ${rewardsScope} permission. Reconnect Twitch to give it; meanwhile type the reward's title.`,
    };
  try {
    const api = new ApiClient({ authProvider: tokens.broadcaster(streamerId), ...quiet });
    const rewards = await api.channelPoints.getCustomRewards(streamerId);
    return {
      status: true,
      rewards: rewards.map((reward) => ({
        id: reward.id,
        title: reward.title,
        cost: reward.cost,
        enabled: reward.isEnabled,
      })),
    };
  } catch (error) {
    if (error instanceof ReconnectNeededError)
      return {
        status: false,
        reason:
          'Your rewards cannot be listed: Twitch needs you to sign in again. Meanwhile type the reward’s title.',
      };
    console.error('Get Custom Reward failed:', error instanceof Error ? error.message : error);
    return {
      status: false,
      reason:
        'Twitch did not answer with your rewards just now, so type the reward’s title (it still works) or reload later.',
    };
  }
}
