import { expect, test } from '@playwright/test';

// Variables persist in .wrangler between runs, so every run counts its own.
const run = Date.now().toString(36);

test("the Keywords page's death-counter example counts from 1, in the playground and in chat", async ({
  page,
}) => {
  await page.goto('/login');
  await page.goto('/documentation/keywords');
  const example = '{setvar.deaths|{add.{getvar.deaths}|1}}Deaths: {getvar.deaths}';
  await expect(page.getByText(example)).toBeVisible();
  await page.getByLabel('Reply text').fill(example);
  await page.getByRole('button', { name: 'Try it' }).click();
  await expect(page.locator('output')).toHaveText('Deaths: 1');

  // The same text as a command, with this run's own variable: 1, then 2.
  const counter = example.replaceAll('deaths', `d${run}`);
  await page.evaluate(
    async ([name, text]) => {
      await fetch('/api/commands', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ format: 'add', command: { type: 'Text', command: name, text } }),
      });
    },
    [`death${run}`, counter] as const,
  );
  await page.goto('/settings/simulator');
  const chat = page.getByRole('list', { name: 'Simulated chat' });
  for (const count of [1, 2]) {
    await page.getByLabel('Message').fill(`!death${run}`);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(chat.locator('li').last()).toHaveText(`Bot: Deaths: ${count}`);
  }
});
