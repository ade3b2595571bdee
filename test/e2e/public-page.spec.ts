import { type Browser, expect, type Page, test } from '@playwright/test';

// State persists in .wrangler between runs: every command and quote here carries this run's mark.
const run = Date.now().toString(36);
const longWord = `${run}${'x'.repeat(300)}`;

const sizes = {
  desktop: { width: 1366, height: 768 },
  phone: { width: 390, height: 844 },
};

/** A dashboard API call from the signed-in page; its status. */
function call(page: Page, method: string, path: string, body: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { method, path, body },
  );
}

/** The demo channel with this run's commands (one hidden, one off) and three quotes, its page on. */
async function seedDemoChannel(browser: Browser) {
  const page = await browser.newPage();
  await page.goto('/login');
  const commands = [
    { command: `hi${run}`, type: 'Text', text: `Hello {username}, welcome to run ${run}!` },
    {
      command: `socials${run}`,
      type: 'Text',
      text: `Find us everywhere, run ${run}`,
      subsOnly: true,
      cooldownSeconds: 30,
    },
    { command: `long${run}`, type: 'Text', text: `A long one: ${longWord}` },
    { command: `dice${run}`, type: 'roll' },
    { command: `hidden${run}`, type: 'Text', text: `never shown ${run}`, hiddenOnPublicPage: true },
    { command: `off${run}`, type: 'Text', text: `switched off ${run}`, enabledInTwitch: false },
    { command: `aq${run}`, type: 'addquote' },
  ];
  for (const command of commands)
    expect(await call(page, 'POST', '/api/commands', { format: 'add', command })).toBe(200);
  for (const words of ['the boss fight', 'a clutch win', 'lag again'])
    expect(
      await call(page, 'POST', '/api/simulator/chat', {
        user: 'QuoteFan',
        text: `!aq${run} ${run} ${words}`,
      }),
    ).toBe(200);
  expect(await call(page, 'POST', '/api/publicPage', { enabled: true })).toBe(200);
  await page.close();
}

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe('the public commands page, logged out', () => {
  test.beforeAll(async ({ browser }) => {
    await seedDemoChannel(browser);
  });

  for (const [name, size] of Object.entries(sizes)) {
    test(`lists, searches and shows quotes at ${name} width, never wider than the screen`, async ({
      browser,
    }) => {
      // A fresh context: no session cookie.
      const context = await browser.newContext({ viewport: size });
      const page = await context.newPage();
      await page.goto('/c/DemoStreamer');
      await expect(page).toHaveTitle("DemoStreamer's commands");
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('DemoStreamer');

      const search = page.getByRole('searchbox', { name: 'Search commands' });
      // hi, socials, long, dice and the quote command aq: not the hidden one, not the one switched off.
      await search.fill(run);
      const rows = page.locator('.commands tbody tr:visible');
      await expect(rows).toHaveCount(5);
      await expect(page.getByText(`never shown ${run}`)).toBeHidden();
      await expect(page.getByText(`switched off ${run}`)).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`\\?q=${run}$`));

      await search.fill(`socials${run}`);
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('Subscribers');
      await expect(rows.first()).toContainText('30 s');

      await search.fill(`long${run}`);
      await expect(rows.first()).toContainText(longWord);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      await search.fill(run);
      await expect(rows).toHaveCount(5);
      await page.screenshot({ path: `screenshots/public-page-${name}.png`, fullPage: true });

      await search.fill('no-such-command-anywhere');
      await expect(page.getByText('No command matches “no-such-command-anywhere”.')).toBeVisible();

      await page.getByRole('link', { name: /^Quotes/ }).click();
      await expect(page).toHaveTitle("DemoStreamer's quotes");
      const quotes = page.getByRole('searchbox', { name: 'Search quotes' });
      await quotes.fill(`${run} clutch`);
      await expect(page.locator('.quote')).toHaveCount(1);
      await expect(page.locator('.quote')).toContainText(`${run} a clutch win`);
      await expect(page.locator('.quote')).toContainText('Added by QuoteFan');
      await quotes.fill(run);
      await expect(page.locator('.quote')).toHaveCount(3);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `screenshots/public-page-quotes-${name}.png`, fullPage: true });
      await context.close();
    });
  }

  test('searches without JavaScript too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: sizes.phone });
    const page = await context.newPage();
    await page.goto('/c/demo_streamer');
    await page.getByRole('searchbox', { name: 'Search commands' }).fill(`hi${run}`);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=hi${run}$`));
    await expect(page.locator('.commands tbody tr:visible')).toHaveCount(1);
    await expect(page.getByText(`welcome to run ${run}`)).toBeVisible();

    await page.goto(`/c/demo_streamer/quotes?q=${run}%20boss`);
    await expect(page.locator('.quote')).toHaveCount(1);
    await context.close();
  });

  test('a channel that does not exist is a 404 page', async ({ page }) => {
    const response = await page.goto('/c/nobody_streams_here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'No commands page here' })).toBeVisible();
  });
});
