// Every change made on the dashboard is written to the channel's settings history with who made it, so
// a streamer sees what their editors did (the dashboard home). Tests and previews change nothing. A route
// whose request says too little (an alert control, an Undo) names what it did with describeChange.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { openDatabase } from '../../db/client';
import { recordSettingsChange } from '../../db/settings-changes';
import type { AppEnv } from '../env';

/**
 * What a path under /api changes, in the pages' words, and what was done when the method's verb says it
 * badly; null: not a settings change. First match wins.
 */
const changedThings: readonly [RegExp, string | null, string?][] = [
  [/^\/api\/settingsHistory\/clear$/, 'The settings history', 'cleared'],
  [/^\/api\/(simulator|keywords|session)(\/|$)/, null],
  [/\/(test|replay|control|preview)$/, null],
  [/^\/api\/events(\/|$)/, null],
  [/^\/api\/twitch\/announcements$/, 'Announcements'],
  [/^\/api\/twitch\/textReply$/, 'Channel-point replies'],
  [/^\/api\/twitch\/incrementor/, 'The counter'],
  [/^\/api\/twitch\/bot(On|Off)$/, 'The bot in chat'],
  [/^\/api\/commands/, 'Chat commands'],
  [/^\/api\/quotes/, 'Quotes'],
  [/^\/api\/moderation/, 'Moderation'],
  [/^\/api\/triggeredEvent/, 'Events'],
  [/^\/api\/discord/, 'Discord'],
  [/^\/api\/twitchOauth/, 'The chat account'],
  [/^\/api\/tips/, 'Tip Setup'],
  [/^\/api\/carousel/, 'Event carousel'],
  [/^\/api\/progressBar/, 'Progress bar'],
  [/^\/api\/emoteMover/, 'Emote mover'],
  [/^\/api\/clips/, 'Clip reel'],
  [/^\/api\/alerts/, 'Alerts'],
  [/^\/api\/overlay/, 'The overlay key'],
  [/^\/api\/import\/apply$/, 'Commands, quotes and timers', 'imported from another bot'],
  [/^\/api\/import\/nightbot/, 'The Nightbot connection'],
  [/^\/api\/regulars/, 'Regulars'],
  [/^\/api\/editors/, 'Editors'],
  [/^\/api\/publicPage/, 'The public commands page'],
];

const verbs: Record<string, string> = { POST: 'saved', PUT: 'edited', PATCH: 'edited', DELETE: 'removed' };

/** The history's line for a request, or null when it changes no setting. */
export function settingsChangeOf(method: string, path: string): string | null {
  const verb = verbs[method];
  if (!verb) return null;
  const match = changedThings.find(([pattern]) => pattern.test(path));
  const thing = match ? match[1] : path.split('/')[2];
  return thing ? `${thing}: ${match?.[2] ?? verb}` : null;
}

/** Says what the request changed (null: nothing after all), in place of what its method and path say. */
export function describeChange(c: Context<AppEnv>, what: string | null): void {
  c.set('settingsChange', what);
}

export const recordSettingsHistory = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.status >= 300) return;
  const described = c.get('settingsChange');
  const what = described === undefined ? settingsChangeOf(c.req.method, c.req.path) : described;
  if (!what) return;
  await recordSettingsChange(openDatabase(c.env.DB), c.get('streamer').streamerId, {
    by: c.get('user').login,
    what,
    at: Date.now(),
  });
});
