// Refuses state-changing requests from other sites (CSRF) before any handler runs.
import { createMiddleware } from 'hono/factory';
import { HttpError } from '../http-error';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export const requireSameOrigin = createMiddleware(async (c, next) => {
  if (!safeMethods.has(c.req.method)) {
    const origin = c.req.header('Origin');
    if (origin !== new URL(c.req.url).origin) {
      throw new HttpError(403, 'This request did not come from the dashboard, so it was refused.');
    }
  }
  await next();
});
