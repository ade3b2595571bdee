import { expect, type Page, test } from '@playwright/test';
import { callApi } from './page-api';

// Open overlays follow the channel change by change; after a series of changes they draw what a page
// opened afresh (greeted with the whole state) draws. State persists in .wrangler between runs, so
// every run uses its own names.
const run = Date.now().toString(36);

test.describe.configure({ timeout: 120_000 });

const simulate = (page: Page, event: Record<string, unknown>) =>
  callApi(page, 'POST', '/api/simulator/event', event);

/** Saves the default carousel playing follows only; returns the overlay key. */
async function followsOnlyCarousel(page: Page): Promise<string> {
  await page.goto('/settings/carousel');
  const editor = page.getByRole('form', { name: 'Event Carousel settings' });
  await editor.getByRole('button', { name: 'Reset' }).click();
  for (const kind of ['Cheers (bits)', 'Subscriptions', 'Tips', 'Top tip or cheer'])
    await editor.getByLabel(kind, { exact: true }).fill('0');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('status')).toHaveText('Saved');
  const href = await editor.getByRole('link', { name: /\/events\/v2\// }).getAttribute('href');
  const key = /^\/events\/v2\/([^/?]+)/.exec(href ?? '')?.[1];
  if (!key) throw new Error(`No overlay key in ${href}`);
  return key;
}

/** Opens an overlay page and waits until its socket is open. */
async function openOverlay(page: Page, path: string): Promise<Page> {
  const overlay = await page.context().newPage();
  await overlay.goto(path);
  await expect(overlay.locator('html')).toHaveAttribute('data-connection', 'open');
  return overlay;
}

/** What the goal bar draws: its markup, with the amount and share it shows. */
const drawnBar = (overlay: Page) => overlay.locator('.progress').evaluate((bar) => bar.outerHTML);

test('open overlays draw the same after a series of changes as pages opened afresh', async ({ page }) => {
  await page.goto('/login');
  const key = await followsOnlyCarousel(page);
  // Nothing earlier runs queued may play: the follows slot is emptied (queue and last item).
  for (let i = 0; i <= 10; i++) await callApi(page, 'DELETE', '/api/events/removeEvent', { type: 'follow' });

  const carousel = await openOverlay(page, `/events/v2/${key}`);
  const bar = await openOverlay(page, `/progressBar/v1/${key}`);

  // A series of changes of every kind both areas follow.
  for (const user of [`First${run}`, `Second${run}`]) await simulate(page, { type: 'follow', user });
  await simulate(page, { type: 'cheer', user: `Cheer${run}`, amount: 300 });
  await simulate(page, { type: 'tip', user: `Tip${run}`, amount: 4, currency: 'USD' });
  await callApi(page, 'DELETE', '/api/events/removeEvent', { type: 'top' });
  await callApi(page, 'POST', '/api/progressBar/resetProgress');
  await simulate(page, { type: 'subscribe', user: `Sub${run}` });
  for (let i = 0; i <= 10; i++) await callApi(page, 'DELETE', '/api/events/removeEvent', { type: 'follow' });
  await simulate(page, { type: 'follow', user: `Final${run}` });
  await simulate(page, { type: 'follow', user: `TheEnd${run}` });

  const freshCarousel = await openOverlay(page, `/events/v2/${key}`);
  const freshBar = await openOverlay(page, `/progressBar/v1/${key}`);

  // The bar draws exactly what a fresh one draws.
  await expect.poll(async () => (await drawnBar(bar)) === (await drawnBar(freshBar))).toBe(true);
  // Both carousels come to the last follow, which stays on once played.
  for (const overlay of [carousel, freshCarousel])
    await expect(overlay.locator('.carousel-text.is-shown')).toContainText(`TheEnd${run}`, {
      timeout: 60_000,
    });
});
