import { expect, type Page, test } from '@playwright/test';

// Every dashboard page and every overlay under its Content-Security-Policy (core/web/security-headers.ts):
// the headers are there, and nothing a page really loads or runs is blocked.
test.describe.configure({ timeout: 180_000 });

const dashboardPages = [
  '/',
  '/faq',
  '/contact',
  '/documentation/keywords',
  '/settings',
  '/settings/simulator',
  '/settings/twitch',
  '/settings/chat',
  '/settings/commands',
  '/settings/quotes',
  '/settings/carousel',
  '/settings/tips',
  '/settings/progressBar',
  '/settings/clips',
  '/settings/triggeredEvents',
  '/settings/emoteMover',
  '/settings/discord',
];

/**
 * Records every CSP violation the page (or a frame in it) reports, both as the DOM event and as the
 * console error Chromium prints, from before the page's own scripts run.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => found.push(`${page.url()}: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`,
      ),
    );
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) found.push(`${page.url()}: ${message.text()}`);
  });
  return found;
}

/** A dashboard API call from the signed-in page, so it carries the session and the Origin. */
async function callApi(page: Page, method: string, path: string, body?: unknown) {
  const answer = await page.evaluate(
    async ([method, path, body]) => {
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    [method, path, body] as const,
  );
  expect(answer.status).toBe(200);
  return answer.body as { data?: { overlaySecretKey: string } };
}

const policyOf = (headers: Record<string, string>) => headers['content-security-policy'] ?? '';

test('the dashboard shell, an overlay page and an API answer carry their security headers', async ({
  page,
}) => {
  await page.goto('/login');
  const shell = (await page.request.get('/settings/quotes')).headers();
  expect(shell['content-type']).toMatch(/^text\/html/);
  expect(policyOf(shell)).toContain("frame-ancestors 'none'");
  expect(policyOf(shell)).toContain('frame-src https://clips.twitch.tv');
  expect(shell['x-frame-options']).toBe('DENY');
  expect(shell['x-content-type-options']).toBe('nosniff');
  expect(shell['referrer-policy']).toBe('strict-origin-when-cross-origin');

  const key = (await callApi(page, 'GET', '/api/emoteMover')).data?.overlaySecretKey;
  const overlay = (await page.request.get(`/emoteMover/v1/${key}`)).headers();
  expect(policyOf(overlay)).toContain("default-src 'none'");
  expect(policyOf(overlay)).toContain('https://cdn.7tv.app');
  expect(policyOf(overlay)).toContain("frame-ancestors 'self'");
  expect(overlay['referrer-policy']).toBe('no-referrer');
  expect(overlay['x-content-type-options']).toBe('nosniff');

  const api = (await page.request.get('/api/nothing-here')).headers();
  expect(policyOf(api)).toContain("default-src 'none'");
  expect(api['x-content-type-options']).toBe('nosniff');
  expect(api['x-frame-options']).toBe('DENY');
});

test('no dashboard page breaks its policy, with the previews, the clip player and the Simulator in use', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await page.goto('/login');
  for (const path of dashboardPages) {
    await page.goto(path);
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.waitForTimeout(300);
  }

  // The emote mover's preview flies demo emotes in the page itself.
  await page.goto('/settings/emoteMover');
  await page.getByRole('button', { name: 'Send a burst of 20' }).click();
  await expect(page.getByRole('img', { name: 'Live preview' }).locator('img.emote').first()).toBeVisible();

  // The clip page's player (a demo clip is a local video; a Twitch clip would be Twitch's embed).
  await page.goto('/settings/clips');
  await page.getByRole('button', { name: 'Get my clips' }).click();
  await page
    .getByRole('list', { name: 'Clips' })
    .getByRole('button', { name: /^Preview / })
    .first()
    .click();
  await expect(page.locator('.clip-preview-player')).toBeVisible();
  await page.waitForTimeout(500);

  // Chat with emotes in the Simulator, and an event for the carousel's preview.
  await page.goto('/settings/simulator');
  await callApi(page, 'POST', '/api/simulator/chat', { user: 'Viewer', text: 'sbWave bttvDance', roles: [] });
  await callApi(page, 'POST', '/api/simulator/event', { type: 'follow', user: 'CspFollower' });
  await page.goto('/settings/carousel');
  await page.waitForTimeout(500);
  expect(violations).toEqual([]);
});

test('no overlay breaks its policy while it draws', async ({ page, context }) => {
  await page.goto('/login');
  const key = (await callApi(page, 'GET', '/api/carousel')).data?.overlaySecretKey;
  const paths = {
    carousel: `/events/v2/${key}`,
    progressBar: `/progressBar/v1/${key}`,
    clipReel: `/clips/${key}`,
    emoteMover: `/emoteMover/v1/${key}`,
  };
  const opened: { overlay: Page; violations: string[] }[] = [];
  const open = async (path: string) => {
    const overlay = await context.newPage();
    const violations = await watchViolations(overlay);
    await overlay.goto(path);
    await expect(overlay.locator('html')).toHaveAttribute('data-connection', 'open');
    opened.push({ overlay, violations });
    return overlay;
  };
  const carousel = await open(paths.carousel);
  await open(paths.progressBar);
  const clipReel = await open(paths.clipReel);
  const emoteMover = await open(paths.emoteMover);
  // Something for each to draw: an event, a burst of emotes, chat; the reel plays its demo clips.
  await callApi(page, 'POST', '/api/simulator/event', { type: 'follow', user: 'CspOverlay' });
  await callApi(page, 'POST', '/api/emoteMover/test', { count: 10 });
  await callApi(page, 'POST', '/api/simulator/chat', { user: 'Viewer', text: 'sbWave ffzSpin', roles: [] });
  await expect(emoteMover.locator('img.emote').first()).toBeAttached();
  await expect(clipReel.locator('video')).toBeAttached({ timeout: 15_000 });
  await expect(carousel.locator('#root *').first()).toBeAttached();
  await page.waitForTimeout(2000);
  expect(opened.flatMap(({ violations }) => violations)).toEqual([]);
});

test("the chat account's token page runs its one script under the nonce", async ({ page }) => {
  const violations = await watchViolations(page);
  const answer = await page.goto('/chat-account-token#access_token=abc123');
  expect(policyOf(answer?.headers() ?? {})).toMatch(/script-src 'nonce-[\w-]+'/);
  await expect(page.locator('#token')).toHaveText('abc123');
  expect(violations).toEqual([]);
});
