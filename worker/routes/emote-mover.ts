// /api/emoteMover: the emote mover's settings on the shared overlay-settings routes, with the channel's
// emote sources (how many emotes each set has, what failed) and the images the page's preview flies;
// POST /test sends the page's Testing emotes to the open overlays too.
import { z } from 'zod';
import { partOf } from '../env';
import { changesNothing } from '../route-properties';
import { validJson } from '../validation';
import { overlaySettingsRoutes } from './overlay-settings';

/** Testing sends a burst of 20 or one at a time; this bounds what one request can ask for. */
export const maxTestEmotes = 50;

const testRequestSchema = z.strictObject({ count: z.number().int().min(1).max(maxTestEmotes) });

export const emoteMoverRoutes = overlaySettingsRoutes('emoteMover', 'Emote mover', async (c) => ({
  emoteSources: await partOf(c.env, c.get('streamer').streamerId, 'emotes').sources(),
})).post('/test', changesNothing, validJson(testRequestSchema), async (c) => {
  const emotes = await partOf(c.env, c.get('streamer').streamerId, 'emotes').sendTest(
    c.req.valid('json').count,
  );
  return c.json({ status: true as const, emotes });
});
