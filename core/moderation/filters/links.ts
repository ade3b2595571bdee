// Links: a link that is neither the channel's own nor on the allowlist trips the filter, unless a
// moderator's `!permit` is running for the viewer. A blocklisted link goes straight to the
// blocklist's own action (ban by default), permit or not: the streamer named that domain outright.
import type { FoundLink } from '../link-finder';
import { compileDomainList, type DomainList, isOwnChannelLink } from '../link-patterns';
import type { FilterSettings, Punishment } from '../moderation-settings';
import type { FilterTrip } from '../verdict';

export type LinkRules = { allow: DomainList; block: DomainList; blockPunishment: Punishment };

export function compileLinkRules(
  settings: Pick<FilterSettings<'links'>, 'allow' | 'block' | 'blockPunishment'>,
): LinkRules {
  return {
    allow: compileDomainList(settings.allow, false),
    block: compileDomainList(settings.block, true),
    blockPunishment: settings.blockPunishment,
  };
}

/** The first link the channel does not allow, or null. */
export function firstUnallowedLink(
  links: readonly FoundLink[],
  rules: LinkRules,
  channelLogin: string,
): FoundLink | null {
  for (const link of links)
    if (!isOwnChannelLink(link, channelLogin) && rules.allow.match(link) === null) return link;
  return null;
}

export type LinkContext = { channelLogin: string; permitted: boolean };

export function checkLinks(
  links: readonly FoundLink[],
  rules: LinkRules,
  context: LinkContext,
): FilterTrip | null {
  if (links.length === 0) return null;
  for (const link of links) {
    const pattern = rules.block.match(link);
    if (pattern !== null)
      return { reason: `blocklisted link ${link.host}`, entry: pattern, punishment: rules.blockPunishment };
  }
  if (context.permitted) return null;
  const link = firstUnallowedLink(links, rules, context.channelLogin);
  return link ? { reason: `link to ${link.host}` } : null;
}
