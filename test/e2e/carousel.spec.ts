import { expect, type Page, test } from '@playwright/test';

// State persists in .wrangler between runs, so every run writes its own texts.
const run = Date.now().toString(36);

test.describe.configure({ timeout: 90_000 });

/** A state-changing API call from the signed-in page, so it carries the session and the Origin. */
async function callApi(page: Page, method: string, path: string, body: unknown) {
  const status = await page.evaluate(
    async ([method, path, body]) => {
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    [method, path, body] as const,
  );
  expect(status).toBe(200);
}

/** Empties the follows slot (queue and last item) with Remove Next Event, so earlier runs cannot play first. */
async function clearFollows(page: Page) {
  for (let i = 0; i <= 10; i++) await callApi(page, 'DELETE', '/api/events/removeEvent', { type: 'follow' });
}

/** Saves the default carousel but playing follows only, with this follow text; returns the overlay link. */
async function saveFollowsOnlyCarousel(page: Page, followText: string): Promise<string> {
  await page.goto('/settings/carousel');
  const editor = page.getByRole('form', { name: 'Event Carousel settings' });
  // From the defaults, whatever an earlier run saved.
  await editor.getByRole('button', { name: 'Reset' }).click();
  for (const kind of ['Cheers (bits)', 'Subscriptions', 'Tips', 'Top tip or cheer'])
    await editor.getByLabel(kind, { exact: true }).fill('0');
  await expect(editor.getByLabel('Follows', { exact: true })).toHaveValue('1');
  await editor.getByLabel('Follow', { exact: true }).fill(followText);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('status')).toHaveText('Saved');
  const href = await editor.getByRole('link', { name: /\/events\/v2\// }).getAttribute('href');
  expect(href).toMatch(/^\/events\/v2\/[A-Za-z0-9_-]{22,}\?/);
  return href as string;
}

test('the overlay page shows a simulated follow with the configured follow text', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  const overlayPath = await saveFollowsOnlyCarousel(page, `joined ${run}`);
  await clearFollows(page);

  const overlay = await context.newPage();
  await overlay.goto(overlayPath);
  await expect(overlay.locator('html')).toHaveAttribute('data-connection', 'open');
  // The overlay is transparent (OBS shows the stream through it); a dark page shows its white text.
  await overlay.addStyleTag({ content: 'html { background: #3a3a48; }' });

  await page.goto('/settings/simulator');
  await page.getByLabel('Event', { exact: true }).selectOption('follow');
  await page.getByLabel('Viewer').fill(`Fan${run}`);
  await page.getByRole('button', { name: 'Fire event' }).click();
  await expect(page.getByRole('status')).toHaveText(`Sent: Follow from Fan${run}.`);

  // The text area is in the page all along; `is-shown` is when the carousel shows it.
  const shownText = overlay.locator('.carousel-text.is-shown');
  await expect(shownText).toContainText(`Fan${run}`, { timeout: 20_000 });
  await expect(shownText).toContainText(`joined ${run}`);
  await overlay.waitForTimeout(500);
  await overlay.screenshot({
    path: 'screenshots/carousel-overlay-follow.png',
    clip: { x: 0, y: 0, width: 600, height: 120 },
  });
});

test('a saved change reaches an overlay that is already open, without a reload', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  const overlayPath = await saveFollowsOnlyCarousel(page, `first ${run}`);
  await clearFollows(page);
  await callApi(page, 'POST', '/api/simulator/event', { type: 'follow', user: `Live${run}` });

  const overlay = await context.newPage();
  await overlay.goto(overlayPath);
  await expect(overlay.locator('.carousel-text.is-shown')).toContainText(`first ${run}`, { timeout: 20_000 });
  let reloaded = false;
  overlay.on('framenavigated', (frame) => {
    if (frame === overlay.mainFrame()) reloaded = true;
  });

  const editor = page.getByRole('form', { name: 'Event Carousel settings' });
  await editor.getByLabel('Follow', { exact: true }).fill(`second ${run}`);
  await editor.getByRole('button', { name: /Font colour/ }).click();
  await editor.getByLabel('Hex colour').fill('ffd700');
  // Channels are clamped to their range: red tops out at 255. Tab stays inside the open picker.
  await editor.getByLabel('Red').fill('300');
  await editor.getByLabel('Red').press('Tab');
  await expect(editor.getByLabel('Red')).toHaveValue('255');
  await editor.getByRole('button', { name: 'Done' }).click();
  await expect(editor.getByRole('button', { name: /Font colour/ })).toContainText('#ffd700ff');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('status')).toHaveText('Saved');

  // The follow is the slot's last item now, so every loop replays it with the new settings.
  await expect(overlay.locator('.carousel-text.is-shown')).toContainText(`second ${run}`, {
    timeout: 20_000,
  });
  await expect(overlay.locator('.carousel')).toHaveCSS('color', 'rgb(255, 215, 0)');
  expect(reloaded).toBe(false);
});

test('Remove Next Event and the scheduled top reset show their saved look', async ({ page }) => {
  // The destructive buttons ask first (ConfirmedAction's confirmFirst): this test answers OK.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/login');
  await page.goto('/settings/carousel');
  const removeBit = page.getByRole('button', { name: 'Remove next Bit' });
  await removeBit.click();
  await expect(removeBit).toHaveClass(/saved/);

  const period = page.getByRole('form', { name: 'Top donation reset period' });
  await period.getByLabel('Reset the top donation').selectOption('week');
  await expect(period.getByText('Unsaved changes')).toBeVisible();
  await period.getByRole('button', { name: 'Save' }).click();
  await expect(period.getByRole('status')).toHaveText('Saved');
  await page.reload();
  await expect(page.getByLabel('Reset the top donation')).toHaveValue('week');
  await period.getByLabel('Reset the top donation').selectOption('none');
  await period.getByRole('button', { name: 'Save' }).click();
  await expect(period.getByRole('status')).toHaveText('Saved');
});

test('a refused save shows the reason', async ({ page }) => {
  await page.goto('/login');
  await page.goto('/settings/carousel');
  const editor = page.getByRole('form', { name: 'Event Carousel settings' });
  await editor.getByLabel('Tip', { exact: true }).fill('{amount} | thanks');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('alert')).toContainText('|');
});

test('screenshots of the carousel settings page, desktop and phone', async ({ page }) => {
  await page.goto('/login');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/settings/carousel');
  const editor = page.getByRole('form', { name: 'Event Carousel settings' });
  // Reset shows the defaults (every kind in the preview) without saving them.
  await editor.getByRole('button', { name: 'Reset' }).click();
  await expect(editor.getByText('Unsaved changes')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(3000);
  await page.screenshot({ path: 'screenshots/carousel-settings.png', fullPage: true });
  await page.getByRole('button', { name: /Background colour/ }).click();
  await page.screenshot({ path: 'screenshots/carousel-color-picker.png' });
  // A click on the picker's own padding keeps it open; a click elsewhere closes it.
  await page.locator('.color-popover').click({ position: { x: 4, y: 4 } });
  await page.waitForTimeout(300);
  await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
  await page.getByRole('heading', { name: 'Event Carousel', level: 1 }).click();
  await expect(page.getByRole('button', { name: 'Done' })).toBeHidden();
  await page.setViewportSize({ width: 400, height: 850 });
  await page.goto('/settings/carousel');
  await expect(page.getByRole('form', { name: 'Event Carousel settings' })).toBeVisible();
  await page.screenshot({ path: 'screenshots/carousel-settings-400.png', fullPage: true });
  await page.goto('/');
  await page.screenshot({ path: 'screenshots/welcome-400.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.screenshot({ path: 'screenshots/welcome.png', fullPage: true });
});

test('the welcome page demo carousel is 280 wide with 32 px icons on a phone, else 380 and 48', async ({
  page,
}) => {
  const demo = page.getByRole('img', { name: 'A sample event carousel' }).locator('.carousel');
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto('/');
  await expect(demo).toHaveCSS('width', '280px');
  await expect(demo).toHaveCSS('height', '36px');
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(demo).toHaveCSS('width', '380px');
  await expect(demo).toHaveCSS('height', '52px');
});
