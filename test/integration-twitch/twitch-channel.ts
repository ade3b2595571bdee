// Set-up for tests with a real Twitch app configured: a streamer with encrypted tokens and a
// session, and outbound fetch routed to the fake Twitch.
import { env } from 'cloudflare:workers';
import { openDatabase } from '../../db/client';
import { createSession } from '../../db/sessions';
import { upsertStreamer } from '../../db/streamers';
import { encryptToken, importTokenKey } from '../../db/token-cipher';
import { routeOutboundFetch } from '../fakes/outbound';
import { createFakeHelix } from '../fakes/twitch-helix';

export const botId = env.TWITCH_BOT_USER_ID as string;
export const broadcasterToken = 'broadcaster-user-token';
export const chatAccountToken = 'chat-account-user-token';
export const chatAccount = { id: '800000008', login: 'shoutbot' };

/** Each test gets its own channel (and so its own ChannelDO and rate limit). */
export async function twitchChannelFixture(options: { extraScopes?: string[] } = {}) {
  const streamerId = String(40_000_000 + Math.floor(Math.random() * 1_000_000));
  // Unique per channel: the hourly validation sees earlier tests' streamers too, and must not spend it.
  const refreshToken = `broadcaster-refresh-${streamerId}`;
  const twitch = createFakeHelix({
    clientId: env.TWITCH_CLIENT_ID as string,
    clientSecret: env.TWITCH_CLIENT_SECRET as string,
    userTokens: [broadcasterToken, chatAccountToken, 'token-without-scopes', 'token-of-another-app'],
    refreshTokens: [refreshToken],
    tokenInfo: {
      [broadcasterToken]: {
        user_id: streamerId,
        login: 'dallas',
        scopes: ['channel:bot'],
        client_id: env.TWITCH_CLIENT_ID as string,
      },
      [chatAccountToken]: {
        user_id: chatAccount.id,
        login: chatAccount.login,
        scopes: ['user:read:chat', 'user:write:chat', 'user:bot'],
        client_id: env.TWITCH_CLIENT_ID as string,
      },
      'token-without-scopes': {
        user_id: '1',
        login: 'someone',
        scopes: ['user:read:chat'],
        client_id: env.TWITCH_CLIENT_ID as string,
      },
      'token-of-another-app': {
        user_id: '2',
        login: 'other',
        scopes: ['user:read:chat', 'user:write:chat', 'user:bot'],
        client_id: 'another-client',
      },
    },
  });
  const restore = routeOutboundFetch({ 'id.twitch.tv': twitch.app, 'api.twitch.tv': twitch.app });
  const key = await importTokenKey(env.TOKEN_ENCRYPTION_KEY as string);
  const db = openDatabase(env.DB);
  await upsertStreamer(
    db,
    { streamerId: streamerId, login: 'dallas', displayName: 'Dallas' },
    {
      accessTokenEnc: await encryptToken(key, broadcasterToken),
      refreshTokenEnc: await encryptToken(key, refreshToken),
      scopes: [
        'channel:bot',
        'moderator:read:followers',
        'channel:read:subscriptions',
        'channel:manage:broadcast',
        'moderator:manage:shoutouts',
        ...(options.extraScopes ?? []),
      ],
      obtainedAt: Date.now(),
      expiresIn: 14_400,
    },
    Date.now(),
  );
  const cookie = `session=${await createSession(db, streamerId, Date.now())}`;
  return { twitch, restore, cookie, streamerId, refreshToken, expireUserToken: twitch.expireUserToken };
}

/** Replies leave the channel in the background; wait until the fake Twitch has them. */
export async function eventually(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the fake Twitch');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The overlay key of the fixture's streamer. */
export async function overlayKeyOf(streamerId: string): Promise<string> {
  const row = await env.DB.prepare('SELECT overlay_secret_key AS key FROM streamers WHERE twitch_user_id = ?')
    .bind(streamerId)
    .first<{ key: string }>();
  if (!row) throw new Error('fixture streamer missing');
  return row.key;
}
