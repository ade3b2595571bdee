import { expect, test } from '@playwright/test';

// State persists in .wrangler between runs: linking again with a new code re-links the same Demo
// Server, and the announcement carries this run's marker.
const run = Date.now().toString(36);
const webhook = 'https://discord.com/api/webhooks/123456789012345678/e2e-webhook-token-abcdefghij';

test.describe.configure({ timeout: 90_000 });

test('link the Demo Server from the Simulator, choose a role and see the go-live announcement', async ({
  page,
}) => {
  await page.goto('/login');
  await page.goto('/settings/discord');
  await expect(page.getByRole('heading', { name: 'Discord', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /Generate (a new )?code/ }).click();
  const command = (await page.locator('.link-command').textContent()) ?? '';
  expect(command).toMatch(/^\/sbcode code:[0-9A-Z]{10}$/);
  const code = command.replace('/sbcode code:', '');

  await page.goto('/settings/simulator');
  const discord = page.getByRole('region', { name: 'Discord' });
  await discord.getByLabel('Member').fill('Owner');
  await discord.getByLabel('Administrator').check();
  await discord.getByLabel('Slash command', { exact: true }).fill('sbcode');
  await discord.getByLabel('Option').fill(code);
  await discord.getByRole('button', { name: 'Run' }).click();
  await expect(discord.getByLabel('Discord answers')).toContainText('Linked!');

  await page.goto('/settings/discord');
  await expect(page.getByText('Linked to')).toContainText('Demo Server');
  const role = page.getByRole('combobox', { name: 'Moderator role' });
  await expect(role.locator('option', { hasText: 'Moderators' })).toHaveCount(1);
  await role.selectOption({ label: 'Members' });
  await role.selectOption({ label: 'Moderators' });
  await page.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByRole('form', { name: 'Moderator role' }).getByText('Saved')).toBeVisible();

  const announcement = page.getByRole('form', { name: 'Live announcement' });
  await announcement.getByLabel('Webhook URL').fill('https://example.com/not-a-webhook');
  await announcement.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(announcement.getByRole('alert')).toContainText('Discord webhook URL');
  await announcement.getByLabel('Webhook URL').fill(webhook);
  await announcement.getByLabel('Announcement text').fill(`Going live ${run}: '{title}' {url}`);
  await announcement.getByLabel('Enabled').check();
  await announcement.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(announcement.getByText('Saved')).toBeVisible();

  await page.goto('/settings/simulator');
  await page.getByLabel('Event', { exact: true }).selectOption('streamOnline');
  await page.getByRole('button', { name: 'Fire event' }).click();
  await expect(page.getByRole('region', { name: 'Discord' }).getByLabel('Discord log')).toContainText(
    `Going live ${run}: 'Testing my stream bot' https://www.twitch.tv/`,
  );
});
