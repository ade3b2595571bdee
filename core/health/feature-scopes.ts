// The Twitch scopes each feature needs from the broadcaster, as data: sign-in asks for all of them, and
// a stored grant that lacks some (signed in before the feature existed) makes that feature a problem.
import { z } from 'zod';
import { type Problem, reconnectAction } from './problem';

export type FeatureScopes = { feature: string; scopes: string[] };

/** What the account that carries out the chat filters needs (spec/moderation.md section 5). */
export const moderatorScopes = [
  'moderator:manage:chat_messages',
  'moderator:manage:banned_users',
  'moderator:manage:warnings',
];

export const featureScopes: FeatureScopes[] = [
  { feature: 'The chat bot', scopes: ['channel:bot', 'moderation:read', 'channel:read:vips'] },
  {
    feature: 'The goal bar (followers and subs)',
    scopes: ['moderator:read:followers', 'channel:read:subscriptions'],
  },
  { feature: 'Cheers in the carousel', scopes: ['bits:read'] },
  { feature: 'Channel points', scopes: ['channel:read:redemptions'] },
  { feature: 'Changing the title and game', scopes: ['channel:manage:broadcast'] },
  { feature: 'Clips', scopes: ['clips:edit', 'channel:manage:clips'] },
  { feature: 'Shoutouts', scopes: ['moderator:manage:shoutouts'] },
  // Without a chat account of their own, the broadcaster carries out the filters as their own moderator.
  { feature: 'Chat moderation', scopes: moderatorScopes },
  // channel.ban: a timed-out or banned viewer's alert speech stops at once.
  { feature: 'Silencing alert speech when a viewer is banned', scopes: ['channel:moderate'] },
];

/** Every scope sign-in requests, once each. */
export const allFeatureScopes = [...new Set(featureScopes.flatMap((f) => f.scopes))];

/** One problem per feature whose scopes the grant lacks, asking for exactly the missing ones. */
export function missingScopeProblems(granted: string[]): Problem[] {
  const have = new Set(granted);
  return featureScopes.flatMap(({ feature, scopes }) => {
    const missing = scopes.filter((scope) => !have.has(scope));
    if (missing.length === 0) return [];
    return [
      {
        area: 'scopes' as const,
        severity: 'warning' as const,
        message: `${feature} needs permission you have not given yet (${missing.join(', ')}).`,
        action: reconnectAction(missing),
      },
    ];
  });
}

/** `/login?scopes=…`: the scopes a "Reconnect Twitch" action asks for, each one a feature's. */
export const askedScopesSchema = z.object({
  scopes: z
    .string()
    .max(1000)
    .transform((value) => value.split(' ').filter(Boolean))
    .refine((scopes) => scopes.every((scope) => allFeatureScopes.includes(scope)), {
      message: 'The sign-in link asks for a permission this bot does not use.',
    })
    .optional(),
});

/**
 * What a reconnect requests: Twitch replaces the grant with the requested scopes, so the ones already
 * granted are asked again beside the missing ones, and the consent screen adds only those.
 */
export function reconnectScopes(granted: string[], asked: string[]): string[] {
  return [...new Set([...granted, ...asked])];
}
