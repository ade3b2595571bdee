// The overlay API: addressed by overlaySecretKey, no session. /api/overlay/{key}/ws and /state.
import { Hono } from 'hono';
import { openDatabase } from '../../db/client';
import { findStreamerByOverlayKey } from '../../db/streamers';
import { channelIdHeader } from '../../durable-objects/sockets/overlay-sockets';
import { type AppEnv, channelOf, type Env } from '../env';
import { HttpError } from '../http-error';

/** The streamer an overlay key belongs to, or a 404. */
async function streamerIdForOverlayKey(env: Env, overlaySecretKey: string): Promise<string> {
  const streamer = await findStreamerByOverlayKey(openDatabase(env.DB), overlaySecretKey);
  if (!streamer)
    throw new HttpError(404, 'Unknown overlay key. Copy the overlay link again from the dashboard.');
  return streamer.twitchUserId;
}

/** The channel an overlay key opens, or a 404. */
export async function channelForOverlayKey(env: Env, overlaySecretKey: string) {
  return channelOf(env, await streamerIdForOverlayKey(env, overlaySecretKey));
}

export const overlayRoutes = new Hono<AppEnv>()
  .get('/:key/ws', async (c) => {
    const streamerId = await streamerIdForOverlayKey(c.env, c.req.param('key'));
    if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') {
      throw new HttpError(426, 'This address takes a WebSocket connection.');
    }
    // The raw request goes to the DO so it can accept the socket with the hibernation API; the
    // header (ours, never the client's) names the channel the key opened.
    const headers = new Headers(c.req.raw.headers);
    headers.set(channelIdHeader, streamerId);
    return channelOf(c.env, streamerId).fetch(new Request(c.req.raw, { headers }));
  })
  .get('/:key/state', async (c) => {
    const channel = await channelForOverlayKey(c.env, c.req.param('key'));
    return c.json({ status: true as const, state: await channel.getLiveState() });
  });
