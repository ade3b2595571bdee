import { expect, type Page, test } from '@playwright/test';

/** How many follows the goal bar counts this stream (test and real). */
async function followsCount(page: Page, key: string): Promise<number> {
  const response = await page.request.get(`/api/overlay/${key}/progress?type=followsCount`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { amount: number }).amount;
}

test('"Clear test events" asks first, then takes the Simulator\'s events out of the goal counts', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/login');
  await page.goto('/settings/simulator');
  const overlayPath = await page.getByRole('link', { name: 'Open the event overlay' }).getAttribute('href');
  const key = (overlayPath as string).split('/').pop() as string;

  const before = await followsCount(page, key);
  await page.getByLabel('Event', { exact: true }).selectOption('follow');
  await page.getByLabel('Viewer').fill(`Tester${Date.now().toString(36)}`);
  await page.getByRole('button', { name: 'Fire event' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent: Follow' })).toBeVisible();
  expect(await followsCount(page, key)).toBe(before + 1);

  // Cancel keeps the test events.
  page.once('dialog', (dialog) => dialog.dismiss());
  await page.getByRole('button', { name: 'Clear test events' }).click();
  expect(await followsCount(page, key)).toBe(before + 1);

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toContain('Real events stay');
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Clear test events' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Cleared \d+ test events?/ })).toBeVisible();
  // Earlier runs' test follows went too; real ones (none in dev mode) stay.
  expect(await followsCount(page, key)).toBeLessThanOrEqual(before);
  await page.screenshot({ path: '/work/notes/shots-i17b/simulator-clear-test-events.png', fullPage: true });

  const again = await page.evaluate(async () => {
    const response = await fetch('/api/simulator/clearTestEvents', { method: 'POST' });
    return response.json();
  });
  expect(again).toEqual({ status: true, removed: 0 });
});
