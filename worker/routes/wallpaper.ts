// GET /bgQuote/{username}/{width}/{height}/quote.png: a random quote of the channel on a random
// background, public like an overlay. Results are cached briefly at the edge.
import { Hono } from 'hono';
import { z } from 'zod';
import type { KeywordSources } from '../../core/keywords/definition';
import { evaluateTemplate } from '../../core/keywords/evaluate';
import { defaultBackgroundFormat, quotePlaceholders } from '../../core/quotes/quote';
import { readChannelVariable } from '../../db/channel-variables';
import { type Database, openDatabase } from '../../db/client';
import { quoteByNumber, randomQuote, readQuoteFormats } from '../../db/quotes';
import { findStreamerByLogin } from '../../db/streamers';
import type { AppEnv } from '../env';
import { HttpError } from '../http-error';
import { backgrounds } from '../wallpaper/backgrounds';
import { renderWallpaper, wallpaperLimits } from '../wallpaper/render-wallpaper';

const cacheSeconds = 60;

const quoteNumberSchema = z.coerce.number().int().min(1).max(1_000_000);

const sizeSchema = z.object({
  width: z.coerce.number().int().min(wallpaperLimits.minWidth).max(wallpaperLimits.maxWidth),
  height: z.coerce.number().int().min(wallpaperLimits.minHeight).max(wallpaperLimits.maxHeight),
});

/** A wallpaper reads the channel's variables but changes nothing and fetches nothing. */
function readOnlySources(db: Database, streamerId: string): KeywordSources {
  return {
    liveSince: async () => null,
    lastGameOf: async () => null,
    lastTitleOf: async () => null,
    getVariable: (name) => readChannelVariable(db, streamerId, name),
    setVariable: async () => true,
    fetchText: async () => {
      throw new Error('wallpapers do not fetch');
    },
  };
}

export const wallpaperRoutes = new Hono<AppEnv>().get(
  '/bgQuote/:username/:width/:height/quote.png',
  async (c) => {
    const size = sizeSchema.safeParse(c.req.param());
    if (!size.success) {
      const { minWidth, minHeight, maxWidth, maxHeight } = wallpaperLimits;
      throw new HttpError(
        400,
        `Wallpapers are from ${minWidth}x${minHeight} to ${maxWidth}x${maxHeight} pixels.`,
      );
    }
    const cache = await caches.open('wallpapers');
    const cached = await cache.match(c.req.raw);
    if (cached) return cached;

    const db = openDatabase(c.env.DB);
    const streamer = await findStreamerByLogin(db, c.req.param('username'));
    if (!streamer) throw new HttpError(404, 'No channel with that username uses this bot.');
    // ?quote=N shows that quote (Create Quote Image names the one it picked); otherwise a random one.
    const number = quoteNumberSchema.safeParse(c.req.query('quote'));
    const quote = number.success
      ? await quoteByNumber(db, streamer.twitchUserId, number.data)
      : await randomQuote(db, streamer.twitchUserId);
    if (!quote)
      throw new HttpError(
        404,
        number.success ? 'There is no such quote.' : 'This channel has no quotes yet.',
      );
    const { backgroundFormat } = await readQuoteFormats(db, streamer.twitchUserId);
    const text = await evaluateTemplate(backgroundFormat ?? defaultBackgroundFormat, {
      username: streamer.displayName,
      message: '',
      random: Math.random,
      now: Date.now,
      sources: readOnlySources(db, streamer.twitchUserId),
      placeholders: quotePlaceholders(quote),
    });
    const background =
      backgrounds[Math.floor(Math.random() * backgrounds.length)] ?? (backgrounds[0] as never);
    const png = await renderWallpaper({ ...size.data, text: text || quote.text, background });
    const response = new Response(png, {
      headers: { 'Content-Type': 'image/png', 'Cache-Control': `public, max-age=${cacheSeconds}` },
    });
    c.executionCtx.waitUntil(cache.put(c.req.raw, response.clone()));
    return response;
  },
);
