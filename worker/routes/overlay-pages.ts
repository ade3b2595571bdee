// The overlay pages OBS loads: light static pages from overlays/, one per overlay area, keyed by path.
import { Hono } from 'hono';
import { type OverlayArea, overlayAreas } from '../../core/overlay/overlay-areas';
import { overlayPolicies, securityHeaders } from '../../core/web/security-headers';
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

for (const area of overlayAreas) {
  const { route, page } = overlayPages[area];
  const headers = Object.entries(securityHeaders('overlay', overlayPolicies[area]));
  overlayPageRoutes.get(route, async (c) => {
    const streamer = await findStreamerByOverlayKey(openDatabase(c.env.DB), c.req.param('key') ?? '');
    if (!streamer) {
      return c.text('Unknown overlay key. Copy the overlay link again from the dashboard.', 404);
    }
    const asset = await c.env.ASSETS.fetch(new URL(page, c.req.url));
    const response = new Response(asset.body, asset);
    // Replaces the dashboard's headers the static assets carry (no-referrer: the key is in the URL).
    for (const [name, value] of headers) response.headers.set(name, value);
    return response;
  });
}
