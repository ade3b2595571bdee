// The overlay API: addressed by overlaySecretKey, no session, rate-limited per key (overlay-limit.ts).
// /api/overlay/{key}/ws, /state, /progress, /clips and a clip's video.
import { Hono } from 'hono';
import { z } from 'zod';
import { type ClipReelSettings, clipOrders, clipPeriods } from '../../core/clips/clip-reel-settings';
import { progressAmount } from '../../core/progress/progress-counts';
import { progressBarTypes, progressTitleFor } from '../../core/progress/progress-settings';
import { openDatabase } from '../../db/client';
import { findStreamerByOverlayKey, regenerateOverlayKey } from '../../db/streamers';
import type { PartName } from '../../durable-objects/channel-parts';
import { type AppEnv, channelOf, type Env, partOf } from '../env';
import { HttpError } from '../http-error';
import { changesNothing, ownerOnly } from '../route-properties';
import { validQuery } from '../validation';
import { forgetPlainChatInterest } from '../webhooks/plain-chat-interest';
import { queryMoment } from './clips';
import { limitClipVideos, limitOverlayRequests } from './overlay-limit';

/** The streamer an overlay key belongs to, or a 404. */
async function streamerIdForOverlayKey(env: Env, overlaySecretKey: string): Promise<string> {
  const streamer = await findStreamerByOverlayKey(openDatabase(env.DB), overlaySecretKey);
  if (!streamer)
    throw new HttpError(404, 'Unknown overlay key. Copy the overlay link again from the dashboard.');
  return streamer.streamerId;
}

/** A part of the channel an overlay key opens, or a 404. */
async function partForOverlayKey<N extends PartName>(env: Env, overlaySecretKey: string, name: N) {
  return partOf(env, await streamerIdForOverlayKey(env, overlaySecretKey), name);
}

const progressQuerySchema = z.object({
  type: z.enum(progressBarTypes, `The type is one of ${progressBarTypes.join(', ')}.`).optional(),
});

const gameNames = z.string().max(2000, 'A game list is at most 2000 characters.');
const period = z.enum(
  clipPeriods,
  `The period is one of ${clipPeriods.filter(Boolean).join(', ')}, or empty.`,
);
const order = z.enum(clipOrders, `The sort is one of ${clipOrders.join(', ')}.`);

/** The overlay link's clip filters (spec names; `clipPeriod` and `order` also accepted), over the saved ones. */
const playlistQuerySchema = z.object({
  gamesToShow: gameNames.optional(),
  gamesToFilter: gameNames.optional(),
  minViews: z.coerce.number().int('minViews is a whole number.').min(0).max(1_000_000_000).optional(),
  startDate: queryMoment.optional(),
  endDate: queryMoment.optional(),
  period: period.optional(),
  clipPeriod: period.optional(),
  sort: order.optional(),
  order: order.optional(),
});

type PlaylistQuery = z.infer<typeof playlistQuerySchema>;

/** The link's filters as settings; `given` says which parameters the link names (an empty date unsets). */
function playlistOverrides(
  query: PlaylistQuery,
  given: (name: string) => boolean,
): Partial<ClipReelSettings> {
  const overrides: Partial<ClipReelSettings> = {};
  if (query.gamesToShow !== undefined) overrides.gamesToShow = query.gamesToShow;
  if (query.gamesToFilter !== undefined) overrides.gamesToFilter = query.gamesToFilter;
  if (query.minViews !== undefined) overrides.minViews = query.minViews;
  if (given('startDate')) overrides.filterStartDate = query.startDate;
  if (given('endDate')) overrides.filterEndDate = query.endDate;
  const clipPeriod = query.period ?? query.clipPeriod;
  if (clipPeriod !== undefined) overrides.clipPeriod = clipPeriod;
  const sort = query.sort ?? query.order;
  if (sort !== undefined) overrides.order = sort;
  return overrides;
}

export const overlayRoutes = new Hono<AppEnv>()
  .use('/:key/*', limitOverlayRequests)
  .get('/:key/ws', changesNothing, async (c) => {
    const streamerId = await streamerIdForOverlayKey(c.env, c.req.param('key'));
    if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') {
      throw new HttpError(426, 'This address takes a WebSocket connection.');
    }
    // The raw request goes to the DO so it can accept the socket with the hibernation API.
    const response = await channelOf(c.env, streamerId).fetch(c.req.raw);
    // An open emote overlay wants plain chat: the webhook in this isolate asks D1 again.
    forgetPlainChatInterest(streamerId);
    return response;
  })
  .get('/:key/state', changesNothing, async (c) => {
    const liveState = await partForOverlayKey(c.env, c.req.param('key'), 'liveState');
    return c.json({ status: true as const, state: await liveState.current() });
  })
  .get('/:key/progress', changesNothing, validQuery(progressQuerySchema), async (c) => {
    const progressBar = await partForOverlayKey(c.env, c.req.param('key'), 'progressBar');
    const { counts, settings } = await progressBar.progress();
    const type = c.req.valid('query').type ?? settings.progressBarType;
    return c.json({
      status: true as const,
      type,
      amount: progressAmount(counts, type, settings),
      goal: settings.goal,
      titleText: progressTitleFor(settings, type),
    });
  })
  .get('/:key/clips', changesNothing, validQuery(playlistQuerySchema), async (c) => {
    const key = c.req.param('key');
    const clips = await partForOverlayKey(c.env, key, 'clips');
    const origin = new URL(c.req.url).origin;
    const json = await clips.playlistJson(
      playlistOverrides(c.req.valid('query'), (name) => c.req.query(name) !== undefined),
      origin,
      `/api/overlay/${encodeURIComponent(key)}/clips/`,
    );
    return c.body(json, 200, { 'Content-Type': 'application/json' });
  })
  // The MP4 of one of the channel's clips, asked of Twitch just before it plays and never stored.
  .get('/:key/clips/:clipId/video', changesNothing, limitClipVideos, async (c) => {
    const clips = await partForOverlayKey(c.env, c.req.param('key'), 'clips');
    const address = await clips.videoUrl(c.req.param('clipId'));
    if (!address)
      throw new HttpError(404, 'No video of this clip can be had; the overlay embeds it instead.');
    c.header('Cache-Control', 'no-store');
    return c.redirect(address, 302);
  });

/**
 * The signed-in streamer's overlay key (mounted in the dashboard API: session and Origin checked).
 * A new key closes the old one's overlays at once and refuses its Ko-fi address from then on.
 */
export const overlayKeyRoutes = new Hono<AppEnv>().post(
  '/regenerateKey',
  ownerOnly('the overlay key', 'The overlay key'),
  async (c) => {
    const streamerId = c.get('streamer').streamerId;
    const overlaySecretKey = await regenerateOverlayKey(openDatabase(c.env.DB), streamerId, Date.now());
    await channelOf(c.env, streamerId).overlayKeyChanged();
    return c.json({ status: true as const, overlaySecretKey });
  },
);
