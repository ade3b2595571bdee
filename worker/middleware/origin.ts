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

/**
 * A request another site made the browser send (a link or image on another page): by the browser's
 * Sec-Fetch-Site, or a foreign Origin or Referer. Typing the address yourself is not cross-site.
 */
export function isCrossSite(request: Request): boolean {
  const site = request.headers.get('Sec-Fetch-Site');
  if (site === 'cross-site' || site === 'same-site') return true;
  const own = new URL(request.url).origin;
  const origin = request.headers.get('Origin');
  if (origin && origin !== own) return true;
  const referer = request.headers.get('Referer');
  if (!referer) return false;
  try {
    return new URL(referer).origin !== own;
  } catch {
    return true;
  }
}
