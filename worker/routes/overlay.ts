// The overlay API: addressed by overlaySecretKey, no session. /api/overlay/{key}/ws, /state and
// /progress.
import { Hono } from 'hono';
import { z } from 'zod';
import { progressAmount } from '../../core/progress/progress-counts';
import { progressBarTypes, progressTitleFor } from '../../core/progress/progress-settings';
import { openDatabase } from '../../db/client';
import { findStreamerByOverlayKey, regenerateOverlayKey } from '../../db/streamers';
import { type AppEnv, channelOf, type Env } from '../env';
import { HttpError } from '../http-error';
import { validQuery } from '../validation';

/** The channel an overlay key opens, or a 404. */
export async function channelForOverlayKey(env: Env, overlaySecretKey: string) {
  const streamer = await findStreamerByOverlayKey(openDatabase(env.DB), overlaySecretKey);
  if (!streamer)
    throw new HttpError(404, 'Unknown overlay key. Copy the overlay link again from the dashboard.');
  return channelOf(env, streamer.twitchUserId);
}

const progressQuerySchema = z.object({
  type: z.enum(progressBarTypes, `The type is one of ${progressBarTypes.join(', ')}.`).optional(),
});

export const overlayRoutes = new Hono<AppEnv>()
  .get('/:key/ws', async (c) => {
    const channel = await channelForOverlayKey(c.env, c.req.param('key'));
    if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') {
      throw new HttpError(426, 'This address takes a WebSocket connection.');
    }
    // The raw request goes to the DO so it can accept the socket with the hibernation API.
    return channel.fetch(c.req.raw);
  })
  .get('/:key/state', async (c) => {
    const channel = await channelForOverlayKey(c.env, c.req.param('key'));
    return c.json({ status: true as const, state: await channel.getLiveState() });
  })
  .get('/:key/progress', validQuery(progressQuerySchema), async (c) => {
    const channel = await channelForOverlayKey(c.env, c.req.param('key'));
    const { counts, settings } = await channel.progress();
    const type = c.req.valid('query').type ?? settings.progressBarType;
    return c.json({
      status: true as const,
      type,
      amount: progressAmount(counts, type, settings),
      goal: settings.goal,
      titleText: progressTitleFor(settings, type),
    });
  });

/**
 * The signed-in streamer's overlay key (mounted in the dashboard API: session and Origin checked).
 * A new key closes the old one's overlays at once and refuses its Ko-fi address from then on.
 */
export const overlayKeyRoutes = new Hono<AppEnv>().post('/regenerateKey', async (c) => {
  const streamerId = c.get('streamer').twitchUserId;
  const overlaySecretKey = await regenerateOverlayKey(openDatabase(c.env.DB), streamerId, Date.now());
  await channelOf(c.env, streamerId).overlayKeyChanged();
  return c.json({ status: true as const, overlaySecretKey });
});
