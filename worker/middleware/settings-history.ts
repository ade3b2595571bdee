// Every change made on the dashboard is written to the channel's settings history with who made it, so
// a streamer sees what their editors did (the dashboard home). Each route declares its words (or that it
// changes nothing: tests, previews) where it is defined (route-properties.ts); a route whose request says
// too little (an alert control, an Undo) names what it did with describeChange.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { openDatabase } from '../../db/client';
import { recordSettingsChange } from '../../db/settings-changes';
import type { AppEnv } from '../env';
import { type RouteProperties, routePropertiesOf } from '../route-properties';

const verbs: Record<string, string> = { POST: 'saved', PUT: 'edited', PATCH: 'edited', DELETE: 'removed' };

/** The history's line for a request to a route with these properties, or null when it changes no setting. */
function settingsChangeOf(method: string, properties: RouteProperties | undefined): string | null {
  const verb = verbs[method];
  const history = properties?.history;
  if (!verb || !history || history === 'in its own words') return null;
  return `${history.what}: ${history.done ?? verb}`;
}

/** Says what the request changed (null: nothing after all), in place of the words its route declares. */
export function describeChange(c: Context<AppEnv>, what: string | null): void {
  c.set('settingsChange', what);
}

export const recordSettingsHistory = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.status >= 300) return;
  const described = c.get('settingsChange');
  const what = described === undefined ? settingsChangeOf(c.req.method, routePropertiesOf(c)) : described;
  if (!what) return;
  await recordSettingsChange(openDatabase(c.env.DB), c.get('streamer').streamerId, {
    by: c.get('user').login,
    what,
    at: Date.now(),
  });
});
