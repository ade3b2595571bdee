// GET /bgQuote/{username}/{width}/{height}/quote.png: a random quote of the channel on a random
// background, public like an overlay; {username} is the login or the display name, in any case.
// Results are cached briefly at the edge. The Worker does the cheap part (checks, allowances, the quote
// and its text); the channel's render object draws the PNG (durable-objects/wallpaper/), within an
// object's CPU limit rather than a Free-plan Worker's 10 ms.
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { KeywordSources } from '../../core/keywords/definition';
import { evaluateTemplate } from '../../core/keywords/evaluate';
import { TokenBuckets } from '../../core/limits/token-buckets';
import { isWallpaperPass } from '../../core/limits/wallpaper-pass';
import { defaultBackgroundFormat, quotePlaceholders } from '../../core/quotes/quote';
import { readChannelVariable } from '../../db/channel-variables';
import { type Database, openDatabase } from '../../db/client';
import { quoteByNumber, randomQuote, readQuoteFormats } from '../../db/quotes';
import { findStreamerByName } from '../../db/streamers';
import { backgrounds } from '../../durable-objects/wallpaper/backgrounds';
import { wallpaperLimits } from '../../durable-objects/wallpaper/render-wallpaper';
import { wallpaperRendererOf } from '../../durable-objects/wallpaper/wallpaper-renderer';
import type { AppEnv } from '../env';
import { HttpError } from '../http-error';
import { currentSession } from '../middleware/session';
import { changesNothing } from '../route-properties';

const cacheSeconds = 60;

/**
 * Renders (cache misses) allowed per minute. Kept per isolate: rendering is the costly part, and the
 * cache key ignores any query but the quote's number, so `?bust=N` cannot force a render. Each client
 * address has its allowance; a channel has one for its own callers (its signed-in dashboard, the links
 * its Discord `/quoteimage` hands out) and a smaller one that anonymous callers share, so strangers
 * cannot use up the streamer's. Only a render known to happen (the quote exists, the address's
 * allowance passed) is counted against the channel.
 */
export const wallpaperRenderLimits = { perUsername: 30, anonymousPerUsername: 10, perAddress: 20 } as const;
const rendersPerUsername = new TokenBuckets(wallpaperRenderLimits.perUsername);
const anonymousRendersPerUsername = new TokenBuckets(wallpaperRenderLimits.anonymousPerUsername);
const rendersPerAddress = new TokenBuckets(wallpaperRenderLimits.perAddress);

/** The cache's key: the path (the username in lower case) and the quote asked for, nothing else. */
function cacheKey(url: URL, username: string, quoteNumber: number | undefined): Request {
  const [, , , width, height] = url.pathname.split('/');
  const key = new URL(`/bgQuote/${username}/${width}/${height}/quote.png`, url.origin);
  if (quoteNumber !== undefined) key.searchParams.set('quote', String(quoteNumber));
  return new Request(key);
}

/** Spends one render of an allowance, or refuses with when to retry. */
function spendRender(buckets: TokenBuckets, key: string): void {
  const spend = buckets.take(key, Date.now());
  if (!spend.ok)
    throw new HttpError(429, `Too many wallpapers drawn in a minute. Wait ${spend.retryAfterSeconds} s.`, {
      'Retry-After': String(spend.retryAfterSeconds),
    });
}

/** Whether the channel itself asks: its signed-in dashboard, or a link with its pass. */
async function isChannelsOwn(
  c: Context<AppEnv>,
  streamer: { streamerId: string; login: string; overlaySecretKey: string },
  wallpaper: { width: number; height: number; quote: number | undefined },
): Promise<boolean> {
  const { quote, ...size } = wallpaper;
  if (
    quote !== undefined &&
    (await isWallpaperPass(c.req.query('pass'), streamer.overlaySecretKey, {
      login: streamer.login,
      ...size,
      quote,
    }))
  )
    return true;
  return (await currentSession(c))?.streamer.streamerId === streamer.streamerId;
}

const quoteNumberSchema = z.coerce.number().int().min(1).max(1_000_000);

const sizeSchema = z.object({
  width: z.coerce.number().int().min(wallpaperLimits.minWidth).max(wallpaperLimits.maxWidth),
  height: z.coerce.number().int().min(wallpaperLimits.minHeight).max(wallpaperLimits.maxHeight),
});

/** A wallpaper reads the channel's variables but changes nothing and fetches nothing. */
function readOnlySources(
  db: Database,
  streamer: { streamerId: string; login: string; displayName: string },
): KeywordSources {
  const { streamerId, login, displayName } = streamer;
  return {
    ownChannel: async () => ({ login, displayName }),
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
  changesNothing,
  async (c) => {
    const size = sizeSchema.safeParse(c.req.param());
    if (!size.success) {
      const { minWidth, minHeight, maxWidth, maxHeight } = wallpaperLimits;
      throw new HttpError(
        400,
        `Wallpapers are from ${minWidth}x${minHeight} to ${maxWidth}x${maxHeight} pixels.`,
      );
    }
    // ?quote=N shows that quote (Create Quote Image names the one it picked); otherwise a random one.
    const number = quoteNumberSchema.safeParse(c.req.query('quote'));
    const username = c.req.param('username').toLowerCase();
    const cache = await caches.open('wallpapers');
    const key = cacheKey(new URL(c.req.url), username, number.success ? number.data : undefined);
    const cached = await cache.match(key);
    if (cached) return cached;

    // Cloudflare names the client's address; a local server has none.
    const address = c.req.header('CF-Connecting-IP');
    if (address) spendRender(rendersPerAddress, address);
    const db = openDatabase(c.env.DB);
    const streamer = await findStreamerByName(db, username);
    if (!streamer) throw new HttpError(404, 'No channel with that username uses this bot.');
    const quote = number.success
      ? await quoteByNumber(db, streamer.streamerId, number.data)
      : await randomQuote(db, streamer.streamerId);
    if (!quote)
      throw new HttpError(
        404,
        number.success ? 'There is no such quote.' : 'This channel has no quotes yet.',
      );
    const own = await isChannelsOwn(c, streamer, {
      ...size.data,
      quote: number.success ? number.data : undefined,
    });
    spendRender(own ? rendersPerUsername : anonymousRendersPerUsername, streamer.login);
    const { backgroundFormat } = await readQuoteFormats(db, streamer.streamerId);
    const text = await evaluateTemplate(backgroundFormat ?? defaultBackgroundFormat, {
      username: streamer.displayName,
      message: '',
      random: Math.random,
      now: Date.now,
      sources: readOnlySources(db, streamer),
      placeholders: quotePlaceholders(quote),
    });
    const background =
      backgrounds[Math.floor(Math.random() * backgrounds.length)] ?? (backgrounds[0] as never);
    const png = await wallpaperRendererOf(c.env.WALLPAPERS, streamer.streamerId).render({
      ...size.data,
      text: text || quote.text,
      background,
      origin: new URL(c.req.url).origin,
    });
    const response = new Response(png, {
      headers: { 'Content-Type': 'image/png', 'Cache-Control': `public, max-age=${cacheSeconds}` },
    });
    c.executionCtx.waitUntil(cache.put(key, response.clone()));
    return response;
  },
);
