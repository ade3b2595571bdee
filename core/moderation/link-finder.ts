// Links in a chat message: linkify-it finds `https://…`, `www.…` and bare `example.com`, and the
// public suffix list (tldts) decides whether a bare one ends in a real top-level domain, so
// `file.txt`, `e.g.` and `3.14` are not links while `bad.lol` and `x.io` are. With "spaced links"
// on, `example . com`, `example(dot)com` and `example [dot] com` are read as links too.
import { LinkifyIt, REBuilder } from 'linkify-it';
import { parse } from 'tldts';

export type FoundLink = {
  /** As written in the (normalised) message. */
  text: string;
  /** Lower case, no port, no trailing dot. */
  host: string;
  /** Everything after the host: `/watch?v=…`, or empty. */
  path: string;
};

/**
 * linkify-it's fuzzy links only end in the TLDs of its own short list; this lets any letters through
 * as a candidate TLD, and `isRealDomain` below checks them against the public suffix list instead.
 */
class AnyTopLevelDomain extends REBuilder {
  override get_tld(): RegExp {
    return /[a-z\u00a1-\uffff]{2,63}|xn--[a-z0-9-]{1,59}/;
  }
}

// One instance: linkify-it builds its regexes once and reuses them.
const linkify = new LinkifyIt({
  fuzzyLink: true,
  fuzzyEmail: false,
  fuzzyIP: false,
  rebuilder: new AnyTopLevelDomain(),
});
linkify.add('mailto:', null);

const schemePrefix = /^[a-z][a-z0-9+.-]*:/;
const dotWord = /\s*[([{<]\s*(?:dot|\.)\s*[)\]}>]\s*/g;
const spacedDot = /(?<=[\p{L}\p{N}])\s+\.\s+(?=[\p{L}\p{N}])/gu;
const ideographicDot = /[\u3002\uff61]/g;

/** `example . com`, `example(dot)com`, `example [dot] com`, `example。com` → `example.com`. */
export function joinSpacedDots(text: string): string {
  return text.replace(dotWord, '.').replace(spacedDot, '.').replace(ideographicDot, '.');
}

/** Host and path of a link's URL, read by hand: no URL object, nothing that can throw. */
export function splitLink(url: string): { host: string; path: string } {
  let rest = url.toLowerCase().replace(schemePrefix, '');
  if (rest.startsWith('//')) rest = rest.slice(2);
  let end = rest.length;
  for (let index = 0; index < rest.length; index++) {
    const char = rest[index];
    if (char === '/' || char === '?' || char === '#') {
      end = index;
      break;
    }
  }
  let host = rest.slice(0, end);
  const path = rest.slice(end);
  const at = host.lastIndexOf('@');
  if (at !== -1) host = host.slice(at + 1);
  const port = host.lastIndexOf(':');
  if (port !== -1 && !host.endsWith(']')) host = host.slice(0, port);
  while (host.endsWith('.')) host = host.slice(0, -1);
  return { host, path };
}

function isRealDomain(host: string): boolean {
  const parsed = parse(host, { extractHostname: false });
  return parsed.isIcann === true && parsed.domain !== null;
}

/** Every link in `text` (already lower case), in order. */
export function findLinks(text: string, spacedLinks: boolean): FoundLink[] {
  const source = spacedLinks ? joinSpacedDots(text) : text;
  if (!linkify.test(source)) return [];
  const links: FoundLink[] = [];
  for (const match of linkify.match(source) ?? []) {
    const { host, path } = splitLink(match.url);
    // A bare `name.ext` is a link only when `ext` is a real top-level domain; a scheme makes it one.
    if (match.schema === '' && !isRealDomain(host)) continue;
    if (host === '') continue;
    links.push({ text: match.raw, host, path });
  }
  return links;
}
