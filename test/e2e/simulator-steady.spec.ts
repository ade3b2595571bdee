import { expect, test } from '@playwright/test';
import { callApi } from './page-api';

// Issue 31, point 6: the Simulator keeps the window where it is on Send, drops a result once its
// form changes, and opens at the top on a phone.
const run = Date.now().toString(36);

for (const [width, height] of [
  [1366, 768],
  [390, 844],
] as const) {
  test(`Send keeps the scroll, and a result goes when its form changes, at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/login');
    // A chat long enough to scroll, so the newest line is below the log's fold.
    for (let i = 0; i < 12; i++)
      await callApi(page, 'POST', '/api/simulator/chat', { user: 'viewer', text: `line ${i} ${run}` });
    await page.goto('/settings/simulator');
    const log = page.getByRole('list', { name: 'Simulated chat' });
    await expect(log).toContainText(`line 11 ${run}`);
    // Opens at the top: the banner and the heading in view.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('heading', { name: 'Simulator', level: 1 })).toBeInViewport();

    const message = page.getByLabel('Message', { exact: true });
    await message.fill(`steady ${run}`);
    const before = await page.evaluate(() => window.scrollY);
    await message.press('Enter');
    await expect(log).toContainText(`steady ${run}`);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);

    await page.getByLabel('Event', { exact: true }).selectOption('follow');
    await page.getByRole('button', { name: 'Fire event' }).click();
    const sent = page.getByRole('status').filter({ hasText: 'Sent: Follow' });
    await expect(sent).toBeVisible();
    await page.getByLabel('Viewer', { exact: true }).fill(`other${run}`);
    await expect(sent).toHaveCount(0);
  });
}
