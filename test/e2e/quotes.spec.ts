import { expect, type Page, test } from '@playwright/test';

const run = Date.now().toString(36);

async function say(page: Page, text: string) {
  await page.goto('/settings/simulator');
  await page.getByLabel('Message').fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('list', { name: 'Simulated chat' })).toContainText(text);
}

test('viewers add quotes in the Simulator; the streamer edits, deletes and renumbers them on the page', async ({
  page,
}) => {
  // Three chat round trips and several page loads: more than the default on a busy machine.
  test.setTimeout(90_000);
  await page.goto('/login');
  // The destructive buttons ask first (ConfirmedAction's confirmFirst): this test answers OK.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/settings/quotes');
  await page.getByRole('button', { name: 'Add New Quote Command' }).click();
  const row = page
    .getByRole('form')
    .filter({ has: page.getByLabel('Command') })
    .last();
  await row.getByLabel('Command').fill(`aq${run}`);
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByRole('status')).toHaveText('Saved');

  for (const words of ['first words', 'middle words', 'last words'])
    await say(page, `!aq${run} ${run} ${words}`);

  await page.goto('/settings/quotes');
  const quote = (words: string) => page.getByRole('listitem').filter({ hasText: `${run} ${words}` });
  await expect(quote('first words')).toBeVisible();

  await quote('first words').getByRole('button', { name: 'Edit' }).click();
  await quote('first words').getByRole('textbox').fill(`${run} first words, edited`);
  await quote('first words').getByRole('button', { name: 'Save' }).click();
  await expect(quote('first words, edited').getByRole('paragraph').first()).toHaveText(
    `${run} first words, edited`,
  );

  await quote('middle words').getByRole('button', { name: 'Delete' }).click();
  await expect(quote('middle words')).toHaveCount(0);
  await page.getByRole('button', { name: 'Renumber quotes' }).click();
  await expect(page.getByText('Quotes renumbered.')).toBeVisible();
  const numbers = await page.locator('.quote-item strong').allTextContents();
  expect(numbers).toEqual(numbers.map((_, i) => `#${i + 1}`));

  await page.reload();
  await expect(quote('first words, edited')).toBeVisible();
  await expect(page.getByAltText('Wallpaper preview with a random quote')).toBeVisible();
  await page.screenshot({ path: 'screenshots/quotes.png', fullPage: true });
});
