// What only the channel's owner may do: its tokens and connections, its editors list, its overlay key and
// clearing its settings history. Each such route says so where it is defined (ownerOnly in
// route-properties.ts); this refuses an editor the same way everywhere, before the route runs.
import type { Context, Next } from 'hono';
import { PatternRouter } from 'hono/router/pattern-router';
import { app } from '../app';
import type { AppEnv } from '../env';
import { HttpError } from '../http-error';
import { declaredBy } from '../route-properties';

type OwnerOnlyRoute = { what: string };

/** Every path with an owner-only route, built from the app's routes at the first request. */
let ownerOnlyPaths: PatternRouter<OwnerOnlyRoute> | undefined;

/**
 * The owner-only route a path is, if any, in every method: the router runs a GET handler for HEAD too, so
 * a rule for some methods only would miss the spellings the router maps to the same handler. Declared
 * as functions, not consts: app.ts uses this module while it is built, and this one reads the built app.
 */
export function ownerOnlyRoute(path: string): OwnerOnlyRoute | undefined {
  if (!ownerOnlyPaths) {
    ownerOnlyPaths = new PatternRouter<OwnerOnlyRoute>();
    for (const route of app.routes) {
      const what = declaredBy(route.handler)?.ownerOnly;
      if (what) ownerOnlyPaths.add('ALL', route.path, { what });
    }
  }
  return ownerOnlyPaths.match('ALL', path)[0][0]?.[0];
}

export async function requireOwnerWhereNeeded(c: Context<AppEnv>, next: Next): Promise<void> {
  if (c.get('role') === 'editor') {
    const route = ownerOnlyRoute(c.req.path);
    if (route)
      throw new HttpError(
        403,
        `Only the channel's owner can manage ${route.what}. You manage ${c.get('streamer').displayName}'s channel as an editor.`,
      );
  }
  await next();
}
