// What the streamer notice shows (GET /api/health): each problem names its area, how bad it is, what
// happened in plain words, and the one action that fixes it.

export type ProblemArea =
  | 'bot'
  | 'subscriptions'
  | 'twitchToken'
  | 'chatAccount'
  | 'scopes'
  | 'tips'
  | 'discord'
  | 'alerts';

export type ProblemSeverity = 'error' | 'warning';

/**
 * `join` asks the dashboard to call POST /api/twitch/botOn; `reconnect` and `open` are links (sign in to
 * Twitch again, or the settings page where the fix is).
 */
export type ProblemAction = { kind: 'join' | 'reconnect' | 'open'; label: string; href: string };

export type Problem = {
  area: ProblemArea;
  severity: ProblemSeverity;
  message: string;
  action: ProblemAction;
};

/** Signing in again with Twitch; `scopes` asks for exactly those (a grant that lacks them). */
export function reconnectAction(scopes: string[] = []): ProblemAction {
  const query = scopes.length > 0 ? `?scopes=${encodeURIComponent(scopes.join(' '))}` : '';
  return { kind: 'reconnect', label: 'Reconnect Twitch', href: `/login${query}` };
}

export const joinAction: ProblemAction = { kind: 'join', label: 'Join', href: '/settings/twitch' };

export const botNotInChannel: Problem = {
  area: 'bot',
  severity: 'warning',
  message: 'The bot is not in your channel, so it does not read chat or events.',
  action: joinAction,
};

export const reconnectNeeded: Problem = {
  area: 'twitchToken',
  severity: 'error',
  message: 'Twitch no longer accepts the bot’s access to your channel. Reconnect Twitch to restore it.',
  action: reconnectAction(),
};

/** Why Twitch stopped a subscription it will not let the bot create again, in the streamer's words. */
const unrecoverableReasons: Record<string, string> = {
  authorization_revoked: 'you removed the bot’s access on Twitch',
  user_removed: 'the Twitch account no longer exists or was suspended',
  moderator_removed: 'the bot is no longer a moderator in your channel',
  chat_user_banned: 'the bot is banned from your chat',
  version_removed: 'Twitch retired this kind of event',
  missing_permission: 'Twitch says the bot lacks permission for it',
};

/** A subscription the bot could not keep: the events of `type` no longer reach the bot. */
export function subscriptionLost(type: string, status: string): Problem {
  const why = unrecoverableReasons[status] ?? `Twitch reports “${status}”`;
  const fixable = status === 'chat_user_banned' || status === 'moderator_removed';
  return {
    area: 'subscriptions',
    severity: 'error',
    message: `Twitch stopped sending ${type} events: ${why}.`,
    action: fixable ? { kind: 'join', label: 'Join again', href: '/settings/twitch' } : reconnectAction(),
  };
}

/** The chat account's token (implicit grant, no refresh) expired or was revoked. */
export function chatAccountExpired(login: string): Problem {
  return {
    area: 'chatAccount',
    severity: 'error',
    message: `Twitch no longer accepts the chat account ${login}’s token, so the bot cannot speak as it. Set the chat account again.`,
    action: { kind: 'open', label: 'Set chat account', href: '/settings/twitch' },
  };
}

export const discordWebhookBroken: Problem = {
  area: 'discord',
  severity: 'error',
  message:
    'Discord says the announcement webhook no longer exists, so going live is not announced. Set a new webhook.',
  action: { kind: 'open', label: 'Open Discord', href: '/settings/discord' },
};

/** Each area the notice covers, as the settings home names it (in this order). */
export const problemAreaNames: Record<ProblemArea, string> = {
  bot: 'Bot in your channel',
  subscriptions: 'Twitch events',
  twitchToken: 'Twitch connection',
  chatAccount: 'Chat account',
  scopes: 'Permissions',
  tips: 'Tip services',
  discord: 'Discord announcements',
  alerts: 'Alert box',
};
