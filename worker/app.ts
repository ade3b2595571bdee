// The whole route tree, readable in one place.
import { Hono } from 'hono';
import type { AppEnv } from './env';
import { limitStreamerApi } from './middleware/api-allowance';
import { renderApiNotFound, renderError } from './middleware/errors';
import { requireSameOrigin } from './middleware/origin';
import { requireOwnerWhereNeeded } from './middleware/owner-only';
import { standardBody } from './middleware/request-body';
import { addSecurityHeaders } from './middleware/security-headers';
import { requireSession } from './middleware/session';
import { recordSettingsHistory } from './middleware/settings-history';
import { routePropertiesOf } from './route-properties';
import { alertMediaRoutes, mediaFileRoutes } from './routes/alert-media';
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
 * state change, the owner-only routes refused to editors, a rate limit, and the settings history of what
 * changed. Each route declares which of these concern it where it is defined (route-properties.ts).
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

export const app = new Hono<AppEnv>()
  .use(addSecurityHeaders)
  // Before any route or session check, so that every body is limited and read to its end.
  .use((c, next) => (routePropertiesOf(c)?.body ?? standardBody).enforce(c, next))
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
