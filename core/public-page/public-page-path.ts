// Where a channel's public commands page lives, and which names it answers to.

/** The channel's public commands page: the dashboard shows it and `!commands` answers with it. */
export const publicPagePath = (login: string) => `/c/${login}`;

/** The page's Quotes tab. */
export const publicQuotesPath = (login: string) => `${publicPagePath(login)}/quotes`;

/**
 * Whether a name can be a channel's: a Twitch login (letters, digits, underscores) or a display name,
 * which Twitch lets streamers write in their own script. Anything else (dots, slashes, spaces, control
 * characters, more than 25 characters) names no channel, so the page answers 404 without a look-up.
 */
export function isChannelName(name: string): boolean {
  return /^[\p{L}\p{M}\p{N}_]{1,25}$/u.test(name);
}
