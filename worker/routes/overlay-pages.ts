// The overlay pages OBS loads: light static pages from overlays/, one per overlay, keyed by path.
import { Hono } from 'hono';
import type { OverlayKind } from '../../core/overlay/overlay-messages';
import { openDatabase } from '../../db/client';
import { findStreamerByOverlayKey } from '../../db/streamers';
import type { AppEnv } from '../env';

/** Route prefix and built page of each overlay (vite.config.ts lists the same pages). */
export const overlayPages: Record<OverlayKind, { route: string; page: string }> = {
  events: { route: '/events/v2/:key', page: '/overlays/events/' },
  clips: { route: '/clips/:key', page: '/overlays/clips/' },
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
