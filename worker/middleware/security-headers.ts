// Security headers on everything the Worker answers; the policies are in core/web/security-headers.ts.
import type { MiddlewareHandler } from 'hono';
import { dataPolicy, securityHeaders } from '../../core/web/security-headers';

const dataHeaders = Object.entries(securityHeaders('data', dataPolicy));

/**
 * Adds each security header the route did not set itself. Pages set their own (overlay pages, the
 * chat-account page); everything else (API JSON, webhooks, redirects, the wallpaper PNG) is data.
 */
export const addSecurityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  // A WebSocket hand-over carries no document, and its answer must stay the one the object gave.
  if (c.res.status === 101) return;
  const missing = dataHeaders.filter(([name]) => !c.res.headers.has(name));
  if (missing.length === 0) return;
  // Answers passed on from fetch() (assets, the ChannelDO) have immutable headers: copy those.
  const response = new Response(c.res.body, c.res);
  for (const [name, value] of missing) response.headers.set(name, value);
  c.res = undefined;
  c.res = response;
};
