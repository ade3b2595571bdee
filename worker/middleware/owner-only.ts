// What only the channel's owner may do: its tokens and connections, its editors list, its overlay key and
// clearing its settings history. One table, checked before any route runs, so an editor is refused the
// same way everywhere.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { HttpError } from '../http-error';

type OwnerOnlyRoute = { path: RegExp; what: string };

/**
 * Paths under /api, the owner's for every method: the router runs a GET handler for HEAD too, so a rule
 * for some methods only would miss the spellings the router maps to the same handler.
 */
export const ownerOnlyRoutes: readonly OwnerOnlyRoute[] = [
  { path: /^\/api\/editors$/, what: 'the editors list' },
  { path: /^\/api\/twitchOauth(\/|$)/, what: "the bot's Twitch chat account" },
  { path: /^\/api\/tips\/(kofi|streamelements|streamlabs)$/, what: 'tip-service tokens' },
  { path: /^\/api\/tips\/streamlabs(Login|Auth)$/, what: 'the Streamlabs connection' },
  { path: /^\/api\/discord\/code$/, what: 'linking a Discord server' },
  { path: /^\/api\/overlay\/regenerateKey$/, what: 'the overlay key' },
  { path: /^\/api\/import\/nightbot\/(connect|callback)$/, what: 'the Nightbot connection' },
  { path: /^\/api\/settingsHistory\/clear$/, what: 'clearing the settings history' },
];

/** The owner-only route a path is, if any. */
export function ownerOnlyRoute(path: string): OwnerOnlyRoute | undefined {
  return ownerOnlyRoutes.find((route) => route.path.test(path));
}

export const requireOwnerWhereNeeded = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('role') === 'editor') {
    const route = ownerOnlyRoute(c.req.path);
    if (route)
      throw new HttpError(
        403,
        `Only the channel's owner can manage ${route.what}. You manage ${c.get('streamer').displayName}'s channel as an editor.`,
      );
  }
  await next();
});
