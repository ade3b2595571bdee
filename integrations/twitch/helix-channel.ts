// A real Twitch channel through Helix (protocols.md section 3): chat and lookups with the cached
// app token, channel changes and follower checks with the broadcaster's own (refreshing) token.
import { ApiClient } from '@twurple/api';
import { StaticAuthProvider } from '@twurple/auth';
import { chatAccountScopes } from './chat-account';
import { fetchSubscriberBadgeUrl } from './chat-badges';
import { lookUpChannelInfo } from './helix-channel-lookup';
import { helixClips } from './helix-clips';
import { helixModeration } from './helix-moderation';
import type { TwitchTokenStore } from './token-store';
import {
  type ChannelInfo,
  maxTitleLength,
  type SetResult,
  type ShoutoutResult,
  type TwitchChannel,
} from './twitch-channel';

const followerCacheMs = 10 * 60 * 1000;
const streamCacheMs = 60 * 1000;
const quiet = { logger: { minLevel: 'critical' as const } };

export function helixChannel(tokens: TwitchTokenStore, streamerId: string): TwitchChannel {
  const config = tokens.config;
  const app = new ApiClient({ authProvider: tokens.app(), ...quiet });
  const broadcasterClient = new ApiClient({ authProvider: tokens.broadcaster(streamerId), ...quiet });
  const broadcaster = async () => broadcasterClient;
  let speaker: Promise<ChatAccountClient | null> | undefined;
  const chatAccount = () => {
    speaker ??= chatAccountClient(tokens, streamerId);
    return speaker;
  };
  const followers = new Map<string, { isFollower: boolean; at: number }>();
  let stream: { liveSince: number | null; at: number } | undefined;

  const change = async (update: () => Promise<void>, value: string): Promise<SetResult> => {
    try {
      await update();
      return { ok: true, value };
    } catch (error) {
      console.error('Helix channel update failed:', error instanceof Error ? error.message : error);
      return {
        ok: false,
        reason: 'Twitch refused the change. Sign in to the dashboard again to renew permissions.',
      };
    }
  };

  return {
    async ownUserIds() {
      const account = await chatAccount();
      return [config.botUserId ?? streamerId, ...(account ? [account.id] : [])];
    },

    async sendChatMessage(text) {
      // The streamer's chosen chat account speaks with its own token; otherwise the bot, with the app token.
      const account = await chatAccount();
      const sent = account
        ? await account.api.asUser(account.id, (ctx) => ctx.chat.sendChatMessage(streamerId, text))
        : await app.chat.sendChatMessageAsApp(config.botUserId ?? streamerId, streamerId, text);
      if (!sent.isSent)
        throw new Error(
          `Twitch dropped the message: ${sent.dropReasonMessage ?? sent.dropReasonCode ?? 'no reason given'}`,
        );
    },

    async isFollower(userId) {
      const cached = followers.get(userId);
      if (cached && Date.now() - cached.at < followerCacheMs) return cached.isFollower;
      const result = await (await broadcaster()).channels.getChannelFollowers(streamerId, userId);
      const isFollower = result.data.length > 0;
      followers.set(userId, { isFollower, at: Date.now() });
      return isFollower;
    },

    async channelInfo(): Promise<ChannelInfo> {
      const channel = await app.channels.getChannelInfoById(streamerId);
      return { game: channel?.gameName ?? '', title: channel?.title ?? '' };
    },

    async setGame(name) {
      const found = await app.search.searchCategories(name, { limit: 20 });
      const game = found.data.find((g) => g.name.toLowerCase() === name.toLowerCase()) ?? found.data[0];
      if (!game) return { ok: false, reason: `No Twitch category matches "${name}".` };
      return change(
        async () => (await broadcaster()).channels.updateChannelInfo(streamerId, { gameId: game.id }),
        game.name,
      );
    },

    async setTitle(title) {
      if (title.length > maxTitleLength)
        return { ok: false, reason: `Titles are at most ${maxTitleLength} characters.` };
      return change(
        async () => (await broadcaster()).channels.updateChannelInfo(streamerId, { title }),
        title,
      );
    },

    async liveSince() {
      if (stream && Date.now() - stream.at < streamCacheMs) return stream.liveSince;
      const live = await app.streams.getStreamByUserId(streamerId);
      stream = { liveSince: live ? live.startDate.getTime() : null, at: Date.now() };
      return stream.liveSince;
    },

    channelInfoOf: (login) => lookUpChannelInfo(tokens, streamerId, login),

    subscriberBadgeUrl: () => fetchSubscriberBadgeUrl(app, streamerId),

    async sendShoutout(login): Promise<ShoutoutResult> {
      const target = await app.users.getUserByName(login.toLowerCase());
      if (!target)
        return { ok: false, why: 'unknownChannel', reason: `No Twitch channel is called ${login}.` };
      try {
        // The broadcaster sends it as their own moderator (moderator:manage:shoutouts).
        await (await broadcaster()).chat.shoutoutUser(streamerId, target.id);
        return { ok: true };
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 429)
          return {
            ok: false,
            why: 'rateLimited',
            reason: 'Twitch allows one shoutout every 2 minutes, and the same channel once an hour.',
          };
        if (status === 400 || status === 401 || status === 403 || !status)
          return {
            ok: false,
            why: 'notAllowed',
            reason:
              'Twitch refused the shoutout: sign in to the dashboard again to allow shoutouts, and be live.',
          };
        return { ok: false, why: 'failed', reason: 'Twitch could not send the shoutout.' };
      }
    },

    async goalTotals() {
      // Both need the broadcaster's own token (moderator:read:followers, channel:read:subscriptions).
      const api = await broadcaster();
      const [followers, subscriptions] = await Promise.all([
        api.channels.getChannelFollowerCount(streamerId),
        api.subscriptions.getSubscriptions(streamerId, { limit: 1 }),
      ]);
      return { followers, subscribers: subscriptions.total, subPoints: subscriptions.points };
    },

    ...helixClips(app, broadcaster, streamerId, () => tokens.grantedScopes(streamerId)),

    moderate: helixModeration(tokens, streamerId),
  };
}

type ChatAccountClient = { id: string; api: ApiClient };

/** The chat account's client, when the streamer set one. */
async function chatAccountClient(
  tokens: TwitchTokenStore,
  streamerId: string,
): Promise<ChatAccountClient | null> {
  const account = await tokens.chatAccount(streamerId);
  if (!account) return null;
  const api = new ApiClient({
    authProvider: new StaticAuthProvider(tokens.config.clientId, account.token, chatAccountScopes),
    ...quiet,
  });
  return { id: account.id, api };
}
