import { expect, type Page, test } from '@playwright/test';
import { menuGroups } from '../../web/navigation';

const routes = [
  '/',
  '/faq',
  '/contact',
  '/settings',
  ...menuGroups.flatMap((group) => group.links.map((link) => link.to)),
  '/settings/progressBar',
];
const uniqueRoutes = [...new Set(routes)];

const sizes = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
  { width: 1366, height: 768 },
];

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test('no page is wider than the screen, on phones or desktop', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/login');
  for (const path of uniqueRoutes) {
    await page.setViewportSize(sizes[0] as { width: number; height: number });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const size of sizes) {
      await page.setViewportSize(size);
      await expect
        .poll(() => horizontalOverflow(page), { message: `${path} at ${size.width} px` })
        .toBeLessThanOrEqual(0);
    }
  }
});

test('on a phone the header is one short row and every menu link is reachable from the drawer', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  const header = page.getByRole('banner');
  expect((await header.boundingBox())?.height).toBeLessThanOrEqual(64);

  for (const group of menuGroups) {
    for (const link of group.links) {
      await header.getByRole('button', { name: 'Menu' }).click();
      await header.locator('summary', { hasText: group.label }).click();
      const target = header.getByRole('link', { name: link.label, exact: true });
      // The link itself takes the tap: no other menu button lies over it.
      await target.click({ trial: true });
      await target.click();
      await expect(page).toHaveURL(new RegExp(`${link.to}$`));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Focus moves to the new page's heading, so the next Tab starts from the page.
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeFocused();
      await expect(header.getByRole('link', { name: link.label, exact: true })).toBeHidden();
    }
  }
  // The header stays short while scrolling (it is sticky).
  await page.goto('/settings/quotes');
  await page.mouse.wheel(0, 600);
  expect((await header.boundingBox())?.height).toBeLessThanOrEqual(64);
});

test('menus: one open at a time, closed by Escape and by a click elsewhere', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/login');
  const header = page.getByRole('banner');
  const chatbot = header.locator('details', { hasText: 'Chatbot Features' });
  const overlays = header.locator('details', { hasText: 'Overlays' });

  await chatbot.locator('summary').click();
  await expect(chatbot).toHaveAttribute('open');
  await overlays.locator('summary').click();
  await expect(overlays).toHaveAttribute('open');
  await expect(chatbot).not.toHaveAttribute('open');

  await page.keyboard.press('Escape');
  await expect(overlays).not.toHaveAttribute('open');
  await expect(overlays.locator('summary')).toBeFocused();

  await chatbot.locator('summary').click();
  await page.getByRole('heading', { level: 1 }).first().click();
  await expect(chatbot).not.toHaveAttribute('open');
});
