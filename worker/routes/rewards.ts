// /api/rewards: the channel's channel-point rewards for the reward pickers; dev mode lists demo rewards.
import { Hono } from 'hono';
import type { RewardsAnswer } from '../../core/redemptions/channel-rewards';
import { demoRewards } from '../../core/redemptions/demo-rewards';
import { channelRewards } from '../../integrations/twitch/helix-rewards';
import { twitchTokenStore } from '../../integrations/twitch/token-store';
import type { AppEnv } from '../env';
import { changesNothing } from '../route-properties';

export const rewardRoutes = new Hono<AppEnv>().get('/', changesNothing, async (c) => {
  const tokens = twitchTokenStore(c.env);
  const answer: RewardsAnswer = tokens
    ? await channelRewards(tokens, c.get('streamer').streamerId)
    : { status: true, rewards: demoRewards };
  return c.json(answer);
});
