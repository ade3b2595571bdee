import { expect, type Page, test } from '@playwright/test';

const leaveQuestion = 'You have unsaved changes on this page. Leave it and lose them?';

// State persists in .wrangler between runs, so every run writes its own names.
const run = Date.now().toString(36);

test.describe.configure({ timeout: 90_000 });

/** Answers the next confirmation with OK or Cancel, and records what it asked. */
function answerNextDialog(page: Page, accept: boolean): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void (accept ? dialog.accept() : dialog.dismiss());
    });
  });
}

async function saveTextCommand(page: Page, name: string) {
  await page.goto('/settings/chat');
  await page.getByRole('button', { name: 'Add New Text Command' }).click();
  const row = page.getByRole('form').last();
  await row.getByLabel('Command').fill(name);
  await row.getByLabel('Reply').fill('hello');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByRole('status')).toHaveText('Saved');
}

test('deleting a command asks first: Cancel keeps it, OK deletes it', async ({ page }) => {
  await page.goto('/login');
  const name = `keep${run}`;
  await saveTextCommand(page, name);
  await page.reload();
  const row = page.getByRole('form', { name: `Command !${name}` });

  const asked = answerNextDialog(page, false);
  await row.getByRole('button', { name: 'Delete' }).click();
  expect(await asked).toContain(`Delete the command !${name}?`);
  await page.reload();
  await expect(page.getByRole('form', { name: `Command !${name}` })).toBeVisible();

  const confirmed = answerNextDialog(page, true);
  await page
    .getByRole('form', { name: `Command !${name}` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await confirmed;
  await expect(page.getByRole('form', { name: `Command !${name}` })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('form', { name: `Command !${name}` })).toHaveCount(0);
});

test('renumbering quotes, resetting the top donation and leaving the channel ask first', async ({ page }) => {
  await page.goto('/login');
  await page.goto('/settings/quotes');
  const renumber = answerNextDialog(page, false);
  await page.getByRole('button', { name: 'Renumber quotes' }).click();
  expect(await renumber).toContain('Renumber your quotes?');
  await expect(page.getByText('Quotes renumbered.')).toHaveCount(0);

  await page.goto('/settings/tips');
  const reset = answerNextDialog(page, false);
  await page.getByRole('button', { name: 'Reset Top Donation' }).click();
  expect(await reset).toContain('Reset the top donation?');
  await expect(page.getByText('The top donation is reset')).toHaveCount(0);

  await page.goto('/settings/twitch');
  const status = page.getByTestId('bot-connection');
  if ((await status.textContent()) === 'Not connected.') {
    await page.getByRole('button', { name: 'Join Twitch Channel' }).click();
    await expect(status).toHaveText('Connected.');
  }
  const leave = answerNextDialog(page, false);
  await page.getByRole('button', { name: 'Leave Twitch Channel' }).click();
  expect(await leave).toContain('Leave your Twitch channel?');
  await expect(status).toHaveText('Connected.');
});

test('unsaved edits hold back a menu link and Back until the streamer agrees to lose them', async ({
  page,
}) => {
  await page.goto('/login');
  await page.goto('/settings');
  // Into the page in the app, so Back stays in the app too.
  await page.getByRole('main').getByRole('link', { name: 'Quotes' }).click();
  const format = page.getByLabel('Get Quote reply format');
  await expect(format).toBeVisible();
  const original = await format.inputValue();
  await format.fill(`${original} edited ${run}`);

  // A menu link: Cancel stays on the page with the edit.
  const header = page.getByRole('banner');
  let asked = answerNextDialog(page, false);
  await header.locator('summary', { hasText: 'Chatbot Features' }).click();
  await header.getByRole('link', { name: 'Simulator' }).click();
  expect(await asked).toBe(leaveQuestion);
  await expect(page).toHaveURL(/\/settings\/quotes$/);
  await expect(format).toHaveValue(`${original} edited ${run}`);

  // Back: Cancel stays; OK leaves.
  asked = answerNextDialog(page, false);
  await page.evaluate(() => history.back());
  expect(await asked).toBe(leaveQuestion);
  await expect(page).toHaveURL(/\/settings\/quotes$/);
  asked = answerNextDialog(page, true);
  await page.evaluate(() => history.back());
  await asked;
  await expect(page).toHaveURL(/\/settings$/);

  // Nothing unsaved: links go at once.
  await page.goto('/settings/quotes');
  await header.locator('summary', { hasText: 'Chatbot Features' }).click();
  await header.getByRole('link', { name: 'Simulator' }).click();
  await expect(page).toHaveURL(/\/settings\/simulator$/);
});

test('a reload with unsaved edits asks the browser to confirm', async ({ page }) => {
  await page.goto('/login');
  await page.goto('/settings/quotes');
  const format = page.getByLabel('Get Quote reply format');
  // Chromium asks before unloading only after the page had a user gesture: a click gives one.
  await format.click();
  await format.fill(`reload ${run}`);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  // The page listens for the unload one render after it marks the edit (the guard's effect):
  // let that render happen before reloading, as a person's reload always would.
  await page.evaluate(
    () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))),
  );
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }),
  );
  void page.reload().catch(() => {});
  expect(await asked).toBe('beforeunload');
});
