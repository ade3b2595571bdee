// Which routes only the channel's owner may use, checked against a list written here rather than read from
// the mechanism that enforces it: every /api route of the app is asked, as an editor of the channel, in
// each method it is defined for, and exactly the routes below must answer "only the owner".
import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { createSession } from '../../db/sessions';
import { app } from '../../worker/app';
import { streamerFixture } from './live-events-fixture';
import { ownerOnlyRoutes } from './owner-only-list';
import { dashboardRequest } from './session-helpers';

const methods = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

describe('owner-only routes', () => {
  it("refuse an editor exactly the routes written here, the Nightbot connection's included", async () => {
    const owner = await streamerFixture('ListedOwner');
    const editor = await streamerFixture('ListedEditor');
    expect((await owner.api('POST', '/api/editors', { login: editor.name })).status).toBe(200);
    expect((await editor.api('POST', '/api/session/channel', { login: owner.name })).status).toBe(200);
    const db = openDatabase(env.DB);
    const routes = [
      ...new Set(
        app.routes
          .filter((route) => methods.has(route.method) && route.path.startsWith('/api/'))
          .map((route) => `${route.method} ${route.path}`),
      ),
    ].sort();
    expect(routes).toEqual(expect.arrayContaining(ownerOnlyRoutes));

    const refused: string[] = [];
    for (const route of routes) {
      const [method = '', path = ''] = route.split(' ');
      // A session of its own for each request, so a route that ends sessions cannot end the walk's.
      const cookie = `session=${await createSession(db, editor.streamerId, Date.now(), owner.streamerId)}`;
      const request = dashboardRequest(
        cookie,
        method,
        path.replace(/:\w+/g, 'x'),
        method === 'GET' ? undefined : {},
      );
      const response = await exports.default.fetch(request, { redirect: 'manual' });
      const text = await response.text();
      if (response.status === 403 && text.includes("Only the channel's owner")) refused.push(route);
    }
    expect(refused).toEqual(ownerOnlyRoutes);
  }, 120_000);
});
