// The public page's style (inline, allowed by its hash) and script (served at scriptPath), and the
// security headers of its pages: its own script, its own style and same-origin searches, nothing else.
import type { ContentSecurityPolicy } from '../../core/web/security-headers';
import { securityHeaders } from '../../core/web/security-headers';
import styleSource from './public-page.css?raw';
import scriptSource from './public-page.js?raw';

/** The style as sent: without its comments and indentation, which every page would otherwise carry. */
export const pageStyle = styleSource
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\n\s*/g, '\n')
  .trim();

export const pageScript = scriptSource;

/** FNV-1a, as hex: the script's version in its address, so a new script is never an old cached one. */
function versionOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16);
}

/** `-` is in no Twitch name, so this path is never a channel's. */
export const scriptRoute = '/c/-/public-page.js';
export const scriptVersion = versionOf(pageScript);
export const scriptPath = `${scriptRoute}?v=${scriptVersion}`;

async function sha256Base64(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

function pagePolicy(styleHash: string): ContentSecurityPolicy {
  return {
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': [`'sha256-${styleHash}'`],
    // The quotes search as the viewer types reads the same page's HTML.
    'connect-src': ["'self'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

let headers: Promise<Record<string, string>> | undefined;

/** Every security header of a public page (the style's hash is computed once per isolate). */
export function pageSecurityHeaders(): Promise<Record<string, string>> {
  headers ??= sha256Base64(pageStyle).then((hash) => securityHeaders('dashboard', pagePolicy(hash)));
  return headers;
}
