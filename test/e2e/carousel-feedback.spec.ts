import { expect, type Page, test } from '@playwright/test';
import { callApi } from './page-api';

// Issue 31, point 4: new events jump the carousel's loop, Remove Next Event says what it removed, and
// tip amounts are written in their currency.
const run = Date.now().toString(36);

test.describe.configure({ timeout: 90_000 });

const fire = (page: Page, event: Record<string, unknown>) =>
  callApi(page, 'POST', '/api/simulator/event', event);

/** The default carousel (follows, cheers, subs, tips, top), saved; returns the overlay link. */
async function saveDefaultCarousel(page: Page): Promise<string> {
  await page.goto('/settings/carousel');
  const editor = page.getByRole('form', { name: 'Event Carousel settings' });
  await expect(editor.getByRole('link', { name: /\/events\/v2\// })).toBeVisible();
  await editor.getByRole('button', { name: 'Reset' }).click();
  // Saved only when an earlier run left other settings.
  if (await editor.getByText('Unsaved changes').isVisible()) {
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByRole('status')).toHaveText('Saved');
  }
  return (await editor.getByRole('link', { name: /\/events\/v2\// }).getAttribute('href')) as string;
}

test('a burst of follows is the next slide, not a loop later', async ({ page, context }) => {
  await page.goto('/login');
  const overlayPath = await saveDefaultCarousel(page);
  await callApi(page, 'POST', '/api/simulator/clearTestEvents');
  await fire(page, { type: 'cheer', user: `Cheer${run}`, amount: 100 });
  await fire(page, { type: 'subscribe', user: `Sub${run}` });
  await fire(page, { type: 'tip', user: `Tip${run}`, amount: 5, currency: 'USD' });

  const overlay = await context.newPage();
  await overlay.goto(overlayPath);
  const carousel = overlay.locator('[data-carousel-kind]');
  // The loop plays the cheer, the sub, the tip, then the top; while the tip plays, follows arrive.
  await expect(carousel).toHaveAttribute('data-carousel-kind', 'tips', { timeout: 40_000 });
  await fire(page, { type: 'follow', user: `First${run}` });
  await fire(page, { type: 'follow', user: `Second${run}` });
  await expect(carousel).not.toHaveAttribute('data-carousel-kind', 'tips', { timeout: 20_000 });
  // Before this rule, the top came first and the follows only at the next loop.
  await expect(carousel).toHaveAttribute('data-carousel-kind', 'follows');
  await expect(overlay.locator('.carousel-text.is-shown')).toContainText(`First${run}`);
});

for (const [width, height] of [
  [1366, 768],
  [390, 844],
] as const) {
  test(`Remove Next Event says what it removed, with the tip's currency, at ${width}px`, async ({ page }) => {
    page.on('dialog', (dialog) => void dialog.accept());
    await page.setViewportSize({ width, height });
    await page.goto('/login');
    await callApi(page, 'POST', '/api/simulator/clearTestEvents');
    await page.goto('/settings/carousel');
    const answer = page.getByRole('status').filter({ hasText: /Removed|Nothing to remove/ });
    await page.getByRole('button', { name: 'Remove next Follow' }).click();
    await expect(answer).toHaveText('Nothing to remove: the carousel has no follow to show.');

    await fire(page, { type: 'follow', user: `bob${run}` });
    await page.getByRole('button', { name: 'Remove next Follow' }).click();
    await expect(answer).toHaveText(`Removed: follow from bob${run}. Open overlays update at once.`);

    await fire(page, { type: 'tip', user: `Rich${run}`, amount: 1_000_000, currency: 'EUR' });
    await page.getByRole('button', { name: 'Remove next Donation' }).click();
    await expect(answer).toHaveText(
      `Removed: tip of €1,000,000.00 from Rich${run}. Open overlays update at once.`,
    );
    await answer.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `screenshots/carousel-remove-next-${width}.png` });
  });
}
