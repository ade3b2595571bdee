import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { demoNightbotCommands } from '../../core/import/demo-nightbot';

// The dev server keeps its local D1 between runs, so a run's own commands carry its id, and a command of
// the simulated account may be in the channel already from an earlier run.
const run = Date.now().toString(36);

/** The simulated account's command whose reply greets the chatter by name, as Nightbot writes it. */
const hello = demoNightbotCommands.commands.find((command) => command.name === '!hello') ?? {
  message: 'the simulated Nightbot account has no !hello',
};

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
});

test('the simulated Nightbot account imports, and its command answers in the Simulator with the chatter’s name', async ({
  page,
}) => {
  expect(hello.message).toContain('$(user)');
  await page.goto('/settings/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Your Nightbot account/ })).toBeChecked();
  await expect(
    page.getByText('Dev mode: a simulated Nightbot account with a realistic setup.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Preview the import' }).click();
  const previewHeading = page.getByRole('heading', { name: '2. Check the preview' });
  await expect(previewHeading).toBeFocused();
  await expect(page.getByText(/^Nightbot has \d+ commands/)).toBeVisible();

  await page.getByRole('heading', { level: 3, name: /^Commands/ }).click();
  const commands = page.getByRole('list', { name: 'Commands' });
  const helloRow = commands.getByRole('listitem').filter({ hasText: '!hello' }).first();
  await expect(helloRow).toContainText(hello.message);
  await expect(helloRow).toContainText(hello.message.replaceAll('$(user)', '{username}'));
  // What cannot be translated is marked with its reason, never dropped.
  const evalRow = commands.getByRole('listitem').filter({ hasText: '!8ball' }).first();
  await expect(evalRow).toContainText('Not fully translated');
  await expect(evalRow.getByRole('list', { name: 'Not translated' })).toContainText('$(eval');

  // An earlier run (or the streamer) may have !hello already: this import puts Nightbot's back.
  const ownChoice = helloRow.getByLabel('For this one');
  if (await ownChoice.isVisible()) {
    await ownChoice.selectOption('overwrite');
    page.once('dialog', (dialog) => void dialog.accept());
  }
  // The accessibility spec sees the first step only; the preview's groups and rows are checked here.
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.screenshot({ path: 'screenshots/import-preview.png', fullPage: true });
  await page.getByRole('button', { name: 'Import', exact: true }).click();

  const doneHeading = page.getByRole('heading', { name: '3. Done' });
  await expect(doneHeading).toBeFocused();
  await expect(page.getByRole('link', { name: 'Simulator' })).toBeVisible();

  await page.getByRole('link', { name: 'Simulator' }).click();
  await page.getByLabel('Chat as').fill('Tester');
  await page.getByLabel('Message').fill('!hello');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('list', { name: 'Simulated chat' })).toContainText(
    `Bot: ${hello.message.replaceAll('$(user)', 'Tester')}`,
  );
});

test('on a phone, pasted JSON goes through the three steps, and a long reply wraps inside the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings/import');
  await page.getByRole('radio', { name: /JSON you fetched from Nightbot/ }).check();
  const commandsField = page.getByLabel('commands', { exact: true });

  // Not JSON: said next to the step, and nothing is asked of the server.
  await commandsField.fill('{"commands": [');
  await page.getByRole('button', { name: 'Preview the import' }).click();
  await expect(page.getByRole('alert')).toContainText('What is pasted for commands is not JSON');

  // JSON, but not what Nightbot's GET /1/commands answers: the server's reason.
  await commandsField.fill('{"status": 200, "commands": "none"}');
  await page.getByRole('button', { name: 'Preview the import' }).click();
  await expect(page.getByRole('alert')).toContainText('/1/commands');
  await expect(commandsField).toHaveAttribute('aria-invalid', 'true');

  const longReply = `$(user) ${'x'.repeat(500)}`;
  const answer = {
    _total: 1,
    status: 200,
    commands: [{ ...demoNightbotCommands.commands[0], name: `!long${run}`, message: longReply }],
  };
  await commandsField.fill(JSON.stringify(answer));
  await page.getByRole('button', { name: 'Preview the import' }).click();
  await expect(page.getByRole('heading', { name: '2. Check the preview' })).toBeFocused();
  await page.getByRole('heading', { level: 3, name: /^Commands/ }).click();
  await expect(page.getByRole('list', { name: 'Commands' })).toContainText(`!long${run}`);
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'screenshots/import-preview-phone.png', fullPage: true });

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('heading', { name: '3. Done' })).toBeFocused();
  await expect(page.getByRole('list', { name: 'Created' })).toHaveText('1 command — see Chat Commands');
  await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
});
