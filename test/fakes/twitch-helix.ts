// A fake Twitch (id.twitch.tv client credentials + the Helix endpoints the bot uses), answering with
// the documented JSON shapes (protocols.md sections 1.1, 3.1-3.6) and recording what the bot did.
import { type Context, Hono } from 'hono';
import { helixUserRow } from './helix-user';

export type SentChat = { broadcaster_id: string; sender_id: string; message: string };

/** A clip as Get Clips returns it (protocols.md 3.3). */
export type HelixClip = {
  id: string;
  url: string;
  embed_url: string;
  broadcaster_id: string;
  broadcaster_name: string;
  creator_id: string;
  creator_name: string;
  video_id: string;
  game_id: string;
  language: string;
  title: string;
  view_count: number;
  created_at: string;
  thumbnail_url: string;
  duration: number;
  vod_offset: number | null;
  is_featured: boolean;
};

/** A clip of `streamerId` made at `createdAt`, with the documented fields. */
export function helixClip(
  streamerId: string,
  id: string,
  createdAt: number,
  more: Partial<HelixClip> = {},
): HelixClip {
  return {
    id,
    url: `https://clips.twitch.tv/${id}`,
    embed_url: `https://clips.twitch.tv/embed?clip=${id}`,
    broadcaster_id: streamerId,
    broadcaster_name: 'Dallas',
    creator_id: '12345',
    creator_name: 'Clipper',
    video_id: '',
    game_id: '504461',
    language: 'en',
    title: `Clip ${id}`,
    view_count: 1,
    created_at: new Date(createdAt).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    thumbnail_url: `https://static-cdn.jtvnw.net/twitch-clips-thumbnails-prod/${id}/preview-480x272.jpg`,
    duration: 12.5,
    vod_offset: null,
    is_featured: false,
    ...more,
  };
}

/** Get Clips stops paging at about this many results (protocols.md 3.3). */
const clipResultCap = 1000;

type TokenInfo = { user_id: string; login: string; scopes: string[]; client_id: string };

export function createFakeHelix(options: {
  clientId: string;
  clientSecret: string;
  userTokens: string[];
  /** What /oauth2/validate says about user tokens (the chat account's, say). */
  tokenInfo?: Record<string, TokenInfo>;
  /** Refresh tokens of user grants (grant_type=refresh_token). */
  refreshTokens?: string[];
}) {
  const state = {
    appTokensIssued: 0,
    appToken: `app-token-${crypto.randomUUID()}`,
    subscriptions: [] as {
      id: string;
      type: string;
      version: string;
      condition: Record<string, string>;
      transport: Record<string, string>;
    }[],
    refuseSubscriptions: 0 as 0 | 403,
    /** Each subscription's status by id (Get EventSub Subscriptions); 'enabled' when not set. */
    subscriptionStatus: {} as Record<string, string>,
    /** Get EventSub Subscriptions pages hold at most this many (Twitch: 100). */
    subscriptionPageSize: 100,
    /** Channels (broadcaster ids) whose EventSub create and list answer 500, as when Twitch falters. */
    failEventSubFor: new Set<string>(),
    /** Every EventSub list request's query, in order. */
    subscriptionListRequests: [] as URLSearchParams[],
    /** Refresh tokens Twitch still honours; each use rotates it (the old one stops working). */
    refreshTokens: new Set<string>(options.refreshTokens ?? []),
    refreshes: 0,
    chat: [] as SentChat[],
    dropChat: false,
    followers: new Set<string>(),
    channel: { game_id: '509658', game_name: 'Just Chatting', title: 'Live!' },
    stream: null as { started_at: string } | null,
    /** Channels Get Users knows, by login. */
    users: { speedy: { id: '31337', name: 'Speedy' } } as Record<string, { id: string; name: string }>,
    /** Shoutouts sent (Send a Shoutout), in order. */
    shoutouts: [] as { from: string; to: string; moderator: string; at: number }[],
    /** The broadcaster's subscriptions as Get Broadcaster Subscriptions counts them. */
    subscriptionTotals: { total: 0, points: 0 },
    /** The channel's custom subscriber badge versions (Get Channel Chat Badges); none by default. */
    subscriberBadges: [] as string[],
    badgeRequests: 0,
    /** The channel's clips (Get Clips), in any order. */
    clips: [] as HelixClip[],
    /** Category names Get Games knows, by id. */
    games: { '504461': 'Celeste', '509658': 'Just Chatting', '27471': 'Minecraft' } as Record<string, string>,
    /** Query strings of every Get Clips and Get Games request, in order. */
    clipRequests: [] as URLSearchParams[],
    gameRequests: [] as URLSearchParams[],
    downloadRequests: [] as URLSearchParams[],
    /** Get Clips answers 500 (Twitch down). */
    failClips: false,
    /** Get Clips Download answers 403 (not an editor). */
    refuseDownloads: false,
    /** Create Clip answers 403 (clips disabled or restricted). */
    clipsDisabled: false,
    /** Get Clips by id lists a new clip only after this many asks (clips are made asynchronously). */
    createdClipHiddenFor: 1,
    /** Never list clips made by Create Clip (Twitch failed to make it). */
    createdClipsNeverAppear: false,
    /** Every moderation request (delete, ban, unban, warn) as it arrived, in order. */
    moderation: [] as {
      method: string;
      path: string;
      query: Record<string, string>;
      body: unknown;
      token: string;
    }[],
    /** Users who may moderate, by channel (the broadcaster always may). */
    moderators: {} as Record<string, string[]>,
    /**
     * Helix's bucket for the app token: when set, each app-token call spends a point and its answer
     * says what is left in the `Ratelimit-*` headers (protocols.md 3); once empty, calls answer 429.
     */
    appRateLimit: null as { limit: number; remaining: number; resetAt: number } | null,
    /** The next this-many moderation requests answer 429 (Helix's budget spent). */
    moderationBusy: 0,
    /** Users banned or timed out, by channel. */
    bans: {} as Record<string, Set<string>>,
    /** The channel's custom rewards (Get Custom Reward), by broadcaster id. */
    customRewards: {} as Record<string, { id: string; title: string; cost: number; is_enabled: boolean }[]>,
    /** Get Custom Reward answers 503 (Twitch down). */
    failRewards: false,
  };
  const pendingClips = new Map<string, { clip: HelixClip; hiddenFor: number }>();
  const app = new Hono();

  const isApp = (auth?: string) => auth === `Bearer ${state.appToken}`;
  const isUser = (auth?: string) => options.userTokens.some((token) => auth === `Bearer ${token}`);
  const channelOfCondition = (condition: Record<string, string>) =>
    condition.broadcaster_user_id ?? condition.to_broadcaster_user_id ?? '';
  const statusOf = (id: string) => state.subscriptionStatus[id] ?? 'enabled';
  app.use('/helix/*', async (c, next) => {
    const auth = c.req.header('Authorization');
    if (c.req.header('Client-Id') !== options.clientId || !(isApp(auth) || isUser(auth))) {
      return c.json({ error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' }, 401);
    }
    const bucket = isApp(auth) ? state.appRateLimit : null;
    if (!bucket) return next();
    if (bucket.remaining === 0)
      c.res = c.json({ error: 'Too Many Requests', status: 429, message: 'Rate limit exceeded' }, 429);
    else {
      bucket.remaining--;
      await next();
    }
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set('Ratelimit-Limit', String(bucket.limit));
    c.res.headers.set('Ratelimit-Remaining', String(bucket.remaining));
    c.res.headers.set('Ratelimit-Reset', String(Math.ceil(bucket.resetAt / 1000)));
  });

  app.get('/oauth2/validate', (c) => {
    const token = c.req.header('Authorization')?.replace(/^OAuth /, '') ?? '';
    const info = options.tokenInfo?.[token];
    if (!info) return c.json({ status: 401, message: 'invalid access token' }, 401);
    return c.json({ ...info, expires_in: 5000 });
  });

  app.post('/oauth2/token', (c) => {
    const params = new URL(c.req.url).searchParams;
    if (
      params.get('grant_type') === 'refresh_token' &&
      params.get('client_secret') === options.clientSecret
    ) {
      const used = params.get('refresh_token') ?? '';
      if (!state.refreshTokens.delete(used))
        return c.json({ status: 400, message: 'Invalid refresh token' }, 400);
      state.refreshes++;
      const accessToken = `user-access-${crypto.randomUUID()}`;
      const refreshToken = `user-refresh-${crypto.randomUUID()}`;
      options.userTokens.push(accessToken);
      state.refreshTokens.add(refreshToken);
      return c.json({
        access_token: accessToken,
        refresh_token: refreshToken,
        expires_in: 14_400,
        scope: ['channel:manage:broadcast'],
        token_type: 'bearer',
      });
    }
    if (
      params.get('grant_type') !== 'client_credentials' ||
      params.get('client_secret') !== options.clientSecret
    ) {
      return c.json({ status: 400, message: 'invalid request' }, 400);
    }
    state.appTokensIssued++;
    return c.json({ access_token: state.appToken, expires_in: 5_000_000, token_type: 'bearer' });
  });

  app.post('/helix/eventsub/subscriptions', async (c) => {
    if (!isApp(c.req.header('Authorization')))
      return c.json({ status: 401, message: 'app token required' }, 401);
    if (state.refuseSubscriptions)
      return c.json(
        { error: 'Forbidden', status: 403, message: 'subscription missing proper authorization' },
        403,
      );
    const body = await c.req.json();
    if (state.failEventSubFor.has(channelOfCondition(body.condition ?? {})))
      return c.json({ error: 'Internal Server Error', status: 500, message: '' }, 500);
    const subscription = { id: crypto.randomUUID(), ...body };
    state.subscriptions.push(subscription);
    const data = {
      ...subscription,
      status: 'webhook_callback_verification_pending',
      created_at: new Date().toISOString(),
      cost: 0,
    };
    return c.json(
      { data: [data], total: state.subscriptions.length, total_cost: 0, max_total_cost: 10000 },
      202,
    );
  });

  // Get EventSub Subscriptions: one filter at most (status, type, user_id or subscription_id), paged.
  app.get('/helix/eventsub/subscriptions', (c) => {
    if (!isApp(c.req.header('Authorization')))
      return c.json({ status: 401, message: 'app token required' }, 401);
    const params = new URL(c.req.url).searchParams;
    state.subscriptionListRequests.push(params);
    const filters = ['status', 'type', 'user_id', 'subscription_id'].filter((name) => params.has(name));
    if (filters.length > 1)
      return c.json({ error: 'Bad Request', status: 400, message: 'filters are mutually exclusive' }, 400);
    const userId = params.get('user_id');
    if (userId && state.failEventSubFor.has(userId))
      return c.json({ error: 'Internal Server Error', status: 500, message: '' }, 500);
    const matching = state.subscriptions.filter(
      (s) =>
        (!params.has('status') || statusOf(s.id) === params.get('status')) &&
        (!params.has('type') || s.type === params.get('type')) &&
        (!userId || Object.values(s.condition).includes(userId)) &&
        (!params.has('subscription_id') || s.id === params.get('subscription_id')),
    );
    const offset = Number(params.get('after') ? atob(params.get('after') as string) : 0);
    const page = matching.slice(offset, offset + state.subscriptionPageSize);
    const next = offset + page.length;
    const data = page.map((s) => ({
      id: s.id,
      status: statusOf(s.id),
      type: s.type,
      version: s.version,
      condition: s.condition,
      created_at: '2026-01-01T00:00:00Z',
      // Twitch never returns the secret.
      transport: { method: s.transport.method, callback: s.transport.callback },
      cost: 0,
    }));
    return c.json({
      data,
      total: state.subscriptions.length,
      total_cost: 0,
      max_total_cost: 10000,
      pagination: next < matching.length ? { cursor: btoa(String(next)) } : {},
    });
  });

  app.delete('/helix/eventsub/subscriptions', (c) => {
    const id = c.req.query('id');
    const before = state.subscriptions.length;
    state.subscriptions = state.subscriptions.filter((s) => s.id !== id);
    return c.body(null, before === state.subscriptions.length ? 404 : 204);
  });

  app.post('/helix/chat/messages', async (c) => {
    const url = new URL(c.req.url);
    const body = await c.req.json();
    const sent = {
      broadcaster_id: body.broadcaster_id ?? url.searchParams.get('broadcaster_id'),
      sender_id: body.sender_id ?? url.searchParams.get('sender_id'),
      message: body.message,
    };
    // A user token may only send as its own user (protocols.md 3.1).
    const auth = c.req.header('Authorization') ?? '';
    const tokenUser = options.tokenInfo?.[auth.replace(/^Bearer /, '')];
    if (tokenUser && tokenUser.user_id !== sent.sender_id) {
      return c.json(
        { error: 'Unauthorized', status: 401, message: 'sender_id must match the user of the token' },
        401,
      );
    }
    if (state.dropChat) {
      return c.json({
        data: [
          {
            message_id: '',
            is_sent: false,
            drop_reason: {
              code: 'msg_duplicate',
              message: 'Your message is identical to the one you sent within the last 30 seconds.',
            },
          },
        ],
      });
    }
    state.chat.push(sent);
    return c.json({ data: [{ message_id: crypto.randomUUID(), is_sent: true, drop_reason: null }] });
  });

  // Moderation (protocols.md 9a): a user token of the broadcaster or one of their moderators, whose user
  // id is moderator_id; a delete without message_id clears the whole chat, which the fake records.
  const moderation = async (c: Context, change: (channel: string, userId: string) => void) => {
    const url = new URL(c.req.url);
    const query = Object.fromEntries(url.searchParams);
    const token = (c.req.header('Authorization') ?? '').replace(/^Bearer /, '');
    const body = c.req.method === 'POST' ? await c.req.json() : null;
    state.moderation.push({ method: c.req.method, path: url.pathname, query, body, token });
    if (state.moderationBusy > 0) {
      state.moderationBusy--;
      return c.json({ error: 'Too Many Requests', status: 429, message: 'Rate limit exceeded' }, 429);
    }
    const tokenUser = options.tokenInfo?.[token];
    const channel = query.broadcaster_id ?? '';
    const moderator = query.moderator_id ?? '';
    if (!isUser(c.req.header('Authorization')) || (tokenUser && tokenUser.user_id !== moderator))
      return c.json(
        {
          error: 'Unauthorized',
          status: 401,
          message: 'The ID in moderator_id must match the user ID in the user access token.',
        },
        401,
      );
    if (moderator !== channel && !(state.moderators[channel] ?? []).includes(moderator))
      return c.json(
        {
          error: 'Forbidden',
          status: 403,
          message: "The user in moderator_id is not one of the broadcaster's moderators.",
        },
        403,
      );
    change(channel, (body as { data?: { user_id?: string } } | null)?.data?.user_id ?? query.user_id ?? '');
    return c.body(null, c.req.method === 'POST' && url.pathname.endsWith('/bans') ? 200 : 204);
  };
  app.delete('/helix/moderation/chat', (c) => moderation(c, () => {}));
  app.post('/helix/moderation/bans', (c) =>
    moderation(c, (channel, userId) => {
      state.bans[channel] ??= new Set();
      state.bans[channel].add(userId);
    }),
  );
  app.delete('/helix/moderation/bans', (c) =>
    moderation(c, (channel, userId) => state.bans[channel]?.delete(userId)),
  );
  app.post('/helix/moderation/warnings', (c) => moderation(c, () => {}));

  app.get('/helix/channels/followers', (c) => {
    const userId = c.req.query('user_id');
    const follows = userId && state.followers.has(userId);
    const data = follows
      ? [{ user_id: userId, user_login: 'fan', user_name: 'Fan', followed_at: '2024-01-01T00:00:00Z' }]
      : [];
    return c.json({ data, total: state.followers.size, pagination: {} });
  });

  // Send a Shoutout, with Twitch's limits: one every 2 minutes, the same channel once an hour (429).
  app.post('/helix/chat/shoutouts', (c) => {
    if (!isUser(c.req.header('Authorization')))
      return c.json({ error: 'Unauthorized', status: 401, message: 'Missing User OAUTH Token' }, 401);
    const from = c.req.query('from_broadcaster_id') ?? '';
    const to = c.req.query('to_broadcaster_id') ?? '';
    const moderator = c.req.query('moderator_id') ?? '';
    const now = Date.now();
    const last = state.shoutouts.at(-1);
    const sameChannel = state.shoutouts.find((s) => s.to === to && now - s.at < 60 * 60_000);
    if ((last && now - last.at < 2 * 60_000) || sameChannel)
      return c.json(
        { error: 'Too Many Requests', status: 429, message: 'The broadcaster may not send a shoutout yet.' },
        429,
      );
    state.shoutouts.push({ from, to, moderator, at: now });
    return c.body(null, 204);
  });

  // Get Broadcaster Subscriptions: only the broadcaster's own token may ask (channel:read:subscriptions).
  app.get('/helix/subscriptions', (c) => {
    if (!isUser(c.req.header('Authorization')))
      return c.json({ error: 'Unauthorized', status: 401, message: 'Missing User OAUTH Token' }, 401);
    const { total, points } = state.subscriptionTotals;
    return c.json({ data: [], pagination: {}, total, points });
  });

  app.get('/helix/streams', (c) =>
    c.json({
      data: state.stream
        ? [
            {
              id: '1',
              user_id: c.req.query('user_id'),
              user_login: 'x',
              user_name: 'X',
              game_id: '',
              game_name: '',
              type: 'live',
              title: '',
              tags: [],
              viewer_count: 1,
              started_at: state.stream.started_at,
              language: 'en',
              thumbnail_url: '',
              tag_ids: [],
              is_mature: false,
            },
          ]
        : [],
      pagination: {},
    }),
  );

  app.get('/helix/channels', (c) =>
    c.json({
      data: [
        {
          broadcaster_id: c.req.query('broadcaster_id'),
          broadcaster_login: 'x',
          broadcaster_name: 'X',
          broadcaster_language: 'en',
          ...(c.req.query('broadcaster_id') === '31337'
            ? { game_id: '504461', game_name: 'Celeste', title: 'Any% runs' }
            : state.channel),
          delay: 0,
          tags: [],
          content_classification_labels: [],
          is_branded_content: false,
        },
      ],
    }),
  );

  app.patch('/helix/channels', async (c) => {
    if (!isUser(c.req.header('Authorization')))
      return c.json({ status: 401, message: 'user token required' }, 401);
    const body = await c.req.json();
    if (body.game_id)
      state.channel = {
        ...state.channel,
        game_id: body.game_id,
        game_name: body.game_id === '504461' ? 'Celeste' : '?',
      };
    if (body.title) state.channel = { ...state.channel, title: body.title };
    return c.body(null, 204);
  });

  app.get('/helix/users', (c) => {
    const login = c.req.query('login') ?? '';
    const user = state.users[login];
    return c.json({ data: user ? [helixUserRow(user.id, login, user.name)] : [] });
  });

  app.get('/helix/chat/badges', (c) => {
    state.badgeRequests++;
    const streamerId = c.req.query('broadcaster_id');
    if (!streamerId)
      return c.json({ error: 'Bad Request', status: 400, message: 'Missing broadcaster_id' }, 400);
    const image = (version: string, scale: number) =>
      `https://static-cdn.jtvnw.net/badges/v1/${streamerId}-sub-${version}/${scale}`;
    const versions = state.subscriberBadges.map((id) => ({
      id,
      image_url_1x: image(id, 1),
      image_url_2x: image(id, 2),
      image_url_4x: image(id, 3),
      title: 'Subscriber',
      description: 'Subscriber',
      click_action: 'subscribe_to_channel',
      click_url: null,
    }));
    return c.json({ data: versions.length > 0 ? [{ set_id: 'subscriber', versions }] : [] });
  });

  app.get('/helix/search/categories', (c) => {
    const query = (c.req.query('query') ?? '').toLowerCase();
    const all = [
      { id: '504461', name: 'Celeste', box_art_url: '' },
      { id: '509658', name: 'Just Chatting', box_art_url: '' },
    ];
    return c.json({ data: all.filter((g) => g.name.toLowerCase().includes(query)), pagination: {} });
  });

  // Get Clips: by id, or the broadcaster's clips in [started_at, ended_at), by view count, paged.
  app.get('/helix/clips', (c) => {
    if (state.failClips) return c.json({ error: 'Internal Server Error', status: 500, message: '' }, 500);
    const url = new URL(c.req.url);
    const params = url.searchParams;
    state.clipRequests.push(params);
    const ids = params.getAll('id');
    if (ids.length > 0) {
      const data: HelixClip[] = [];
      for (const id of ids) {
        const pending = pendingClips.get(id);
        if (pending) {
          if (pending.hiddenFor > 0 || state.createdClipsNeverAppear) pending.hiddenFor--;
          else {
            pendingClips.delete(id);
            state.clips.push(pending.clip);
          }
        }
        const clip = state.clips.find((candidate) => candidate.id === id);
        if (clip) data.push(clip);
      }
      return c.json({ data, pagination: {} });
    }
    const streamerId = params.get('broadcaster_id');
    if (!streamerId)
      return c.json({ error: 'Bad Request', status: 400, message: 'Missing broadcaster_id' }, 400);
    const start = Date.parse(params.get('started_at') ?? '');
    // Without ended_at Twitch answers a week from started_at.
    const end = params.get('ended_at')
      ? Date.parse(params.get('ended_at') as string)
      : start + 7 * 86_400_000;
    const first = Number(params.get('first') ?? 20);
    if (!(first >= 1 && first <= 100))
      return c.json({ error: 'Bad Request', status: 400, message: 'first must be 1-100' }, 400);
    const matching = state.clips
      .filter((clip) => clip.broadcaster_id === streamerId)
      .filter((clip) => {
        const at = Date.parse(clip.created_at);
        return (Number.isNaN(start) || at >= start) && (Number.isNaN(end) || at < end);
      })
      .sort((a, b) => b.view_count - a.view_count || a.id.localeCompare(b.id));
    const offset = Number(params.get('after') ? atob(params.get('after') as string) : 0);
    const data = matching.slice(offset, Math.min(offset + first, clipResultCap));
    const next = offset + data.length;
    const cursor =
      data.length > 0 && next < matching.length && next < clipResultCap ? btoa(String(next)) : undefined;
    return c.json({ data, pagination: cursor ? { cursor } : {} });
  });

  app.get('/helix/games', (c) => {
    const params = new URL(c.req.url).searchParams;
    state.gameRequests.push(params);
    const data = params
      .getAll('id')
      .filter((id) => state.games[id])
      .map((id) => ({ id, name: state.games[id], box_art_url: '', igdb_id: '' }));
    return c.json({ data, pagination: {} });
  });

  // Get Clips Download: the broadcaster's (editor's) user token; editor_id must be the token's user.
  app.get('/helix/clips/downloads', (c) => {
    if (!isUser(c.req.header('Authorization')))
      return c.json({ error: 'Unauthorized', status: 401, message: 'Missing User OAUTH Token' }, 401);
    const params = new URL(c.req.url).searchParams;
    state.downloadRequests.push(params);
    if (state.refuseDownloads || params.get('editor_id') !== params.get('broadcaster_id'))
      return c.json({ error: 'Forbidden', status: 403, message: 'The user is not an editor' }, 403);
    const data = params
      .getAll('clip_id')
      .slice(0, 10)
      .map((id) => ({
        clip_id: id,
        landscape_download_url: `https://production.assets.clips.twitchcdn.net/v2/media/${id}/landscape.mp4?sig=fake&token=${Date.now()}`,
        portrait_download_url: null,
      }));
    return c.json({ data });
  });

  // Create Clip: 404 when offline, 403 when clips are disabled; the clip is listed a little later.
  app.post('/helix/clips', (c) => {
    if (!isUser(c.req.header('Authorization')))
      return c.json({ error: 'Unauthorized', status: 401, message: 'Missing User OAUTH Token' }, 401);
    const streamerId = c.req.query('broadcaster_id') ?? '';
    if (state.clipsDisabled)
      return c.json({ error: 'Forbidden', status: 403, message: 'Clips are disabled for this channel' }, 403);
    if (!state.stream)
      return c.json({ error: 'Not Found', status: 404, message: 'The broadcaster is not live' }, 404);
    const id = `Made${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
    pendingClips.set(id, {
      clip: helixClip(streamerId, id, Date.now(), {
        title: state.channel.title,
        game_id: state.channel.game_id,
      }),
      hiddenFor: state.createdClipHiddenFor,
    });
    return c.json({ data: [{ id, edit_url: `https://clips.twitch.tv/${id}/edit` }] }, 202);
  });

  // Get Custom Reward (protocols.md section 9): the broadcaster's user token, channel:read:redemptions.
  app.get('/helix/channel_points/custom_rewards', (c) => {
    if (!isUser(c.req.header('Authorization')))
      return c.json({ error: 'Unauthorized', status: 401, message: 'Missing User OAUTH Token' }, 401);
    if (state.failRewards) return c.json({ error: 'Service Unavailable', status: 503, message: '' }, 503);
    const streamerId = c.req.query('broadcaster_id') ?? '';
    const data = (state.customRewards[streamerId] ?? []).map((reward) => ({
      broadcaster_id: streamerId,
      broadcaster_login: 'dallas',
      broadcaster_name: 'Dallas',
      id: reward.id,
      title: reward.title,
      prompt: '',
      cost: reward.cost,
      image: null,
      default_image: {
        url_1x: 'https://static-cdn.jtvnw.net/custom-reward-images/default-1.png',
        url_2x: 'https://static-cdn.jtvnw.net/custom-reward-images/default-2.png',
        url_4x: 'https://static-cdn.jtvnw.net/custom-reward-images/default-4.png',
      },
      background_color: '#00E5CB',
      is_enabled: reward.is_enabled,
      is_user_input_required: false,
      max_per_stream_setting: { is_enabled: false, max_per_stream: 0 },
      max_per_user_per_stream_setting: { is_enabled: false, max_per_user_per_stream: 0 },
      global_cooldown_setting: { is_enabled: false, global_cooldown_seconds: 0 },
      is_paused: false,
      is_in_stock: true,
      should_redemptions_skip_request_queue: false,
      redemptions_redeemed_current_stream: null,
      cooldown_expires_at: null,
    }));
    return c.json({ data });
  });

  /** Twitch stops accepting a user token (expired or revoked): Helix and validate answer 401. */
  const expireUserToken = (token: string) => {
    options.userTokens.splice(options.userTokens.indexOf(token), 1);
    if (options.tokenInfo) delete options.tokenInfo[token];
  };

  return { app, state, expireUserToken };
}
