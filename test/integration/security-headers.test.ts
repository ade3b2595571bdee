import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { overlayAreas, overlayPageLink } from '../../core/overlay/overlay-areas';
import { overlayPolicy, serializePolicy } from '../../core/web/security-headers';
import { dashboardRequest, origin, overlayKeyOf, signInAsDemoStreamer } from './session-helpers';

const dataPolicy = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function expectDataHeaders(response: Response) {
  expect(response.headers.get('Content-Security-Policy')).toBe(dataPolicy);
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
  expect(response.headers.get('X-Frame-Options')).toBe('DENY');
}

describe('security headers from the Worker', () => {
  it('puts the data policy on API answers, refusals, redirects and webhooks', async () => {
    const cookie = await signInAsDemoStreamer();
    const answer = await exports.default.fetch(dashboardRequest(cookie, 'GET', '/api/simulator'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toMatch(/^application\/json/);
    expectDataHeaders(answer);

    const refused = [
      await exports.default.fetch(`${origin}/api/simulator`),
      await exports.default.fetch(dashboardRequest(cookie, 'GET', '/api/no-such-thing')),
      await exports.default.fetch(`${origin}/bgQuote/nobody_here/800/600/quote.png`),
      await exports.default.fetch(`${origin}/login`, { redirect: 'manual' }),
      await exports.default.fetch(
        new Request(`${origin}/api/quotes`, {
          method: 'POST',
          headers: { Cookie: cookie, Origin: origin, 'Content-Length': String(2 * 1024 * 1024) },
          body: 'x'.repeat(2 * 1024 * 1024),
        }),
      ),
    ];
    expect(refused.map((response) => response.status)).toEqual([401, 404, 404, 302, 413]);
    for (const response of refused) expectDataHeaders(response);
  });

  it("answers each overlay page with that overlay's own policy, unframable by other sites", async () => {
    const key = await overlayKeyOf(await signInAsDemoStreamer());
    for (const area of overlayAreas) {
      const page = await exports.default.fetch(`${origin}${overlayPageLink(area.name, key)}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toBe(`asset /overlays/${area.pageFolder}/`);
      expect(page.headers.get('Content-Security-Policy')).toBe(
        serializePolicy(overlayPolicy(area.outsideContent)),
      );
      expect(page.headers.get('Referrer-Policy')).toBe('no-referrer');
      expect(page.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
      expect(page.headers.get('X-Content-Type-Options')).toBe('nosniff');
    }
    const clipReel = await exports.default.fetch(`${origin}/clips/${key}`);
    expect(clipReel.headers.get('Content-Security-Policy')).toContain('frame-src https://clips.twitch.tv');
    const emoteMover = await exports.default.fetch(`${origin}/emoteMover/v1/${key}`);
    expect(emoteMover.headers.get('Content-Security-Policy')).toContain('https://cdn.frankerfacez.com');
    // An unknown key is a plain refusal.
    expectDataHeaders(await exports.default.fetch(`${origin}/clips/not-a-key`));
  });

  it("lets the chat account's token page run only its own script, under a fresh nonce", async () => {
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const page = await exports.default.fetch(`${origin}/chat-account-token`);
      const policy = page.headers.get('Content-Security-Policy') ?? '';
      const nonce = /script-src 'nonce-([\w-]+)'/.exec(policy)?.[1];
      expect(nonce).toBeTruthy();
      expect(policy).toContain(`style-src 'nonce-${nonce}'`);
      expect(policy).toContain("default-src 'none'");
      const html = await page.text();
      expect(html).toContain(`<script nonce="${nonce}">`);
      expect(html).toContain(`<style nonce="${nonce}">`);
      expect(page.headers.get('X-Frame-Options')).toBe('DENY');
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});
