import { expect, type Page, test } from '@playwright/test';

// The dev server keeps its local D1 between runs, so each run uses keywords of its own.
const run = Date.now().toString(36);

async function sayInSimulator(page: Page, text: string) {
  await page.goto('/settings/simulator');
  await page.getByLabel('Message').fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
});

test('a text command made on the page answers in the Simulator', async ({ page }) => {
  await page.goto('/settings/chat');
  await page.getByRole('button', { name: 'Add New Text Command' }).click();
  const row = page.getByRole('form').last();
  await row.getByLabel('Command').fill(`hi${run}`);
  await row.getByLabel('Reply').fill('Hello {username}, you are {ordinal.3}!');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByRole('status')).toHaveText('Saved');
  await page.screenshot({ path: 'screenshots/chat-commands.png', fullPage: true });

  await page.goto('/settings/simulator');
  await page.getByLabel('Chat as').fill('Tester');
  await page.getByLabel('Message').fill(`!HI${run}`);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('list', { name: 'Simulated chat' })).toContainText(
    'Bot: Hello Tester, you are 3rd!',
  );
});

test('a duplicate keyword is refused with a visible reason', async ({ page }) => {
  await page.goto('/settings/chat');
  for (const text of ['first', 'second']) {
    await page.getByRole('button', { name: 'Add New Text Command' }).click();
    const row = page.getByRole('form').last();
    await row.getByLabel('Command').fill(`dup${run}`);
    await row.getByLabel('Reply').fill(text);
    await row.getByRole('button', { name: 'Save' }).click();
    if (text === 'first') await expect(row.getByRole('status')).toHaveText('Saved');
    else await expect(row.getByRole('alert')).toContainText('already have a command');
  }
});

test('a functional command made on the page works in the Simulator', async ({ page }) => {
  await page.goto('/settings/commands');
  await page.getByRole('button', { name: 'Add New Command' }).click();
  const row = page.getByRole('form').last();
  await row.getByLabel('Type').selectOption('roll');
  await row.getByLabel('Command').fill(`dice${run}`);
  await expect(row).toContainText('Rolls dice and shows the total');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByRole('status')).toHaveText('Saved');

  await sayInSimulator(page, `!dice${run} 2d6`);
  await expect(page.getByRole('list', { name: 'Simulated chat' })).toContainText(/rolled 2d6: \d+/);
});

test('the bot joins and leaves the channel from the Twitch page', async ({ page }) => {
  // The destructive buttons ask first (ConfirmedAction's confirmFirst): this test answers OK.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/settings/twitch');
  const status = page.getByTestId('bot-connection');
  // Either state: an earlier spec may have left the bot in the channel.
  await expect(status).toHaveText(/connected\./i);
  const button = page.getByRole('button', { name: /Twitch Channel/ });
  if ((await status.textContent()) === 'Connected.') {
    await button.click();
    await expect(status).toHaveText('Not connected.');
  }
  await button.click();
  await expect(status).toHaveText('Connected.');
  await expect(button).toHaveText('Leave Twitch Channel');
  await page.screenshot({ path: 'screenshots/twitch-settings.png', fullPage: true });
  await button.click();
  await expect(status).toHaveText('Not connected.');
});

test('the keyword playground evaluates a template', async ({ page }) => {
  await page.goto('/documentation/keywords');
  await page.getByLabel('Reply text').fill('{add.2|3} {equals.A|a} {nope} {divide.1|0}');
  await page.getByRole('button', { name: 'Try it' }).click();
  await expect(page.locator('output')).toHaveText('5 true {nope} (cannot divide by zero)');
});

test('a channel-point text reply made on the Twitch page answers a simulated redemption', async ({
  page,
}) => {
  await page.goto('/settings/twitch');
  const section = page.locator('details', {
    has: page.getByRole('heading', { name: 'Channel Point Redemption: Replies' }),
  });
  await section.getByRole('button', { name: 'Add New Reply' }).click();
  const row = section.getByRole('form').last();
  await expect(row.getByLabel('Reward title')).toHaveValue('Example Title');
  await expect(row.getByLabel('Reply')).toHaveValue('This was redeemed by {username}.');
  await row.getByLabel('Reward title').fill(`Hydrate ${run}`);
  await row.getByLabel('Reply').fill('{username} drinks water: {message}');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByRole('status')).toHaveText('Saved');

  await page.goto('/settings/simulator');
  await page.getByLabel('Event', { exact: true }).selectOption('redemption');
  await page.getByLabel('Viewer').fill('Thirsty');
  await page.getByLabel('Reward title').fill(`hydrate ${run}`);
  await page.getByLabel('Message (optional)').fill('a big glass');
  await page.getByRole('button', { name: 'Fire event' }).click();
  await expect(page.getByRole('list', { name: 'Simulated chat' })).toContainText(
    'Bot: Thirsty drinks water: a big glass',
  );
  await page.screenshot({ path: 'screenshots/simulator-redemption.png', fullPage: true });
});

test('announcements are edited on the Twitch page: add up to ten, move, delete, save', async ({ page }) => {
  await page.goto('/settings/twitch');
  const form = page.getByRole('form', { name: 'Periodic announcements' });
  const add = form.getByRole('button', { name: 'Add Announcement' });
  await expect(add).toBeVisible();
  const deleteButtons = form.getByRole('button', { name: 'Delete' });
  while ((await deleteButtons.count()) > 0) await deleteButtons.first().click();
  for (let i = 1; i <= 10; i++) {
    await add.click();
    await form.getByLabel(`Announcement ${i}`, { exact: true }).fill(`note ${i} ${run}`);
  }
  await expect(add).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Move announcement 1 up' })).toBeDisabled();
  await form.getByRole('button', { name: 'Move announcement 2 up' }).click();
  await expect(form.getByRole('button', { name: 'Move announcement 10 down' })).toBeDisabled();
  await form.getByRole('button', { name: 'Delete' }).nth(9).click();
  await expect(add).toBeEnabled();
  await form.getByLabel('Minutes between').fill('15');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved');

  await page.reload();
  const reloaded = page.getByRole('form', { name: 'Periodic announcements' });
  await expect(reloaded.getByLabel('Announcement 1', { exact: true })).toHaveValue(`note 2 ${run}`);
  await expect(reloaded.getByLabel('Announcement 2', { exact: true })).toHaveValue(`note 1 ${run}`);
  await expect(reloaded.getByRole('textbox')).toHaveCount(9);
  await expect(reloaded.getByLabel('Minutes between')).toHaveValue('15');
  await page.screenshot({ path: 'screenshots/twitch-announcements.png', fullPage: true });
});

test('a chat account is set with the token its link shows, and removed', async ({ page, context }) => {
  // The destructive buttons ask first (ConfirmedAction's confirmFirst): this test answers OK.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/settings/twitch');
  const section = page.locator('details', { has: page.getByRole('heading', { name: 'Chat Account' }) });
  const remove = section.getByRole('button', { name: 'Remove Account' });
  if (await remove.isVisible()) await remove.click();
  const [landing] = await Promise.all([
    context.waitForEvent('page'),
    section.getByRole('link', { name: 'this link' }).click(),
  ]);
  const token = await landing.locator('#token').textContent();
  expect(token).toBeTruthy();
  await section.getByLabel('Token').fill(token as string);
  await section.getByRole('button', { name: 'Save Token' }).click();
  await expect(section).toContainText('The bot speaks as demo_bot');
  await page.screenshot({ path: 'screenshots/twitch-chat-account.png', fullPage: true });
  await section.getByRole('button', { name: 'Remove Account' }).click();
  await expect(section).toContainText('The bot speaks as itself');
});
