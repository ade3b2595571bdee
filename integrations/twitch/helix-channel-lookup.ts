// {targetLastGame} and {targetLastTitle}: another channel's game and title, asked of Helix with the
// app token every channel shares. Each look-up is granted by the token's shared budget first and tells
// it what Helix's `Ratelimit-*` headers said after each call (core/limits/app-token-budget.ts).
import { z } from 'zod';
import { AppTokenBudgetRefusal, helixRateLimitOf } from '../../core/limits/app-token-budget';
import type { TwitchTokenStore } from './token-store';
import type { ChannelInfo } from './twitch-channel';

/** Helix points one look-up spends: Get Users, then Get Channel Information. */
export const channelLookupCost = 2;

const usersAnswer = z.object({ data: z.array(z.object({ id: z.string() })) });
const channelsAnswer = z.object({ data: z.array(z.object({ game_name: z.string(), title: z.string() })) });

/** `login`'s game and title, or null for no such channel; throws AppTokenBudgetRefusal when refused. */
export async function lookUpChannelInfo(
  tokens: TwitchTokenStore,
  streamerId: string,
  login: string,
): Promise<ChannelInfo | null> {
  const budget = tokens.appTokenBudget?.();
  const grant = await budget?.askAppToken(streamerId, channelLookupCost);
  if (grant && !grant.ok) throw new AppTokenBudgetRefusal(grant.retryAfterSeconds);
  const helix = tokens.appFetch();
  const get = async <T>(path: string, schema: z.ZodType<T>): Promise<T> => {
    const response = await helix(path);
    const rateLimit = helixRateLimitOf(response.headers);
    if (budget && rateLimit) await budget.heardFromHelix(rateLimit);
    if (!response.ok) throw new Error(`Helix answered ${response.status} to a channel look-up`);
    return schema.parse(await response.json());
  };
  const [user] = (await get(`/users?login=${encodeURIComponent(login.toLowerCase())}`, usersAnswer)).data;
  if (!user) return null;
  const [channel] = (await get(`/channels?broadcaster_id=${encodeURIComponent(user.id)}`, channelsAnswer))
    .data;
  return channel ? { game: channel.game_name, title: channel.title } : null;
}
