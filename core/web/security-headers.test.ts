import { describe, expect, it } from 'vitest';
import { type OverlayArea, overlayArea, overlayAreas } from '../overlay/overlay-areas';
import {
  dashboardPolicy,
  dataPolicy,
  inlinePagePolicy,
  loosenForViteDev,
  overlayPolicy,
  securityHeaders,
  serializePolicy,
  staticAssetHeadersFile,
} from './security-headers';

const policyOf = (area: OverlayArea) => overlayPolicy(overlayArea(area).outsideContent);
const overlayPolicies = overlayAreas.map((area) => overlayPolicy(area.outsideContent));

const sourcesOf = (serialized: string, directive: string) =>
  serialized
    .split('; ')
    .find((part) => part.startsWith(`${directive} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('security headers', () => {
  it('writes a policy as directives separated by semicolons', () => {
    expect(serializePolicy({ 'default-src': ["'none'"], 'img-src': ["'self'", 'data:'] })).toBe(
      "default-src 'none'; img-src 'self' data:",
    );
  });

  it('never allows inline or eval scripts on the dashboard or an overlay, and never plugins', () => {
    for (const policy of [dashboardPolicy, ...overlayPolicies]) {
      // WebAssembly compiling (the bundled speech engine) is not JavaScript eval; nothing else is allowed.
      expect(policy['script-src']?.filter((source) => source !== "'wasm-unsafe-eval'")).toEqual(["'self'"]);
      expect(policy['style-src']).toEqual(["'self'"]);
      expect(policy['base-uri']).toEqual(["'none'"]);
      expect(policy['object-src'] ?? policy['default-src']).toEqual(["'none'"]);
    }
  });

  it('fits each overlay: only the clip reel frames Twitch and plays its MP4s, only image overlays reach image hosts', () => {
    expect(policyOf('clipReel')['frame-src']).toEqual(['https://clips.twitch.tv']);
    expect(policyOf('clipReel')['media-src']).toEqual(["'self'", 'https://*.twitchcdn.net']);
    // The alert box plays uploaded video and sound from our own origin, and speaks with WebAssembly.
    expect(policyOf('alerts')['media-src']).toEqual(["'self'"]);
    expect(policyOf('alerts')['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(policyOf('carousel')['script-src']).toEqual(["'self'"]);
    for (const { name } of overlayAreas.filter(
      (area) => area.name !== 'clipReel' && area.name !== 'alerts',
    )) {
      expect(policyOf(name)['frame-src']).toBeUndefined();
      expect(policyOf(name)['media-src']).toBeUndefined();
    }
    for (const cdn of [
      'https://static-cdn.jtvnw.net',
      'https://cdn.betterttv.net',
      'https://cdn.frankerfacez.com',
      'https://cdn.7tv.app',
    ])
      expect(policyOf('emoteMover')['img-src']).toContain(cdn);
    expect(policyOf('progressBar')['img-src']).toEqual(["'self'", 'data:']);
    // The carousel's icons are links the streamer types.
    expect(policyOf('carousel')['img-src']).toEqual(["'self'", 'data:', 'https:', 'http:']);
  });

  it('lets the dashboard show everything its previews draw, but nobody frame it', () => {
    for (const policy of overlayPolicies)
      for (const directive of ['img-src', 'media-src', 'frame-src', 'font-src', 'connect-src'] as const)
        for (const source of policy[directive] ?? [])
          expect(
            dashboardPolicy[directive]?.includes(source) || dashboardPolicy[directive]?.includes('https:'),
          ).toBe(true);
    expect(securityHeaders('dashboard', dashboardPolicy)).toMatchObject({
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(dashboardPolicy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('keeps overlay keys out of Referer headers and data answers unframable', () => {
    expect(securityHeaders('overlay', policyOf('carousel'))['Referrer-Policy']).toBe('no-referrer');
    expect(securityHeaders('data', dataPolicy)).toEqual({
      'Content-Security-Policy':
        "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'X-Frame-Options': 'DENY',
    });
  });

  it('allows only the nonced inline script and style on a page the Worker writes', () => {
    const serialized = serializePolicy(inlinePagePolicy('abc'));
    expect(sourcesOf(serialized, 'script-src')).toEqual(["'nonce-abc'"]);
    expect(sourcesOf(serialized, 'style-src')).toEqual(["'nonce-abc'"]);
    expect(sourcesOf(serialized, 'default-src')).toEqual(["'none'"]);
  });

  it("writes the static assets' _headers file: the dashboard's headers on every path", () => {
    const lines = staticAssetHeadersFile().split('\n');
    expect(lines.filter((line) => line && !line.startsWith('#') && !line.startsWith('  '))).toEqual(['/*']);
    const headers = Object.fromEntries(
      lines
        .filter((line) => line.startsWith('  '))
        .map((line) =>
          line
            .trim()
            .split(/: (.*)/s)
            .slice(0, 2),
        ),
    );
    expect(headers).toEqual(securityHeaders('dashboard', dashboardPolicy));
  });

  it("loosens only script and style sources for Vite's dev client", () => {
    const loosened = loosenForViteDev(serializePolicy(dashboardPolicy));
    expect(sourcesOf(loosened, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", "'unsafe-inline'"]);
    expect(sourcesOf(loosened, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(loosened.replaceAll(" 'unsafe-inline'", '')).toBe(serializePolicy(dashboardPolicy));
  });
});
