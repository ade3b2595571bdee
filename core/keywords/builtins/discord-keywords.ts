// Keywords about the streamer's linked Discord server.
import { eager, type KeywordDefinition, KeywordError } from '../definition';

export const discordKeywords: KeywordDefinition[] = [
  {
    name: 'discordRole',
    group: 'discord',
    usage: '{discordRole.name}',
    description:
      "Mentions a role of your linked Discord server in Discord answers and announcements (only that role is pinged); on Twitch it is the role's name.",
    example: {
      template: 'Hey {discordRole.Moderators}, we are live!',
      output: 'Hey @Moderators, we are live!',
    },
    minParams: 1,
    maxParams: 1,
    evaluate: eager(async ([name = ''], { context }) => {
      const role = name.trim();
      if (!context.sources.discordRole) throw new KeywordError('discordRole needs a linked Discord server');
      const text = await context.sources.discordRole(role);
      if (text === null) throw new KeywordError(`no Discord role named ${role}`);
      return text;
    }),
  },
];
