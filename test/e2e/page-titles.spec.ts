import { expect, test } from '@playwright/test';
import { menuGroups } from '../../web/navigation';

// Every dashboard page with the name its menu gives it, and the settings home, which the menu does not link.
const dashboardPages = [
  { name: 'Dashboard', path: '/settings' },
  ...menuGroups
    .flatMap((group) => [...group.links, ...(group.homeOnly ?? [])])
    .map((link) => ({ name: link.label, path: link.to })),
];

test('every dashboard tab is titled with its page', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/login');
  for (const { name, path } of dashboardPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page, path).toHaveTitle(`${name} · StreamBot`);
  }
});

test('the title follows the menu; the welcome page, public page and overlays keep their own', async ({
  page,
}) => {
  await page.goto('/login');
  await page.goto('/settings/quotes');
  await expect(page).toHaveTitle('Quotes · StreamBot');
  const header = page.getByRole('banner');
  await header.locator('summary', { hasText: 'Chatbot Features' }).click();
  await header.getByRole('link', { name: 'Simulator', exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/simulator$/);
  await expect(page).toHaveTitle('Simulator · StreamBot');

  await page.goto('/');
  await expect(page).toHaveTitle('StreamBot');

  await page.goto('/settings/carousel');
  const overlayLink = await page.getByRole('link', { name: /\/events\/v2\// }).getAttribute('href');
  await page.goto('/c/demo_streamer');
  await expect(page).not.toHaveTitle(/StreamBot/);
  await page.goto(overlayLink ?? '');
  await expect(page).toHaveTitle('Event carousel');
});
