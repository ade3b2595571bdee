import { expect, type Page, test } from '@playwright/test';

const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });

/** A dashboard API call from the signed-in page, so it carries the session and the Origin. */
async function callApi(page: Page, path: string, body?: unknown) {
  const status = await page.evaluate(
    async ([path, body]) =>
      (
        await fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
      ).status,
    [path, body] as const,
  );
  expect(status).toBe(200);
}

test('a Simulator event shows in Recent activity on the dashboard home, marked as a test', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/settings$/);
  // Dev mode has no real events: with the test events cleared, the channel has none.
  await callApi(page, '/api/simulator/clearTestEvents');
  await page.reload();
  const activity = page.getByRole('region', { name: 'Recent activity' });
  await expect(activity).toContainText('Nothing has happened on your channel yet.');
  await expect(activity.getByRole('link', { name: 'Simulator' })).toHaveAttribute(
    'href',
    '/settings/simulator',
  );

  const viewer = `Cheery${Date.now().toString(36)}`;
  await activity.getByRole('link', { name: 'Simulator' }).click();
  await page.getByLabel('Event', { exact: true }).selectOption('cheer');
  await page.getByLabel('Viewer').fill(viewer);
  await page.getByLabel('Bits').fill('150');
  await page.getByRole('button', { name: 'Fire event' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent: Cheer' })).toBeVisible();

  await page.goto('/settings');
  const row = activity.getByRole('listitem').filter({ hasText: viewer });
  // The channel logs the event just after it acknowledges it: the home page may need a second look.
  await expect(async () => {
    await page.reload();
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(row).toContainText(`${viewer} cheered 150 bits`);
  await expect(row.getByText('Test', { exact: true })).toBeVisible();
  await expect(row.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
});

test('Recent activity shows the ten newest, all on asking, and reads well on a desktop and a phone', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/login');
  await callApi(page, '/api/simulator/clearTestEvents');
  for (const event of [
    { type: 'follow', user: 'EarliestFollower' },
    { type: 'follow', user: 'SecondFollower' },
    { type: 'resub', user: 'LongTimeSub', amount: 14 },
    { type: 'cheer', user: 'SmallCheer', amount: 1 },
    { type: 'follow', user: 'FirstTimeViewer' },
    { type: 'subscribe', user: 'LoyalSub' },
    { type: 'giftsub', user: 'GenerousGifter', amount: 5 },
    { type: 'raid', user: 'FriendlyStreamer', amount: 42 },
    { type: 'tip', user: 'KindTipper', amount: 7.5 },
    { type: 'follow', user: 'NewFollower' },
    { type: 'follow', user: 'LateFollower' },
    { type: 'cheer', user: 'AVeryLongViewerNameIndeed', amount: 2500 },
  ])
    await callApi(page, '/api/simulator/event', event);
  const activity = page.getByRole('region', { name: 'Recent activity' });
  await expect(async () => {
    await page.goto('/settings');
    await expect(activity.getByRole('button', { name: 'Show all 12' })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(activity.getByRole('listitem')).toHaveCount(10);
  await expect(activity.getByRole('listitem').first()).toContainText(
    'AVeryLongViewerNameIndeed cheered 2500 bits',
  );

  for (const [name, viewport] of [
    ['recent-activity-1366x768', { width: 1366, height: 768 }],
    ['recent-activity-390x844', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await screenshot(page, name);
  }
  await activity.getByRole('button', { name: 'Show all 12' }).click();
  await expect(activity.getByRole('listitem')).toHaveCount(12);
  await expect(activity.getByRole('listitem').last()).toContainText('EarliestFollower followed');
  await expect(activity.getByRole('button', { name: 'Show fewer' })).toBeVisible();
});
