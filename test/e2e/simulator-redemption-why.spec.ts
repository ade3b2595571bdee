// A channel-point redemption nothing answers says why in the Simulator's chat, and still does after a
// reload: the chat is read back from what the channel keeps.
import { expect, test } from '@playwright/test';

const run = Date.now().toString(36);

test('a redemption no reply answers is explained in the Simulator chat, also after a reload', async ({
  page,
}) => {
  await page.goto('/login');
  await page.goto('/settings/simulator');
  await page.getByLabel('Event', { exact: true }).selectOption('redemption');
  await page.getByLabel('Reward title').fill(`Nobody ${run}`);
  await page.getByRole('button', { name: 'Fire event' }).click();

  const chat = page.getByRole('list', { name: 'Simulated chat' });
  const why = chat.locator('li.redemption-why', { hasText: `answers the reward "Nobody ${run}"` });
  await expect(why).toHaveText(
    `Redemption not answered: No channel-point reply or incrementor answers the reward "Nobody ${run}". Add a reply for it under Platform Settings → Twitch, or check the title.`,
  );
  await page.reload();
  await expect(why).toHaveCount(1);
});
