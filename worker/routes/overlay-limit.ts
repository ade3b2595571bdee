// Overlay addresses carry no session, only the overlay key, so each key has an allowance of requests a
// minute, far above what browser sources use (loading an overlay page is about four requests, a clip
// reel asks one video a clip), so a leaked key or a runaway loop cannot hammer the channel or, through
// the clip reel's video redirects, the streamer's Twitch token. Kept per isolate, as the wallpaper and
// Ko-fi limits are; OVERLAY_REQUESTS_PER_MINUTE raises it (the fan-out bench opens 1,000 sockets on a key).
import { createMiddleware } from 'hono/factory';
import { perMinuteFrom, type Spend, TokenBuckets } from '../../core/limits/token-buckets';
import type { AppEnv } from '../env';
import { HttpError } from '../http-error';

export const overlayLimits = { requestsPerMinute: 120, clipVideosPerMinute: 20 } as const;

let requests: TokenBuckets | undefined;
const clipVideos = new TokenBuckets(overlayLimits.clipVideosPerMinute);

function refuse(spend: Spend, what: string): void {
  if (spend.ok) return;
  throw new HttpError(
    429,
    `Too many ${what} for this overlay in a minute. Wait ${spend.retryAfterSeconds} s.`,
    {
      'Retry-After': String(spend.retryAfterSeconds),
    },
  );
}

/** Every overlay address (pages, socket opens, state, progress, clips) spends from its key's allowance. */
export const limitOverlayRequests = createMiddleware<AppEnv>(async (c, next) => {
  requests ??= new TokenBuckets(
    perMinuteFrom(c.env.OVERLAY_REQUESTS_PER_MINUTE, overlayLimits.requestsPerMinute),
  );
  refuse(requests.take(c.req.param('key') ?? '', Date.now()), 'requests');
  await next();
});

/** A clip video redirect asks Twitch on the streamer's token: it has a smaller allowance of its own. */
export const limitClipVideos = createMiddleware<AppEnv>(async (c, next) => {
  refuse(clipVideos.take(c.req.param('key') ?? '', Date.now()), 'clip videos');
  await next();
});
