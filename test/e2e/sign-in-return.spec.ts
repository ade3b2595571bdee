import { expect, test } from '@playwright/test';

test('a deep link while logged out returns to the page asked for after dev-mode sign-in', async ({
  page,
}) => {
  await page.goto('/settings/quotes?from=link');
  // Sent to the welcome page (its address stays /), which remembers the page asked for.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status')).toContainText('Log in to open that page');
  await page.getByRole('main').getByRole('link', { name: 'Log in with Twitch' }).click();
  await expect(page).toHaveURL(/\/settings\/quotes\?from=link$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Quotes/);
});
