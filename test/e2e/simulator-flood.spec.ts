import { expect, type Page, test } from '@playwright/test';

// A flood from the Simulator page: the "How many" choice fires 100 follows from made-up viewers in one press.
const shots = process.env.SHOTS_DIR ?? 'screenshots';

/** How many follows the goal bar counts this stream (test and real). */
async function followsCount(page: Page, key: string): Promise<number> {
  const response = await page.request.get(`/api/overlay/${key}/progress?type=followsCount`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { amount: number }).amount;
}

test('×100 fires a hundred follows, each from a different made-up viewer', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/login');
  await page.goto('/settings/simulator');
  const overlayPath = await page.getByRole('link', { name: 'Open the event overlay' }).getAttribute('href');
  const key = (overlayPath as string).split('/').pop() as string;
  const before = await followsCount(page, key);

  await page.getByLabel('Event', { exact: true }).selectOption('follow');
  const howMany = page.getByRole('group', { name: 'How many' });
  await expect(howMany.getByRole('radio', { name: '×1', exact: true })).toBeChecked();
  await howMany.getByRole('radio', { name: '×100' }).check();
  // The flood names its own viewers; the name typed for a single event is kept for later.
  await expect(page.getByLabel('Viewer')).toBeDisabled();
  await expect(page.getByLabel('Viewer')).toHaveAttribute('placeholder', '100 made-up viewers');
  for (const [name, size] of [
    ['desktop', { width: 1366, height: 768 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.getByRole('heading', { name: 'Channel events' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/simulator-flood-${name}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 768 });

  await page.getByRole('button', { name: 'Fire 100 events' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent: Follow' })).toHaveText(
    'Sent: Follow ×100, each from a different made-up viewer.',
    { timeout: 30_000 },
  );
  expect(await followsCount(page, key)).toBe(before + 100);
  await page.screenshot({ path: `${shots}/simulator-flood-sent-desktop.png` });

  // Back to one: the viewer named fires it.
  await howMany.getByRole('radio', { name: '×1', exact: true }).check();
  await expect(page.getByLabel('Viewer')).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Fire event' })).toBeVisible();
});
