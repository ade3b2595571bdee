import { expect, test } from '@playwright/test';

// Regulars as a streamer uses them: add one on the Chat Commands page, gate a command to Regulars Only,
// see the regular (and nobody else) get its answer in the Simulator, then remove them (asked first).
const shots = process.env.SHOTS_DIR ?? 'screenshots';
// The dev server keeps its local D1 between runs, so each run uses names of its own.
const run = Date.now().toString(36);
const regular = `Reg${run}`;

test('a regular added on the page passes a Regulars Only command in the Simulator', async ({ page }) => {
  await page.goto('/login');
  await page.goto('/settings/chat');
  const panel = page.locator('details', {
    has: page.getByRole('heading', { name: 'Regulars', exact: true }),
  });
  await panel.getByLabel('Twitch login').fill('not a login');
  await expect(panel.getByRole('alert')).toContainText('only letters, digits and underscores');
  await panel.getByLabel('Twitch login').fill(`@${regular}`);
  await panel.getByRole('button', { name: 'Add Regular' }).click();
  await expect(panel.getByText(`Added ${regular} to your regulars.`)).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Regulars' })).toContainText(regular);

  await page.getByRole('button', { name: 'Add New Text Command' }).click();
  const row = page.getByRole('form').last();
  await row.getByLabel('Command').fill(`inner${run}`);
  await row.getByLabel('Reply').fill('For regulars: hi {username}');
  await row.getByRole('checkbox', { name: 'Regulars Only' }).check();
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByRole('status')).toHaveText('Saved');

  for (const [name, size] of [
    ['desktop', { width: 1366, height: 768 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/regulars-${name}.png` });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1366, height: 768 });

  await page.goto('/settings/simulator');
  const chat = page.getByRole('list', { name: 'Simulated chat' });
  for (const user of [`Viewer${run}`, regular]) {
    await page.getByLabel('Chat as').fill(user);
    await page.getByLabel('Message').fill(`!inner${run}`);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(chat.getByText(`${user}:`)).toBeVisible();
  }
  await expect(chat).toContainText(`Bot: For regulars: hi ${regular}`);
  await expect(chat).not.toContainText(`hi Viewer${run}`);
  await expect(chat.locator('[data-why="permission"]')).toHaveCount(1);

  await page.goto('/settings/chat');
  page.once('dialog', (dialog) => void dialog.accept());
  await panel.getByRole('button', { name: `Remove ${regular}` }).click();
  await expect(panel.getByText(`Removed ${regular} from your regulars.`)).toBeVisible();
  await expect(panel.getByRole('button', { name: `Remove ${regular}` })).toHaveCount(0);
});
