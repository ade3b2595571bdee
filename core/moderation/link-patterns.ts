// The links filter's allow and block lists: `example.com` (and its subdomains), `*.example.com`,
// `youtube.com/watch*`. Also the links always allowed: the channel's own Twitch page and clips.
import type { FoundLink } from './link-finder';
import { foldLookalikes } from './normalize';

type DomainPattern = {
  /** As the streamer wrote it, for the log. */
  source: string;
  host: string;
  hostHasWildcard: boolean;
  /** Absent: any path. */
  path?: string;
};

const withoutScheme = /^(?:[a-z][a-z0-9+.-]*:)?\/\//;

const withoutWww = (host: string) => (host.startsWith('www.') ? host.slice(4) : host);
const withoutTrailingSlash = (path: string) =>
  path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;

/**
 * Whether `text` matches `pattern` where `*` is any run of characters. Greedy with one backtrack
 * point, so it is O(pattern × text) however many stars a streamer types.
 */
export function matchesGlob(pattern: string, text: string): boolean {
  let p = 0;
  let t = 0;
  let star = -1;
  let resume = 0;
  while (t < text.length) {
    if (p < pattern.length && pattern[p] === text[t] && pattern[p] !== '*') {
      p++;
      t++;
    } else if (p < pattern.length && pattern[p] === '*') {
      star = p++;
      resume = t;
    } else if (star !== -1) {
      p = star + 1;
      t = ++resume;
    } else return false;
  }
  while (p < pattern.length && pattern[p] === '*') p++;
  return p === pattern.length;
}

function readPattern(source: string): DomainPattern {
  const lower = source.trim().toLowerCase().replace(withoutScheme, '');
  const slash = lower.indexOf('/');
  const host = withoutWww(slash === -1 ? lower : lower.slice(0, slash));
  const path = slash === -1 ? undefined : withoutTrailingSlash(lower.slice(slash));
  return { source, host, hostHasWildcard: host.includes('*'), path };
}

function hostMatches(pattern: DomainPattern, host: string): boolean {
  if (pattern.hostHasWildcard) return matchesGlob(pattern.host, host);
  return host === pattern.host || host.endsWith(`.${pattern.host}`);
}

function linkMatches(pattern: DomainPattern, host: string, path: string): boolean {
  if (!hostMatches(pattern, host)) return false;
  if (pattern.path === undefined) return true;
  return matchesGlob(pattern.path, withoutTrailingSlash(path || '/'));
}

export type DomainList = {
  /** The pattern a link matches, or null. */
  match(link: FoundLink): string | null;
};

/**
 * A list of domain patterns. With `foldHosts` a host is also tried with its look-alikes folded, so a
 * blocklisted `grabify.link` spelled with a Cyrillic `а` is still blocked (an allowlist never does
 * this: the look-alike is somebody else's domain).
 */
export function compileDomainList(sources: readonly string[], foldHosts: boolean): DomainList {
  const patterns = sources.map(readPattern).filter((pattern) => pattern.host !== '');
  return {
    match(link) {
      if (patterns.length === 0) return null;
      const host = withoutWww(link.host);
      const folded = foldHosts ? withoutWww(foldLookalikes(host)) : host;
      for (const pattern of patterns) {
        if (linkMatches(pattern, host, link.path)) return pattern.source;
        if (folded !== host && linkMatches(pattern, folded, link.path)) return pattern.source;
      }
      return null;
    },
  };
}

const twitchHosts = new Set(['twitch.tv', 'www.twitch.tv', 'm.twitch.tv']);

/**
 * The channel's own Twitch page and anything under it (its clips, VODs, schedule), and Twitch clip
 * links (`clips.twitch.tv/<slug>` does not say whose clip it is; the slug would need a Helix call).
 */
export function isOwnChannelLink(link: FoundLink, channelLogin: string): boolean {
  if (link.host === 'clips.twitch.tv') return true;
  if (!twitchHosts.has(link.host.toLowerCase())) return false;
  const login = channelLogin.toLowerCase();
  const first = (link.path.split(/[/?#]/)[1] ?? '').toLowerCase();
  return first === login;
}
