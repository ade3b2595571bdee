// The health banner's word when Twitch refuses the bot's moderation: the bot's account is not a
// moderator of the channel, or its sign-in lacks the moderation permissions. It names both fixes.
import { moderatorScopes } from '../../core/health/feature-scopes';
import { type Problem, reconnectAction } from '../../core/health/problem';

export const moderationProblemKey = 'moderation:access';

export function moderationAccessProblem(twitchAnswer: string): Problem {
  return {
    area: 'bot',
    severity: 'error',
    message:
      `The chat filters could not act: ${twitchAnswer} Make the bot's account a moderator ` +
      '(type /mod followed by its name in your chat), or reconnect Twitch to give the moderation permissions.',
    action: reconnectAction(moderatorScopes),
  };
}
