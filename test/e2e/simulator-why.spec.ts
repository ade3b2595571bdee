import { expect, test } from '@playwright/test';

const run = Date.now().toString(36);

test('the Simulator says when the bot has not joined, why it stayed silent, and keeps the conversation in order', async ({
  page,
}) => {
  await page.goto('/login');
  await page.evaluate(async (name) => {
    await fetch('/api/twitch/botOff', { method: 'POST' });
    await fetch('/api/commands', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        format: 'add',
        command: { type: 'Text', command: name, text: 'Hi {username}' },
      }),
    });
  }, `hi${run}`);
  await page.goto('/settings/simulator');
  await expect(page.getByTestId('not-joined-note')).toContainText('Join Twitch Channel');
  await expect(page.getByRole('button', { name: 'Join Twitch Channel' })).toBeVisible();

  const chat = page.getByRole('list', { name: 'Simulated chat' });
  await page.getByLabel('Chat as').fill('Tester');
  await page.getByLabel('Message').fill(`!nosuch${run}`);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(chat.locator('li.silence')).toContainText('There is no command with that name');

  await page.getByLabel('Message').fill(`!hi${run}`);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(chat.locator('li').last()).toHaveText('Bot: Hi Tester');

  // After a reload the viewer lines stay, each followed by what the bot said to it.
  await page.reload();
  await expect(chat).toContainText(`Tester: !nosuch${run}`);
  const texts = await chat.locator('li').allTextContents();
  const asked = texts.lastIndexOf(`Tester: !hi${run}`);
  expect(asked).toBeGreaterThanOrEqual(0);
  expect(texts[asked + 1]).toBe('Bot: Hi Tester');

  await page.getByRole('button', { name: 'Join Twitch Channel' }).click();
  await expect(page.getByTestId('not-joined-note')).toHaveCount(0);
  await page.screenshot({ path: '/work/notes/shots-i17/after-e2e-simulator.png', fullPage: true });
});
