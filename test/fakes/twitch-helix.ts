// A fake Twitch (id.twitch.tv client credentials + the Helix endpoints the bot uses), answering with
// the documented JSON shapes (protocols.md sections 1.1, 3.1-3.6) and recording what the bot did.
import { Hono } from 'hono';
import { helixUserRow } from './helix-user';

export type SentChat = { broadcaster_id: string; sender_id: string; message: string };

type TokenInfo = { user_id: string; login: string; scopes: string[]; client_id: string };

export function createFakeHelix(options: {
  clientId: string;
  clientSecret: string;
  userTokens: string[];
  /** What /oauth2/validate says about user tokens (the chat account's, say). */
  tokenInfo?: Record<string, TokenInfo>;
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
  };
  const app = new Hono();

  const isApp = (auth?: string) => auth === `Bearer ${state.appToken}`;
  const isUser = (auth?: string) => options.userTokens.some((token) => auth === `Bearer ${token}`);
  app.use('/helix/*', async (c, next) => {
    const auth = c.req.header('Authorization');
    if (c.req.header('Client-Id') !== options.clientId || !(isApp(auth) || isUser(auth))) {
      return c.json({ error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' }, 401);
    }
    await next();
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
    const broadcasterId = c.req.query('broadcaster_id');
    if (!broadcasterId)
      return c.json({ error: 'Bad Request', status: 400, message: 'Missing broadcaster_id' }, 400);
    const image = (version: string, scale: number) =>
      `https://static-cdn.jtvnw.net/badges/v1/${broadcasterId}-sub-${version}/${scale}`;
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

  return { app, state };
}
