// The security headers of every answer (issue 15), as data: a Content-Security-Policy fitted to what
// each kind of page loads, plus nosniff, a Referrer-Policy and framing rules. One table serves the
// Worker (worker/middleware/security-headers.ts), the static dashboard (`_headers`, written by the
// build) and the dev server (vite.config.ts), so the three cannot drift apart.

type Directive =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'font-src'
  | 'media-src'
  | 'frame-src'
  | 'connect-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors';

export type ContentSecurityPolicy = Partial<Record<Directive, readonly string[]>>;

/** Where Twitch and the emote services serve what the pages show (protocols.md sections 4 and 7). */
export const outsideSources = {
  /** Twitch's clip embed player: the only official way to play another channel's clip. */
  clipEmbed: 'https://clips.twitch.tv',
  /** Get Clips Download's MP4s (production.assets.clips.twitchcdn.net), reached through our redirect. */
  clipVideos: 'https://*.twitchcdn.net',
  /** Twitch emotes, badges, profile pictures and clip thumbnails. */
  twitchImages: 'https://static-cdn.jtvnw.net',
  emoteImages: ['https://cdn.betterttv.net', 'https://cdn.frankerfacez.com', 'https://cdn.7tv.app'],
} as const;

/** Any image: the carousel's icons are links the streamer types, on any host. */
const anyImage = ["'self'", 'data:', 'https:', 'http:'];

/** What every overlay page needs: its own script, styles, bundled fonts and socket (same origin). */
const overlayBase: ContentSecurityPolicy = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  // OBS's browser source is a top-level page, not a frame; the dashboard may still frame its own overlays.
  'frame-ancestors': ["'self'"],
};

/** What an overlay page may load from other sites, by kind; each area names its kinds (core/overlay). */
const outsideContentPolicies = {
  /** Images on any host (the carousel's icons are links the streamer types). */
  anyImages: { 'img-src': ['https:', 'http:'] },
  /** Twitch's and the emote services' images. */
  emoteImages: { 'img-src': [outsideSources.twitchImages, ...outsideSources.emoteImages] },
  /** Uploaded alert media, served from our own /media/{id}: images are in the base, video and sound here. */
  ownMedia: { 'media-src': ["'self'"] },
  /** The bundled speech engine (espeak-ng) is WebAssembly, compiled from our own origin. */
  speech: { 'script-src': ["'wasm-unsafe-eval'"] },
  /** Clips: their MP4s through our same-origin redirect, or Twitch's embed player. */
  twitchClips: {
    'media-src': ["'self'", outsideSources.clipVideos],
    'frame-src': [outsideSources.clipEmbed],
  },
} satisfies Record<string, ContentSecurityPolicy>;

export type OutsideContent = keyof typeof outsideContentPolicies;

/** An overlay page's policy: the base plus exactly what that overlay loads from elsewhere. */
export function overlayPolicy(content: readonly OutsideContent[]): ContentSecurityPolicy {
  const policy: Record<string, readonly string[]> = { ...overlayBase };
  for (const kind of content)
    for (const [directive, sources] of Object.entries(outsideContentPolicies[kind]))
      policy[directive] = [...(policy[directive] ?? []), ...sources];
  return policy;
}

/**
 * The dashboard: its previews draw every overlay's renderer in the page itself, and the clip page
 * plays clips in Twitch's embed, so it allows what the overlays allow; nobody may frame it.
 */
export const dashboardPolicy: ContentSecurityPolicy = {
  'default-src': ["'self'"],
  // The alerts page's preview speaks with the bundled engine, which is WebAssembly.
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'style-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'img-src': anyImage,
  'media-src': ["'self'", outsideSources.clipVideos],
  'frame-src': [outsideSources.clipEmbed],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** API JSON, webhooks, redirects, plain-text refusals and the wallpaper PNG: nothing to load, never framed. */
export const dataPolicy: ContentSecurityPolicy = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** A small page the Worker writes itself, whose one inline script and style carry this nonce. */
export const inlinePagePolicy = (nonce: string): ContentSecurityPolicy => ({
  ...dataPolicy,
  'script-src': [`'nonce-${nonce}'`],
  'style-src': [`'nonce-${nonce}'`],
});

export function serializePolicy(policy: ContentSecurityPolicy): string {
  return Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}

export type PageKind = 'dashboard' | 'overlay' | 'data';

/** The headers besides the policy, by kind of page. */
const otherHeaders: Record<PageKind, Record<string, string>> = {
  // The dashboard's links to Ko-fi, Discord and Twitch carry our origin at most, never a path.
  dashboard: { 'Referrer-Policy': 'strict-origin-when-cross-origin', 'X-Frame-Options': 'DENY' },
  // The overlay key is in the URL: never let it leak through a Referer header.
  overlay: { 'Referrer-Policy': 'no-referrer', 'X-Frame-Options': 'SAMEORIGIN' },
  data: { 'Referrer-Policy': 'no-referrer', 'X-Frame-Options': 'DENY' },
};

/** Every security header of one answer. */
export function securityHeaders(kind: PageKind, policy: ContentSecurityPolicy): Record<string, string> {
  return {
    'Content-Security-Policy': serializePolicy(policy),
    'X-Content-Type-Options': 'nosniff',
    ...otherHeaders[kind],
  };
}

/**
 * The `_headers` file of the static assets (Workers Static Assets applies it to every file and to
 * the single-page fallback): the dashboard's headers. Overlay pages are answered by the Worker,
 * which replaces them with the overlay's own.
 */
export function staticAssetHeadersFile(): string {
  const lines = Object.entries(securityHeaders('dashboard', dashboardPolicy)).map(
    ([name, value]) => `  ${name}: ${value}`,
  );
  return `# Written by the build from core/web/security-headers.ts; edit that file, not this one.\n/*\n${lines.join('\n')}\n`;
}

/**
 * The same policy for Vite's dev server, whose client injects an inline script (React Fast Refresh's
 * preamble) and inline <style> elements (CSS hot reload). Only `vite dev` uses this; builds never do.
 */
export function loosenForViteDev(serialized: string): string {
  return serialized
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [directive] = part.split(' ');
      return directive === 'script-src' || directive === 'style-src' ? `${part} 'unsafe-inline'` : part;
    })
    .join('; ');
}
