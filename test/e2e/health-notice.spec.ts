import { expect, test } from '@playwright/test';
import { menuGroups } from '../../web/navigation';

// The streamer notice (issue 16): a problem injected in dev mode (the bot leaves the channel) shows the
// banner on every signed-in page; its action fixes it and the banner goes.
const shots = process.env.SHOTS_DIR ?? 'screenshots';

/** Every page of the signed-in menus (Keywords, outside /settings, among them) and the settings home. */
const signedInPages = [
  '/settings',
  ...menuGroups
    .filter((group) => group.needsLogin)
    .flatMap((group) => [...group.links, ...(group.homeOnly ?? [])])
    .map((link) => link.to),
];

test('leaving the channel shows the banner; its Join fixes it and the banner goes', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await page.goto('/settings/twitch');
  const leave = page.getByRole('button', { name: 'Leave Twitch Channel' });
  const join = page.getByRole('button', { name: 'Join Twitch Channel' });
  await expect(leave.or(join)).toBeVisible();
  // Leaving asks first (confirmFirst); a bot left joined by an earlier run must really leave.
  page.once('dialog', (dialog) => void dialog.accept());
  if (await leave.isVisible()) await leave.click();
  await expect(page.getByTestId('bot-connection')).toHaveText('Not connected.');

  const banner = page.getByRole('region', { name: 'Problems with your channel' });
  await expect(banner).toContainText('The bot is not in your channel');
  expect(signedInPages).toContain('/documentation/keywords');
  for (const path of signedInPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner, `the banner on ${path}`).toContainText('The bot is not in your channel');
  }
  await page.goto('/documentation/keywords');
  await expect(banner).toBeVisible();
  await page.screenshot({ path: `${shots}/health-banner-keywords-desktop.png` });
  // The settings home shows each area's status.
  await page.goto('/settings');
  const botStatus = page.getByTestId('status-bot');
  await expect(botStatus).toContainText('Warning');
  await expect(botStatus).toContainText('The bot is not in your channel');
  await expect(page.getByTestId('status-tips')).toContainText('OK');
  for (const [name, size] of [
    ['desktop', { width: 1366, height: 768 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await expect(botStatus).toContainText('Warning');
    await page.screenshot({ path: `${shots}/health-home-${name}.png`, fullPage: true });
    await page.goto('/settings/quotes');
    await expect(banner).toBeVisible();
    await page.screenshot({ path: `${shots}/health-banner-${name}.png` });
    await page.goto('/settings');
  }
  await page.setViewportSize({ width: 1366, height: 768 });

  await banner.getByRole('button', { name: 'Join' }).click();
  await expect(banner).toBeHidden();
  await expect(botStatus).toContainText('OK');
  await page.screenshot({ path: `${shots}/health-home-fixed-desktop.png`, fullPage: true });
  await page.goto('/settings/twitch');
  await expect(page.getByTestId('bot-connection')).toHaveText('Connected.');
  await expect(banner).toBeHidden();
});
