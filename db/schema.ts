// The D1 schema, in one place: drizzle-kit generates migrations/ from it, worker and DO query through it.
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/** A streamer who signed in. The Twitch user id is the key everything else hangs off. */
export const streamers = sqliteTable(
  'streamers',
  {
    streamerId: text('twitch_user_id').primaryKey(),
    login: text('login').notNull(),
    displayName: text('display_name').notNull(),
    /** Addresses the streamer's overlays; URL-safe, 128+ random bits, unique. */
    overlaySecretKey: text('overlay_secret_key').notNull().unique(),
    /** AES-GCM ciphertexts (db/token-cipher.ts); null in dev mode, where no Twitch tokens exist. */
    accessTokenEnc: text('access_token_enc'),
    refreshTokenEnc: text('refresh_token_enc'),
    tokenScopes: text('token_scopes', { mode: 'json' }).$type<string[]>(),
    tokenObtainedAt: integer('token_obtained_at'),
    tokenExpiresIn: integer('token_expires_in'),
    /** The account the bot speaks as in this channel, when the streamer set one (token encrypted). */
    chatAccountId: text('chat_account_id'),
    chatAccountLogin: text('chat_account_login'),
    chatAccountTokenEnc: text('chat_account_token_enc'),
    /** Set while the bot is in the channel (joined on the Twitch page); reconciliation keeps these. */
    botJoinedAt: integer('bot_joined_at'),
    /** When the channel's EventSub subscriptions were last compared with Twitch's (reconciliation). */
    subscriptionsCheckedAt: integer('subscriptions_checked_at'),
    /**
     * Whether the channel's object wants chat that is not a command (an emote overlay is open, or an
     * announcement waits on chat): when it does not, the webhook acknowledges such chat itself.
     */
    plainChatWanted: integer('plain_chat_wanted', { mode: 'boolean' }).notNull().default(true),
    /** Whether viewers can open the channel's public commands page (`/c/{login}`). */
    publicPageEnabled: integer('public_page_enabled', { mode: 'boolean' }).notNull().default(true),
    /** A Nightbot access token from the server's Nightbot application (import), AES-GCM encrypted. */
    nightbotTokenEnc: text('nightbot_token_enc'),
    nightbotTokenExpiresAt: integer('nightbot_token_expires_at'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  // Links name a channel by login or display name in any case (the public page, wallpapers, editors).
  (t) => [
    index('streamers_login').on(t.login),
    index('streamers_display_name_lower').on(sql`lower(${t.displayName})`),
  ],
);

/** Server-side sessions. Only the SHA-256 of the cookie's token is stored. */
export const sessions = sqliteTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    streamerId: text('streamer_id')
      .notNull()
      .references(() => streamers.streamerId, { onDelete: 'cascade' }),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    /** The channel the signed-in user manages now: null for their own, else one they are an editor of. */
    channelId: text('channel_id'),
  },
  (t) => [index('sessions_expires_at').on(t.expiresAt)],
);

/** EventSub subscriptions Twitch revoked, with its reason, so the dashboard can tell the streamer. */
export const eventSubRevocations = sqliteTable('eventsub_revocations', {
  subscriptionId: text('subscription_id').primaryKey(),
  type: text('type').notNull(),
  streamerId: text('broadcaster_id'),
  status: text('status').notNull(),
  revokedAt: integer('revoked_at').notNull(),
});

/** Chat commands of every kind (spec: Command). `commandKey` is the lower-cased keyword for uniqueness. */
export const commands = sqliteTable(
  'commands',
  {
    id: text('id').primaryKey(),
    streamerId: text('streamer_id')
      .notNull()
      .references(() => streamers.streamerId, { onDelete: 'cascade' }),
    command: text('command').notNull(),
    commandKey: text('command_key').notNull(),
    type: text('type').notNull(),
    text: text('text').notNull().default(''),
    needsMod: integer('needs_mod', { mode: 'boolean' }).notNull().default(false),
    followersOnly: integer('followers_only', { mode: 'boolean' }).notNull().default(false),
    subsOnly: integer('subs_only', { mode: 'boolean' }).notNull().default(false),
    regularsOnly: integer('regulars_only', { mode: 'boolean' }).notNull().default(false),
    vipsOnly: integer('vips_only', { mode: 'boolean' }).notNull().default(false),
    /** The Users option: lower-cased Twitch logins; empty for no list. */
    allowedUsers: text('allowed_users', { mode: 'json' }).$type<string[]>().notNull().default([]),
    /** Left off the channel's public commands page. */
    hiddenOnPublicPage: integer('hidden_on_public_page', { mode: 'boolean' }).notNull().default(false),
    enabledInTwitch: integer('enabled_in_twitch', { mode: 'boolean' }).notNull().default(true),
    enabledInDiscord: integer('enabled_in_discord', { mode: 'boolean' }).notNull().default(false),
    cooldownSeconds: integer('cooldown_seconds').notNull().default(0),
    numberOfTimesUsed: integer('number_of_times_used').notNull().default(0),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [uniqueIndex('commands_streamer_key').on(t.streamerId, t.commandKey)],
);

/** Values templates keep with {setvar}, per channel. */
export const channelVariables = sqliteTable(
  'channel_variables',
  {
    streamerId: text('streamer_id')
      .notNull()
      .references(() => streamers.streamerId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.streamerId, t.name] })],
);

/** The EventSub subscriptions the bot holds for a channel (created by "Join Twitch Channel"). */
export const eventSubSubscriptions = sqliteTable('eventsub_subscriptions', {
  subscriptionId: text('subscription_id').primaryKey(),
  streamerId: text('streamer_id')
    .notNull()
    .references(() => streamers.streamerId, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  createdAt: integer('created_at').notNull(),
});

/**
 * What is wrong with a channel that the streamer must fix (spec: the streamer notice), one row per
 * problem key; the key names the cause so recording it again replaces it and fixing it removes it.
 */
export const channelProblems = sqliteTable(
  'channel_problems',
  {
    streamerId: text('streamer_id')
      .notNull()
      .references(() => streamers.streamerId, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    area: text('area').notNull(),
    severity: text('severity').notNull(),
    message: text('message').notNull(),
    action: text('action').notNull(),
    recordedAt: integer('recorded_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.streamerId, t.key] })],
);

/** The Twitch app access token, shared by every isolate so cold starts do not each fetch one. */
export const appTokens = sqliteTable('app_tokens', {
  provider: text('provider').primaryKey(),
  tokenEnc: text('token_enc').notNull(),
  expiresAt: integer('expires_at').notNull(),
});

/** Viewer-added quotes, numbered per channel from 1. */
export const quotes = sqliteTable(
  'quotes',
  {
    streamerId: text('streamer_id')
      .notNull()
      .references(() => streamers.streamerId, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    text: text('text').notNull(),
    submitter: text('submitter').notNull(),
    timestamp: integer('timestamp').notNull(),
  },
  (t) => [primaryKey({ columns: [t.streamerId, t.number] })],
);

/** How a channel's quotes are shown; null means the default. */
export const quoteSettings = sqliteTable('quote_settings', {
  streamerId: text('streamer_id')
    .primaryKey()
    .references(() => streamers.streamerId, { onDelete: 'cascade' }),
  quoteFormat: text('quote_format'),
  backgroundFormat: text('background_format'),
});

/** Chat replies to channel-point redemptions, matched by reward title. */
export const textReplies = sqliteTable('text_replies', {
  id: text('id').primaryKey(),
  streamerId: text('streamer_id')
    .notNull()
    .references(() => streamers.streamerId, { onDelete: 'cascade' }),
  redemptionTitle: text('redemption_title').notNull(),
  text: text('text').notNull(),
  enabled: integer('enabled', { mode: 'boolean' }).notNull().default(true),
  createdAt: integer('created_at').notNull(),
});

/** Periodic announcements per channel (spec: announcementSettings). */
export const announcementSettings = sqliteTable('announcement_settings', {
  streamerId: text('streamer_id')
    .primaryKey()
    .references(() => streamers.streamerId, { onDelete: 'cascade' }),
  announcements: text('announcements', { mode: 'json' }).$type<string[]>().notNull(),
  minutesBetweenAnnouncements: integer('minutes_between').notNull(),
  numberOfMessagesBetweenAnnouncements: integer('messages_between').notNull(),
  announcementsEnabled: integer('enabled', { mode: 'boolean' }).notNull(),
  announcementOrderIsRandomized: integer('randomized', { mode: 'boolean' }).notNull(),
});

/** The channel-point counter's settings (spec: incrementorSettings). */
export const incrementorSettings = sqliteTable('incrementor_settings', {
  streamerId: text('streamer_id')
    .primaryKey()
    .references(() => streamers.streamerId, { onDelete: 'cascade' }),
  incrementorTitle: text('title').notNull(),
  incrementorText: text('text').notNull(),
  incrementorTopText: text('top_text').notNull(),
  isIncrementorEnabled: integer('enabled', { mode: 'boolean' }).notNull(),
});

/** Every counted redemption, so totals can be computed for any period and recounted. */
export const incrementorRedemptions = sqliteTable(
  'incrementor_redemptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    streamerId: text('streamer_id')
      .notNull()
      .references(() => streamers.streamerId, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    userName: text('user_name').notNull(),
    count: integer('count').notNull(),
    points: integer('points').notNull(),
    at: integer('at').notNull(),
  },
  (t) => [index('incrementor_redemptions_streamer').on(t.streamerId, t.at)],
);

/** Each overlay's saved settings as one JSON object, read back over the defaults. */
export const overlaySettings = sqliteTable(
  'overlay_settings',
  {
    streamerId: text('streamer_id')
      .notNull()
      .references(() => streamers.streamerId, { onDelete: 'cascade' }),
    /** The overlay area's name, from its registry (core/overlay/overlay-areas.ts). */
    overlay: text('overlay').notNull(),
    settings: text('settings', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.streamerId, t.overlay] })],
);

/** Tip-service connections (tokens AES-GCM encrypted) and the top-donation reset period. */
export const tipSettings = sqliteTable('tip_settings', {
  streamerId: text('streamer_id')
    .primaryKey()
    .references(() => streamers.streamerId, { onDelete: 'cascade' }),
  kofiTokenEnc: text('kofi_token_enc'),
  streamElementsJwtEnc: text('streamelements_jwt_enc'),
  streamlabsAccessTokenEnc: text('streamlabs_access_token_enc'),
  streamlabsRefreshTokenEnc: text('streamlabs_refresh_token_enc'),
  streamlabsSocketTokenEnc: text('streamlabs_socket_token_enc'),
  /** none, day, week, month or year. */
  topResetPeriod: text('top_reset_period').notNull().default('none'),
  /** When the top tip/cheer was last reset (epoch ms), by hand or by the period. */
  topResetAt: integer('top_reset_at'),
  topDonationIsReset: integer('top_donation_is_reset', { mode: 'boolean' }).notNull().default(false),
  updatedAt: integer('updated_at').notNull(),
});

/** Every channel event once (follows, subs, cheers, raids, tips), shown as the dashboard's Recent activity. */
export const channelEvents = sqliteTable(
  'channel_events',
  {
    streamerId: text('streamer_id')
      .notNull()
      .references(() => streamers.streamerId, { onDelete: 'cascade' }),
    /** The LiveEvent id: the EventSub message id, the tip service's id, or a Simulator id. */
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    userName: text('user_name'),
    userId: text('user_id'),
    amount: real('amount'),
    currency: text('currency'),
    tier: integer('tier'),
    isTest: integer('is_test', { mode: 'boolean' }).notNull(),
    at: integer('at').notNull(),
  },
  // The key is the order Recent activity reads a channel's newest rows in (50 read, not the whole log),
  // and it is the whole table: migrations/0016 makes it WITHOUT ROWID, which drizzle cannot say, so an
  // event writes one row. A repeated id is kept out by recordChannelEvent (db/channel-events.ts).
  (t) => [primaryKey({ columns: [t.streamerId, t.at, t.eventId] })],
);

/** Triggered events: what the bot says when something happens in the channel (core/reactions). */
export const triggeredEvents = sqliteTable(
  'reactions',
  {
    id: text('id').primaryKey(),
    streamerId: text('streamer_id')
      .notNull()
      .references(() => streamers.streamerId, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    text: text('text').notNull(),
    enabled: integer('enabled', { mode: 'boolean' }).notNull().default(true),
    minimum: real('minimum'),
    cooldownSeconds: integer('cooldown_seconds'),
    shoutout: integer('shoutout', { mode: 'boolean' }),
    discord: integer('discord', { mode: 'boolean' }),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [index('reactions_streamer').on(table.streamerId)],
);

/** The triggered-events page's channel-wide texts: the shoutout, and each type's gathered flood message. */
export const triggeredEventSettings = sqliteTable('reaction_settings', {
  streamerId: text('streamer_id')
    .primaryKey()
    .references(() => streamers.streamerId, { onDelete: 'cascade' }),
  shoutoutText: text('shoutout_text').notNull(),
  floodTexts: text('flood_texts', { mode: 'json' }).$type<Record<string, string>>().notNull(),
});

/**
 * A streamer's Discord server and live announcement (spec: Discord settings). A server belongs to one
 * streamer at a time (unique guild id); the webhook URL carries Discord's token, so it is encrypted.
 */
export const discordSettings = sqliteTable('discord_settings', {
  streamerId: text('streamer_id')
    .primaryKey()
    .references(() => streamers.streamerId, { onDelete: 'cascade' }),
  guildId: text('guild_id').unique(),
  guildName: text('guild_name'),
  moderatorRoleId: text('moderator_role_id'),
  webhookUrlEnc: text('webhook_url_enc'),
  /** Null means the default text. */
  announcementText: text('announcement_text'),
  announcementEnabled: integer('announcement_enabled', { mode: 'boolean' }).notNull().default(false),
  /** When Discord answered 404 for the webhook (deleted); cleared when a URL is saved again. */
  webhookBrokenAt: integer('webhook_broken_at'),
  updatedAt: integer('updated_at').notNull(),
});

/** One-use codes that link a Discord server (/sbcode); only the code's SHA-256 is stored. */
export const discordLinkCodes = sqliteTable(
  'discord_link_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    streamerId: text('streamer_id')
      .notNull()
      .references(() => streamers.streamerId, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [index('discord_link_codes_streamer').on(t.streamerId)],
);

/**
 * A channel's uploaded alert media (core/alerts/media-files.ts); the bytes are in the MEDIA bucket
 * under `media/{id}`. The id carries the sniffed type's extension, so `/media/{id}` needs no row.
 */
export const alertMedia = sqliteTable(
  'alert_media',
  {
    id: text('id').primaryKey(),
    streamerId: text('streamer_id')
      .notNull()
      .references(() => streamers.streamerId, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['image', 'video', 'sound'] }).notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    /** The uploaded file's own name, for the page's list only. */
    name: text('name').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  // The list and the quota read one channel's rows.
  (t) => [index('alert_media_streamer_created').on(t.streamerId, t.createdAt)],
);

/** The channel's regulars: viewers the streamer trusts above others (a command gate, a filter exemption). */
export const regulars = sqliteTable(
  'regulars',
  {
    streamerId: text('streamer_id')
      .notNull()
      .references(() => streamers.streamerId, { onDelete: 'cascade' }),
    /** Lower-cased Twitch login. */
    login: text('login').notNull(),
    displayName: text('display_name'),
    addedAt: integer('added_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.streamerId, t.login] })],
);

/** Twitch users the streamer lets manage the dashboard (not tokens, connections, editors or the overlay key). */
export const channelEditors = sqliteTable(
  'channel_editors',
  {
    streamerId: text('streamer_id')
      .notNull()
      .references(() => streamers.streamerId, { onDelete: 'cascade' }),
    /** Lower-cased Twitch login the owner named: a label once the editor is bound to a user id. */
    login: text('login').notNull(),
    /** The Twitch user id of the editor, set at their first sign-in after being named (null until then). */
    userId: text('user_id'),
    addedAt: integer('added_at').notNull(),
  },
  // Sign-in binds a named login; every request then looks the channel up by the user's id.
  (t) => [
    primaryKey({ columns: [t.streamerId, t.login] }),
    index('channel_editors_login').on(t.login),
    index('channel_editors_user_id').on(t.userId),
  ],
);

/** Who changed the channel's settings, and what: the dashboard home's history. */
export const settingsChanges = sqliteTable(
  'settings_changes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    streamerId: text('streamer_id')
      .notNull()
      .references(() => streamers.streamerId, { onDelete: 'cascade' }),
    /** The login of whoever made the change: the streamer or one of their editors. */
    byLogin: text('by_login').notNull(),
    /** What was changed, in the page's words ("Chat commands: added"). */
    what: text('what').notNull(),
    at: integer('at').notNull(),
  },
  // Each person's changes are kept apart (db/settings-changes.ts) and trimmed by the second index.
  (t) => [
    index('settings_changes_streamer_at').on(t.streamerId, t.at),
    index('settings_changes_streamer_by').on(t.streamerId, t.byLogin),
  ],
);
