// A signed-in streamer's API calls are rate-limited per streamer (their ChannelDO keeps the count):
// state changes, Simulator and playground calls share one allowance, reads have a larger one.
import { createMiddleware } from 'hono/factory';
import { type AppEnv, channelOf } from '../env';
import { HttpError } from '../http-error';

export const limitStreamerApi = createMiddleware<AppEnv>(async (c, next) => {
  const use = c.req.method === 'GET' || c.req.method === 'HEAD' ? 'read' : 'write';
  const spend = await channelOf(c.env, c.get('streamer').streamerId).spendApiAllowance(use);
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
