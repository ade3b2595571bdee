import { expect, test } from '@playwright/test';

test('a new overlay key replaces the link on the page and stops overlays opened with the old one', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.goto('/login');
  await page.goto('/settings/progressBar');
  const editor = page.getByRole('form', { name: 'Progress Bar settings' });
  const link = editor.locator('.overlay-url');
  await expect(link).toContainText('/progressBar/v1/');
  const oldPath = (await link.getAttribute('href')) as string;

  const overlay = await context.newPage();
  await overlay.goto(oldPath);
  await expect(overlay.locator('html')).toHaveAttribute('data-connection', 'open');

  page.once('dialog', (dialog) => void dialog.accept());
  await editor.getByRole('button', { name: 'Regenerate overlay key' }).click();
  await expect(editor.getByRole('status')).toContainText('New key made');
  await expect(link).not.toHaveAttribute('href', oldPath);
  const newPath = (await link.getAttribute('href')) as string;
  expect(newPath).toMatch(/^\/progressBar\/v1\/[A-Za-z0-9_-]{32}/);

  // The old link's overlay is closed and can no longer connect.
  await expect(overlay.locator('html')).not.toHaveAttribute('data-connection', 'open', { timeout: 10_000 });
  expect((await page.request.get(oldPath)).status()).toBe(404);

  const fresh = await context.newPage();
  await fresh.goto(newPath);
  await expect(fresh.locator('html')).toHaveAttribute('data-connection', 'open');

  // Tip Setup shows the Ko-fi address with the new key.
  await page.goto('/settings/tips');
  const key = newPath.split('/')[3]?.split('?')[0] as string;
  await expect(page.locator('code.overlay-url')).toContainText(`/api/kofi/${key}`);
});
