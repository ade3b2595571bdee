// What the demo moderator, an editor of the demo channel, sees (issue 49): no overlay link or Ko-fi
// address (the pages say only the owner sees them), their changes in the history under their name, and
// no Clear history; the owner sees the "Changes by" filter and Clear history.
import { expect, type Page, test } from '@playwright/test';
import { callApi } from './page-api';

const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });

test('an editor is told what only the owner sees, and their changes carry their name', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const editor = await (await browser.newContext()).newPage();
  await editor.goto('/login?as=moderator');
  await expect(editor).toHaveURL(/\/settings$/);

  await editor.goto('/settings/carousel');
  await expect(editor.getByRole('note')).toContainText(
    "Only DemoStreamer sees this overlay's link: it holds the channel's overlay key",
  );
  await expect(editor.locator('.overlay-url')).toHaveCount(0);
  await expect(editor.getByRole('button', { name: 'Regenerate overlay key' })).toHaveCount(0);
  await screenshot(editor, 'editor-carousel');

  await editor.goto('/settings/tips');
  await expect(editor.getByText('Only DemoStreamer sees the Ko-fi webhook address')).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Copy webhook URL' })).toHaveCount(0);

  await callApi(editor, 'POST', '/api/alerts/control', { action: 'mute' });
  await callApi(editor, 'POST', '/api/alerts/control', { action: 'unmute' });
  await editor.goto('/settings');
  const changes = editor.getByRole('region', { name: 'Recent changes' });
  await expect(changes.locator('.activity-row').first()).toContainText(
    'Alerts: sounds and speech unmuted by you',
  );
  await expect(changes.getByRole('button', { name: 'Clear history' })).toHaveCount(0);
  await expect(changes).toContainText("Only the channel's owner can clear this history.");
  await screenshot(editor, 'editor-history');

  const owner = await (await browser.newContext()).newPage();
  await owner.goto('/login');
  await expect(owner).toHaveURL(/\/settings$/);
  const ownersView = owner.getByRole('region', { name: 'Recent changes' });
  await expect(ownersView.locator('.activity-row').first()).toContainText(
    'Alerts: sounds and speech unmuted by demo_moderator',
  );
  await expect(ownersView.getByRole('button', { name: 'Clear history' })).toBeVisible();
  await ownersView.getByLabel('Changes by').selectOption('demo_moderator');
  await expect(ownersView.locator('.activity-row').first()).toContainText('by demo_moderator');
  await expect(ownersView.locator('.activity-row').filter({ hasText: 'by you' })).toHaveCount(0);
  await screenshot(owner, 'owner-history-by-editor');
});
