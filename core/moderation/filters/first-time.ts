// First-time chatters: until a viewer is trusted (the caller's own "first seen" record, trusted after
// `trustAfter` clean messages), a link the channel does not allow is removed with a friendly note
// (the filter's message). A running `!permit` lets it through.
import type { FoundLink } from '../link-finder';
import type { FilterTrip } from '../verdict';
import { firstUnallowedLink, type LinkRules } from './links';

export type FirstTimeContext = { channelLogin: string; permitted: boolean; trusted: boolean };

export function checkFirstTime(
  links: readonly FoundLink[],
  rules: LinkRules,
  context: FirstTimeContext,
): FilterTrip | null {
  if (context.trusted || context.permitted || links.length === 0) return null;
  const link = firstUnallowedLink(links, rules, context.channelLogin);
  return link ? { reason: `a link (${link.host}) from a viewer not yet trusted` } : null;
}
