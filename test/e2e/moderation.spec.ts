import { expect, type Page, test } from '@playwright/test';

// Chat moderation as a streamer meets it: the recommended set acting in the Simulator, a word list
// entry caught through a lookalike letter in the tester, and an unsaved rule tried on the last hour.
const run = Date.now().toString(36);

/** The saved settings with the caps filter off, so a shouted line stays in the chat's last hour. */
async function saveWithCapsOff(page: Page) {
  const answer = await page.evaluate(async () => {
    const loaded = (await (await fetch('/api/moderation')).json()) as {
      settings: { filters: { caps: { enabled: boolean } } };
    };
    loaded.settings.filters.caps.enabled = false;
    const saved = await fetch('/api/moderation', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(loaded.settings),
    });
    return saved.status;
  });
  expect(answer).toBe(200);
}

// The filters stay on only for these tests: later specs chat in the Simulator as plain viewers.
let savedBefore: unknown;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await page.goto('/login');
  savedBefore = await page.evaluate(
    async () => ((await (await fetch('/api/moderation')).json()) as { settings: unknown }).settings,
  );
  await page.close();
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await page.goto('/login');
  const status = await page.evaluate(
    async (settings) =>
      (
        await fetch('/api/moderation', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(settings),
        })
      ).status,
    savedBefore,
  );
  expect(status).toBe(200);
  await page.close();
});

test('the recommended set deletes a plain viewer’s link in the Simulator and lists the action', async ({
  page,
}) => {
  await page.goto('/login');
  await page.goto('/settings/moderation');
  await page.getByRole('button', { name: 'Turn on the recommended set' }).click();
  await expect(page.getByText('The recommended filters are on and saved.')).toBeVisible();
  await expect(
    page.getByRole('group', { name: /^Links/ }).getByRole('switch', { name: 'Filter on' }),
  ).toBeChecked();

  await page.goto('/settings/simulator');
  const viewer = `linker${run}`;
  const text = `check out example.com/free${run}`;
  await page.getByLabel('Chat as').fill(viewer);
  await page.getByLabel('Message').fill(text);
  await page.getByRole('button', { name: 'Send' }).click();

  const chat = page.getByRole('list', { name: 'Simulated chat' });
  const line = chat.locator('li.deleted', { hasText: text });
  await expect(line.locator('s')).toContainText(`${viewer}: ${text}`);
  await expect(line).toContainText('(deleted by the bot)');
  await expect(chat.locator('li.moderation-note').last()).toContainText('The bot deleted this message');
  await expect(page.getByRole('list', { name: 'Moderation actions' })).toContainText(viewer);
});

test('a word added to the list is caught in the tester through a lookalike letter, step by step', async ({
  page,
}) => {
  const word = `zorb${run}`;
  // The same word with a Cyrillic о (U+043E) in place of the Latin o.
  const lookalike = `z\u043erb${run}`;
  await page.goto('/login');
  await page.goto('/settings/moderation');
  const words = page.getByRole('group', { name: /^Blocked words and phrases/ });
  await words.getByRole('switch', { name: 'Filter on' }).check();
  const list = words.getByLabel('Words and phrases');
  await list.fill(`${await list.inputValue()}\n${word}`.trim());
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  // Saved: after a reload the entry is still on the list.
  await page.reload();
  await expect(
    page.getByRole('group', { name: /^Blocked words and phrases/ }).getByLabel('Words and phrases'),
  ).toHaveValue(new RegExp(word));

  await page.getByLabel('Message to try').fill(`you are ${lookalike}`);
  await page.getByRole('button', { name: 'Try', exact: true }).click();
  const result = page.getByRole('region', { name: 'Decision' });
  await expect(result).toContainText('blocked words');
  await expect(result.locator('.decision')).not.toHaveClass(/allow/);
  // The raw text keeps its Cyrillic letter; a later step reads it as the Latin word.
  const steps = result.locator('.normalisation-steps li');
  await expect(steps.first()).toContainText(lookalike);
  await expect(steps.filter({ hasText: word }).first()).toBeVisible();
});

test('an unsaved rule is replayed on the last hour of chat with what it would have done', async ({
  page,
}) => {
  const shouter = `shouter${run}`;
  const shout = `THIS STREAM IS THE BEST EVER ${run.toUpperCase()}`;
  await page.goto('/login');
  await saveWithCapsOff(page);
  const sent = await page.evaluate(
    async ({ user, text }) =>
      (
        await fetch('/api/simulator/chat', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ user, text, roles: [] }),
        })
      ).status,
    { user: shouter, text: shout },
  );
  expect(sent).toBe(200);

  await page.goto('/settings/moderation');
  const caps = page.getByRole('group', { name: /^Caps/ });
  await expect(caps.getByRole('switch', { name: 'Filter on' })).not.toBeChecked();
  await caps.getByRole('switch', { name: 'Filter on' }).check();
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Try these rules on the last hour of chat' }).click();
  await expect(page.locator('.replay-summary')).toContainText(/Would have .*\(of [\d,]+ messages?\)/);
  const acted = page.getByRole('list', { name: 'Messages the rules would have acted on' });
  await expect(acted.locator('li', { hasText: shout })).toContainText('caps');

  // Nothing was saved: the saved caps filter is still off.
  const saved = await page.evaluate(async () => {
    const body = (await (await fetch('/api/moderation')).json()) as {
      settings: { filters: { caps: { enabled: boolean } } };
    };
    return body.settings.filters.caps.enabled;
  });
  expect(saved).toBe(false);
});
