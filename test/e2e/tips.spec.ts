import { expect, type Page, test } from '@playwright/test';

/** A collapsible section of the page, found by its heading. */
const section = (page: Page, title: string) =>
  page.locator('details', { has: page.getByRole('heading', { name: title, exact: true }) });

test('the streamer sees the Ko-fi webhook URL, saves a verification token and deletes it', async ({
  page,
}) => {
  await page.goto('/login');
  await page.goto('/settings/tips');
  await expect(page.getByRole('heading', { name: 'Tip Setup', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  // Dev mode has no Streamlabs app, and the page says so instead of offering a dead Connect button.
  await expect(section(page, 'Streamlabs Integration')).toContainText('not available on this server');
  await expect(page.getByRole('link', { name: 'Connect Streamlabs' })).toHaveCount(0);

  // The destructive buttons ask first (ConfirmedAction's confirmFirst): this test answers OK.
  page.on('dialog', (dialog) => void dialog.accept());
  const kofi = section(page, 'Ko-fi Integration');
  await expect(kofi.getByText(/^http:\/\/localhost:\d+\/api\/kofi\/[A-Za-z0-9_-]{22,}$/)).toBeVisible();
  const deleteToken = kofi.getByRole('button', { name: 'Delete Ko-fi token' });
  // Start from no token, whatever an earlier run left.
  if (await deleteToken.isVisible()) await deleteToken.click();
  await expect(kofi.getByText('No token saved')).toBeVisible();

  const token = kofi.getByLabel('Verification token');
  await token.fill(`e2e-${Date.now()}-token`);
  await kofi.getByRole('button', { name: 'Save Ko-fi token' }).click();
  await expect(kofi.getByRole('status')).toHaveText('Saved');
  await expect(token).toHaveValue('');
  await expect(kofi.getByText('Token saved')).toBeVisible();

  await page.reload();
  await expect(kofi.getByText('Token saved')).toBeVisible();
  await deleteToken.click();
  await expect(kofi.getByText('No token saved')).toBeVisible();
  await expect(deleteToken).toBeHidden();
});

test('screenshots of the tip setup page, desktop and phone', async ({ page }) => {
  await page.goto('/login');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/settings/tips');
  await expect(section(page, 'Ko-fi Integration')).toBeVisible();
  await page.screenshot({ path: 'screenshots/tips.png', fullPage: true });
  await page.setViewportSize({ width: 400, height: 850 });
  await page.reload();
  await expect(section(page, 'Ko-fi Integration')).toBeVisible();
  await page.screenshot({ path: 'screenshots/tips-400.png', fullPage: true });
});

test('a saved StreamElements JWT waits on standby while offline with no overlay open', async ({ page }) => {
  await page.goto('/login');
  await page.goto('/settings/tips');
  // The bot joins (dev mode joins at once); the JWT is saved through the page's form.
  // Earlier specs may have left the demo stream live: standby needs it offline.
  const wasJoined = await page.evaluate(async () => {
    const settings = (await (await fetch('/api/twitch/settings')).json()) as { isConnected: boolean };
    await fetch('/api/twitch/botOn', { method: 'POST' });
    await fetch('/api/simulator/event', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'streamOffline' }),
    });
    return settings.isConnected;
  });
  page.on('dialog', (dialog) => void dialog.accept());
  const streamElements = section(page, 'StreamElements Integration');
  await expect(streamElements).toContainText(
    'within about 20 seconds while you are live or an overlay is open',
  );
  await streamElements
    .getByLabel('JWT token')
    .fill('eyJhbGciOiJIUzI1NiJ9.eyJjaGFubmVsIjoiZTJlIn0.c2lnbmF0dXJl');
  await streamElements.getByRole('button', { name: 'Save StreamElements token' }).click();
  await expect(streamElements.getByRole('status')).toHaveText('Saved');
  await page.reload();
  await expect(
    streamElements.getByText('On standby: tips are checked while you are live or an overlay is open.'),
  ).toBeVisible();
  await streamElements.getByRole('button', { name: 'Delete StreamElements token' }).click();
  await expect(streamElements.getByText('No token saved')).toBeVisible();
  // Later specs find the bot as this one found it.
  if (!wasJoined) await page.evaluate(() => fetch('/api/twitch/botOff', { method: 'POST' }));
});
