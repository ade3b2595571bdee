import { expect, test } from '@playwright/test';

test.describe.configure({ timeout: 90_000 });

test('the usual commands in one click, then search, sort, switches and expanding to edit', async ({
  page,
}) => {
  await page.goto('/login');
  await page.goto('/settings/chat');
  const usual = page.getByRole('button', { name: 'Add the usual commands' });
  await usual.click();
  // State persists between runs: a first run adds them, a later one finds them there.
  await expect(page.getByRole('status').filter({ hasText: /Added !|already have all/ })).toBeVisible();
  await usual.click();
  await expect(page.getByText('You already have all the usual commands.')).toBeVisible();

  const uptime = page.getByRole('form', { name: 'Command !uptime', exact: true });
  await expect(uptime).toContainText('has been live for {uptime}');

  // Sorted by name: the compact rows' names are in order.
  const names = await page.locator('.command-compact .command-name').allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' })));

  // Search narrows the list and says how many match.
  await page.getByLabel('Search').fill('!upt');
  await expect(page.locator('.command-compact')).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: /^1 of \d+ commands$/ })).toBeVisible();

  // A switch saves at once.
  const onDiscord = uptime.getByRole('checkbox', { name: '!uptime on Discord' });
  const wasOn = await onDiscord.isChecked();
  await onDiscord.setChecked(!wasOn);
  await expect(onDiscord).toBeEnabled();
  await page.reload();
  await page.getByLabel('Search').fill('uptime');
  await expect(page.getByRole('checkbox', { name: '!uptime on Discord' })).toBeChecked({ checked: !wasOn });
  await page.getByRole('checkbox', { name: '!uptime on Discord' }).setChecked(wasOn);

  // Edit opens the full editor in place; Close folds it back.
  await page.getByRole('form', { name: 'Command !uptime' }).getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByRole('form', { name: 'Command !uptime', exact: true });
  await expect(editor.getByLabel('Reply')).toHaveValue(/live for \{uptime\}/);
  await editor.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('form', { name: 'Command !uptime' }).getByLabel('Reply')).toHaveCount(0);

  // The functional ones are on Chat Functions, as compact rows.
  await page.goto('/settings/commands');
  await expect(page.getByRole('form', { name: 'Command !so' })).toContainText('Shout Out');
});
