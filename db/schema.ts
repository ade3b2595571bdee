// The D1 schema, in one place: drizzle-kit generates migrations/ from it, worker and DO query through it.
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** A streamer who signed in. The Twitch user id is the key everything else hangs off. */
export const streamers = sqliteTable('streamers', {
  twitchUserId: text('twitch_user_id').primaryKey(),
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
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
});

/** Server-side sessions. Only the SHA-256 of the cookie's token is stored. */
export const sessions = sqliteTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    streamerId: text('streamer_id')
      .notNull()
      .references(() => streamers.twitchUserId, { onDelete: 'cascade' }),
    createdAt: integer('created_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [index('sessions_expires_at').on(t.expiresAt)],
);

/** EventSub subscriptions Twitch revoked, with its reason, so the dashboard can tell the streamer. */
export const eventSubRevocations = sqliteTable('eventsub_revocations', {
  subscriptionId: text('subscription_id').primaryKey(),
  type: text('type').notNull(),
  broadcasterId: text('broadcaster_id'),
  status: text('status').notNull(),
  revokedAt: integer('revoked_at').notNull(),
});
