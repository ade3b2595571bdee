import { expect, test } from '@playwright/test';

// Issue 31, point 5: on every overlay page the preview and its test buttons stay in view while the
// fields are edited: a sticky column at 1366x768, a sticky "Preview" toggle at 390x844.
const pages = [
  { path: '/settings/carousel', test: 'Send a test follow' },
  { path: '/settings/emoteMover', test: 'Send a burst of 20' },
  { path: '/settings/progressBar', test: 'Send a test follow' },
  { path: '/settings/alerts', test: 'Send test to the overlay' },
  { path: '/settings/clips', test: null },
];

test.describe.configure({ timeout: 120_000 });

test('desktop: the preview and its test buttons stay beside the fields at the bottom of the form', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/login');
  for (const { path, test: testButton } of pages) {
    await page.goto(path);
    // The last of the fields being edited, at the bottom of the form.
    const lastField = page.locator('.workbench-fields > *').last();
    await lastField.scrollIntoViewIfNeeded();
    await expect(lastField).toBeInViewport();
    await expect(page.getByRole('img', { name: 'Live preview' }).first(), path).toBeInViewport();
    if (testButton) await expect(page.getByRole('button', { name: testButton }), path).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Preview', exact: true })).toBeHidden();
  }
  await page.goto('/settings/emoteMover');
  await page.getByRole('button', { name: 'Send a burst of 20' }).waitFor();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.screenshot({ path: 'screenshots/overlay-workbench-1366.png' });
});

test('phone: a sticky Preview toggle opens the preview and its tests wherever the page is', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  for (const { path, test: testButton } of pages) {
    await page.goto(path);
    const toggle = page.getByRole('button', { name: 'Preview', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.locator('.workbench-fields > *').last().scrollIntoViewIfNeeded();
    await expect(toggle, path).toBeInViewport();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('img', { name: 'Live preview' }).first(), path).toBeInViewport();
    if (testButton) await expect(page.getByRole('button', { name: testButton }), path).toBeInViewport();
  }
  await page.screenshot({ path: 'screenshots/overlay-workbench-390.png' });
});
