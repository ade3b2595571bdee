// The overlay pages OBS loads: light static pages from overlays/, one per overlay area, at the paths
// the registry gives (core/overlay/overlay-areas.ts), each with its own security headers, each load
// spending from the key's allowance (overlay-limit.ts).
import { Hono } from 'hono';
import { overlayAreas } from '../../core/overlay/overlay-areas';
import { overlayPolicy, securityHeaders } from '../../core/web/security-headers';
import { openDatabase } from '../../db/client';
import { findStreamerByOverlayKey } from '../../db/streamers';
import type { AppEnv } from '../env';
import { changesNothing } from '../route-properties';
import { limitOverlayRequests } from './overlay-limit';

export const overlayPageRoutes = new Hono<AppEnv>();

for (const area of overlayAreas) {
  const headers = Object.entries(securityHeaders('overlay', overlayPolicy(area.outsideContent)));
  overlayPageRoutes.get(`${area.pagePath}/:key`, changesNothing, limitOverlayRequests, async (c) => {
    const streamer = await findStreamerByOverlayKey(openDatabase(c.env.DB), c.req.param('key') ?? '');
    if (!streamer) {
      return c.text('Unknown overlay key. Copy the overlay link again from the dashboard.', 404);
    }
    const asset = await c.env.ASSETS.fetch(new URL(`/overlays/${area.pageFolder}/`, c.req.url));
    const response = new Response(asset.body, asset);
    // Replaces the dashboard's headers the static assets carry (no-referrer: the key is in the URL).
    for (const [name, value] of headers) response.headers.set(name, value);
    return response;
  });
}
