import { expect, test } from '@playwright/test';
import { callApi } from './page-api';

const sizes = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
];

for (const size of sizes) {
  test(`an open overlay whose key was replaced says so in itself (${size.name})`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/login');
    const response = await page.request.get('/api/simulator');
    const { overlaySecretKey } = (await response.json()) as { overlaySecretKey: string };

    const overlay = await context.newPage();
    await overlay.setViewportSize(size);
    await overlay.goto(`/progressBar/v1/${overlaySecretKey}`);
    await expect(overlay.locator('html')).toHaveAttribute('data-connection', 'open');
    await expect(overlay.getByRole('alert')).toHaveCount(0);

    await callApi(page, 'POST', '/api/overlay/regenerateKey');

    const card = overlay.getByRole('alert');
    await expect(card).toContainText('This overlay link was replaced');
    await expect(card).toContainText('Copy the new link from the dashboard');
    await expect(card).toBeInViewport({ ratio: 1 });
    await expect(overlay.locator('html')).toHaveAttribute('data-connection', 'replaced');
    await overlay.screenshot({ path: `screenshots/overlay-replaced-${size.name}.png` });
  });
}
