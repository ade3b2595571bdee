import { expect, test } from '@playwright/test';

// The streamer notice (issue 16): a problem injected in dev mode (the bot leaves the channel) shows the
// banner on every settings page; its action fixes it and the banner goes.
const shots = process.env.SHOTS_DIR ?? 'screenshots';

test('leaving the channel shows the banner; its Join fixes it and the banner goes', async ({ page }) => {
  await page.goto('/login');
  await page.goto('/settings/twitch');
  const leave = page.getByRole('button', { name: 'Leave Twitch Channel' });
  const join = page.getByRole('button', { name: 'Join Twitch Channel' });
  await expect(leave.or(join)).toBeVisible();
  if (await leave.isVisible()) await leave.click();
  await expect(page.getByTestId('bot-connection')).toHaveText('Not connected.');

  const banner = page.getByRole('region', { name: 'Problems with your channel' });
  await expect(banner).toContainText('The bot is not in your channel');
  await page.goto('/settings/quotes');
  await expect(banner).toContainText('The bot is not in your channel');
  for (const [name, size] of [
    ['desktop', { width: 1366, height: 768 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${shots}/health-banner-${name}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 768 });

  await banner.getByRole('button', { name: 'Join' }).click();
  await expect(banner).toBeHidden();
  await page.goto('/settings/twitch');
  await expect(page.getByTestId('bot-connection')).toHaveText('Connected.');
  await expect(banner).toBeHidden();
});
