import { expect, type Page, test } from '@playwright/test';
import { menuGroups } from '../../web/navigation';

const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });

/** Every route of the spec's route table the dashboard renders, plus the Simulator. */
const settingsRoutes = [
  '/settings',
  '/settings/twitch',
  '/settings/discord',
  '/settings/chat',
  '/settings/commands',
  '/settings/quotes',
  '/settings/triggeredEvents',
  '/settings/carousel',
  '/settings/clips',
  '/settings/emoteMover',
  '/settings/progressBar',
  '/settings/tips',
  '/settings/simulator',
  '/documentation/keywords',
];

test('a visitor sees the public pages and the Twitch sign-in link', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByText('Log In With')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Twitch' })).toHaveAttribute('href', '/login');
  await expect(header.locator('summary')).toHaveText(['More Info']);
  await expect(page.getByRole('contentinfo')).toContainText('2020');
  await screenshot(page, 'welcome-logged-out');

  for (const path of ['/faq', '/contact']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await screenshot(page, path.slice(1));
  }
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('settings pages send a signed-out visitor back to the welcome page', async ({ page }) => {
  await page.goto('/settings/twitch');
  await expect(page).toHaveURL(/\/$/);
});

test('a streamer signs in, visits every page, and logs out', async ({ page }) => {
  // Every settings route with a full-page screenshot each: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Twitch' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByTestId('username')).toHaveText('DemoStreamer');
  await expect(page.getByRole('banner').locator('summary')).toHaveText(
    menuGroups.map((group) => group.label),
  );
  await screenshot(page, 'settings-home');

  for (const path of settingsRoutes) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Loading')).toHaveCount(0);
    await expect(page.getByTestId('username')).toHaveText('DemoStreamer');
    await screenshot(page, `route${path.replaceAll('/', '-')}`);
  }

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByText('Log In With')).toBeVisible();
  await page.goto('/settings/simulator');
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toEqual([]);
});

test('the menus work from the keyboard', async ({ page }) => {
  await page.goto('/login');
  await page.goto('/');
  const menu = page.getByRole('banner').locator('summary', { hasText: 'Chatbot Features' });
  await menu.focus();
  await page.keyboard.press('Enter');
  const simulatorLink = page.getByRole('banner').getByRole('link', { name: 'Simulator' });
  await expect(simulatorLink).toBeVisible();
  await simulatorLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/simulator$/);
  await expect(simulatorLink).toBeHidden();
});
