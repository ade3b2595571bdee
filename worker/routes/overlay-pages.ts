// The overlay pages OBS loads: light static pages from overlays/, one per overlay area, keyed by path.
import { Hono } from 'hono';
import type { OverlayArea } from '../../core/overlay/overlay-areas';
import { openDatabase } from '../../db/client';
import { findStreamerByOverlayKey } from '../../db/streamers';
import type { AppEnv } from '../env';

/** Route and built page of each area (the spec's routes; vite.config.ts lists the same pages). */
export const overlayPages: Record<OverlayArea, { route: string; page: string }> = {
  carousel: { route: '/events/v2/:key', page: '/overlays/carousel/' },
  clipReel: { route: '/clips/:key', page: '/overlays/clip-reel/' },
  progressBar: { route: '/progressBar/v1/:key', page: '/overlays/progress-bar/' },
  emoteMover: { route: '/emoteMover/v1/:key', page: '/overlays/emote-mover/' },
};

export const overlayPageRoutes = new Hono<AppEnv>();

for (const { route, page } of Object.values(overlayPages)) {
  overlayPageRoutes.get(route, async (c) => {
    const streamer = await findStreamerByOverlayKey(openDatabase(c.env.DB), c.req.param('key') ?? '');
    if (!streamer) {
      return c.text('Unknown overlay key. Copy the overlay link again from the dashboard.', 404);
    }
    const asset = await c.env.ASSETS.fetch(new URL(page, c.req.url));
    const response = new Response(asset.body, asset);
    // The key is in the URL: never let it leak through a Referer header.
    response.headers.set('Referrer-Policy', 'no-referrer');
    return response;
  });
}
