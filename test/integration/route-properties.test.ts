// Every route of the app says where it is defined whether it is the owner's alone, what the settings
// history says of it and how large a body it takes (worker/route-properties.ts): a route without its
// declaration, or with a second one, fails here before it can slip past a guard.
import { describe, expect, it } from 'vitest';
import { maxUploadBodyBytes } from '../../core/alerts/media-files';
import { app } from '../../worker/app';
import { declaredBy, type RouteProperties } from '../../worker/route-properties';

type Route = { route: string; handlers: unknown[] };

/**
 * The app's routes, each with its handlers in order. Hono lists one entry per handler; middleware added
 * with `use` (method ALL) belongs to no one route, and every route of the app answers named methods.
 */
function appRoutes(): Route[] {
  const routes: Route[] = [];
  for (const { method, path, handler } of app.routes) {
    if (method === 'ALL') continue;
    const route = `${method} ${path}`;
    const last = routes.at(-1);
    if (last?.route === route) last.handlers.push(handler);
    else routes.push({ route, handlers: [handler] });
  }
  return routes;
}

const declarationOf = (route: string): RouteProperties | undefined =>
  declaredBy(appRoutes().find((each) => each.route === route)?.handlers[0]);

describe('route properties', () => {
  it('finds every route of the app, the dashboard API and the public pages alike', () => {
    const routes = appRoutes().map(({ route }) => route);
    expect(routes.length).toBeGreaterThan(100);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /login',
        'POST /webhooks/twitch',
        'POST /api/quotes',
        'GET /api/discord/code',
        'POST /api/import/apply',
        'GET /c/:login',
        'GET /media/:id',
      ]),
    );
  });

  it('has every route declare its properties once, as its first handler', () => {
    for (const { route, handlers } of appRoutes()) {
      expect(declaredBy(handlers[0]), `${route} declares its properties first`).toBeDefined();
      expect(handlers.slice(1).filter(declaredBy), `${route} declares them once`).toEqual([]);
    }
  });

  it('has each declaration say all three: owner-only or not, its history words or none, its body limit', () => {
    for (const { route, handlers } of appRoutes()) {
      const { ownerOnly, history, body } = declaredBy(handlers[0]) as RouteProperties;
      expect(ownerOnly === false || (typeof ownerOnly === 'string' && ownerOnly.length > 0), route).toBe(
        true,
      );
      if (history !== null && history !== 'in its own words') expect(history.what, route).not.toBe('');
      expect(body.maxBytes, route).toBeGreaterThan(0);
      expect(typeof body.enforce, route).toBe('function');
    }
  });

  it('lists no reading in the history, and nothing outside the dashboard API is owner-only or listed', () => {
    for (const { route, handlers } of appRoutes()) {
      const { ownerOnly, history } = declaredBy(handlers[0]) as RouteProperties;
      if (route.startsWith('GET ')) expect(history, route).toBeNull();
      if (!route.includes(' /api/'))
        expect({ ownerOnly, history }, route).toEqual({ ownerOnly: false, history: null });
    }
  });

  it('lets only an upload and an import past 1 MB', () => {
    const large = appRoutes()
      .filter(({ handlers }) => (declaredBy(handlers[0]) as RouteProperties).body.maxBytes > 1024 * 1024)
      .map(({ route }) => route);
    expect(large.sort()).toEqual([
      'POST /api/alerts/media',
      'POST /api/import/apply',
      'POST /api/import/preview',
    ]);
    expect(declarationOf('POST /api/alerts/media')?.body.maxBytes).toBe(maxUploadBodyBytes);
    expect(declarationOf('POST /api/import/apply')?.body.maxBytes).toBe(8 * 1024 * 1024);
  });
});
