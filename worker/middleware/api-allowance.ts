// A signed-in streamer's API calls are rate-limited per streamer: state changes, Simulator and
// playground calls share one allowance, reads have a larger one. Their LimitsDO keeps the count, stored
// once it runs low, so an eviction does not refill what a burst used up.
import { createMiddleware } from 'hono/factory';
import { apiAllowanceOf } from '../../durable-objects/limits/limits-do';
import type { AppEnv } from '../env';
import { HttpError } from '../http-error';

export const limitStreamerApi = createMiddleware<AppEnv>(async (c, next) => {
  const use = c.req.method === 'GET' || c.req.method === 'HEAD' ? 'read' : 'write';
  const spend = await apiAllowanceOf(c.env, c.get('streamer').streamerId).spendApi(use);
  if (!spend.ok) {
    const what = use === 'read' ? 'requests' : 'changes and tests';
    throw new HttpError(
      429,
      `Too many ${what} in a minute. Wait ${spend.retryAfterSeconds} s and try again.`,
      { 'Retry-After': String(spend.retryAfterSeconds) },
    );
  }
  await next();
});
