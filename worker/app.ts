// The whole route tree, readable in one place.
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';
import { limitStreamerApi } from './middleware/api-allowance';
import { renderApiNotFound, renderError } from './middleware/errors';
import { requireSameOrigin } from './middleware/origin';
import { requireOwnerWhereNeeded } from './middleware/owner-only';
import { limitAndDrainBody } from './middleware/request-body';
import { addSecurityHeaders } from './middleware/security-headers';
import { requireSession } from './middleware/session';
import { recordSettingsHistory } from './middleware/settings-history';
import { alertMediaRoutes, limitUploadBody, mediaFileRoutes } from './routes/alert-media';
import { alertSpeechRoutes } from './routes/alert-speech';
import { alertRoutes } from './routes/alerts';
import { authRoutes } from './routes/auth';
import { carouselRoutes } from './routes/carousel';
import { chatAccountLandingPage, chatAccountRoutes } from './routes/chat-account';
import { clipRoutes } from './routes/clips';
import { commandRoutes } from './routes/commands';
import { discordRoutes } from './routes/discord';
import { editorRoutes } from './routes/editors';
import { emoteMoverRoutes } from './routes/emote-mover';
import { eventRoutes } from './routes/events';
import { healthRoutes } from './routes/health';
import { importRoutes } from './routes/import';
import { keywordRoutes } from './routes/keywords';
import { kofiWebhookRoutes } from './routes/kofi-webhook';
import { moderationRoutes } from './routes/moderation';
import { overlayKeyRoutes, overlayRoutes } from './routes/overlay';
import { overlayPageRoutes } from './routes/overlay-pages';
import { progressBarRoutes } from './routes/progress-bar';
import { publicPageRoutes, publicPageSettingRoutes } from './routes/public-page';
import { quoteRoutes } from './routes/quotes';
import { regularRoutes } from './routes/regulars';
import { rewardRoutes } from './routes/rewards';
import { simulatorRoutes } from './routes/simulator';
import { tipRoutes } from './routes/tips';
import { topDonationRoutes } from './routes/top-donation';
import { triggeredEventRoutes } from './routes/triggered-events';
import { twitchRoutes } from './routes/twitch';
import { wallpaperRoutes } from './routes/wallpaper';
import { discordWebhookRoutes } from './webhooks/discord';
import { twitchWebhookRoutes } from './webhooks/twitch';

/**
 * Signed-in streamer's API: a session on every route (the owner's or an editor's), same-origin on every
 * state change, the owner-only table, a rate limit, and the settings history of what changed.
 */
const dashboardApi = new Hono<AppEnv>()
  .use(requireSameOrigin)
  .use(requireSession)
  .use(requireOwnerWhereNeeded)
  .use(limitStreamerApi)
  .use(recordSettingsHistory)
  .route('/simulator', simulatorRoutes)
  .route('/commands', commandRoutes)
  .route('/discord', discordRoutes)
  .route('/twitch', twitchRoutes)
  .route('/keywords', keywordRoutes)
  .route('/quotes', quoteRoutes)
  .route('/moderation', moderationRoutes)
  .route('/twitchOauth', chatAccountRoutes)
  .route('/tips', tipRoutes)
  .route('/carousel', carouselRoutes)
  .route('/progressBar', progressBarRoutes)
  .route('/emoteMover', emoteMoverRoutes)
  .route('/alerts', alertRoutes)
  .route('/clips', clipRoutes)
  .route('/triggeredEvent', triggeredEventRoutes)
  .route('/events', eventRoutes)
  .route('/overlay', overlayKeyRoutes)
  .route('/tips', topDonationRoutes)
  .route('/health', healthRoutes)
  .route('/alerts/media', alertMediaRoutes)
  .route('/import', importRoutes)
  .route('/publicPage', publicPageSettingRoutes)
  .route('/regulars', regularRoutes)
  .route('/rewards', rewardRoutes)
  .route('/', editorRoutes);

const api = new Hono<AppEnv>()
  .route('/overlay', overlayRoutes)
  .route('/overlay', alertSpeechRoutes)
  // Ko-fi posts from its own servers: no session, no Origin; the overlay key and token authenticate it.
  .route('/kofi', kofiWebhookRoutes)
  .route('/', dashboardApi)
  .all('/*', renderApiNotFound);

/** No other request body the product takes comes near this; larger ones are refused before any route reads them. */
const maxBodyBytes = 1024 * 1024;

const limitBody = limitAndDrainBody({
  maxBytes: maxBodyBytes,
  onTooLarge: (c) => c.json({ status: false, reason: 'The request body is larger than 1 MB.' }, 413),
});

/** Another bot's pasted API answers: 10,000 StreamElements quotes are about 2 MB. */
const maxImportBodyBytes = 8 * 1024 * 1024;

const limitImportBody = limitAndDrainBody({
  maxBytes: maxImportBodyBytes,
  onTooLarge: (c) =>
    c.json(
      {
        status: false,
        reason:
          'The pasted data is larger than 8 MB. Import with the token or JWT instead (the lists are then read page by page), or paste the lists one at a time.',
      },
      413,
    ),
});

/** The exceptions: an alert media upload (up to 25 MB, its limit in its route's module) and an import. */
const bodyLimits: Record<string, MiddlewareHandler> = {
  'POST /api/alerts/media': limitUploadBody,
  'POST /api/import/preview': limitImportBody,
  'POST /api/import/apply': limitImportBody,
};

export const app = new Hono<AppEnv>()
  .use(addSecurityHeaders)
  .use((c, next) => (bodyLimits[`${c.req.method} ${c.req.path}`] ?? limitBody)(c, next))
  .route('/', authRoutes)
  .route('/webhooks', twitchWebhookRoutes)
  .route('/webhooks', discordWebhookRoutes)
  .route('/api', api)
  .route('/', overlayPageRoutes)
  .route('/', wallpaperRoutes)
  .route('/', chatAccountLandingPage)
  .route('/', mediaFileRoutes)
  .route('/', publicPageRoutes)
  .onError(renderError);

/** The typed client in web/api.ts is derived from this. */
export type DashboardApi = typeof dashboardApi;
export type AuthApi = typeof authRoutes;
