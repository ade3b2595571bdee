import { expect, test } from '@playwright/test';

test('a simulated follow plays on the open event overlay', async ({ page, context }) => {
  test.setTimeout(90_000);
  // State persists in .wrangler between runs: a name of this run's own, and earlier follows removed.
  const fan = `Fan${Date.now().toString(36)}`;
  await page.goto('/login');
  for (let i = 0; i <= 10; i++) {
    const removed = await page.evaluate(async () => {
      const response = await fetch('/api/events/removeEvent', {
        method: 'DELETE',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'follow' }),
      });
      return response.status;
    });
    expect(removed).toBe(200);
  }
  await page.goto('/settings/simulator');
  const overlayLink = page.getByRole('link', { name: 'Open the event overlay' });
  const overlayPath = await overlayLink.getAttribute('href');
  expect(overlayPath).toMatch(/^\/events\/v2\/[A-Za-z0-9_-]{22,}$/);

  const overlay = await context.newPage();
  await overlay.goto(overlayPath as string);
  await expect(overlay.locator('html')).toHaveAttribute('data-connection', 'open');

  await page.getByLabel('Event', { exact: true }).selectOption('follow');
  await page.getByLabel('Viewer').fill(fan);
  await page.getByRole('button', { name: 'Fire event' }).click();
  await expect(page.getByRole('status')).toHaveText(`Sent: Follow from ${fan}.`);

  // Other kinds saved by earlier runs may play first: at most four slots of about 8.5 s.
  await expect(overlay.locator('.carousel-text.is-shown')).toContainText(fan, { timeout: 45_000 });
  await overlay.screenshot({ path: 'screenshots/overlay-events.png' });
  await page.screenshot({ path: 'screenshots/simulator.png', fullPage: true });
});

test('the chat simulator shows what was said', async ({ page }) => {
  await page.goto('/login');
  await page.goto('/settings/simulator');
  await page.getByLabel('Chat as').fill('ChattyViewer');
  await page.getByLabel('moderator').check();
  await page.getByLabel('Message').fill('hello bot');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('list', { name: 'Simulated chat' })).toContainText('ChattyViewer: hello bot');
  await expect(page.getByLabel('Message')).toHaveValue('');
});

test('an overlay page with an unknown key says so', async ({ page }) => {
  const response = await page.goto('/events/v2/not-a-key');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Unknown overlay key')).toBeVisible();
});
