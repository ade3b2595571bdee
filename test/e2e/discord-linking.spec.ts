import { expect, test } from '@playwright/test';

// The Discord page's "Copy command" pasted whole into the Simulator's Discord panel links the Demo
// Server. State persists in .wrangler between runs: each width links again with a code of its own.
const widths = [
  { name: 'desktop', viewport: { width: 1366, height: 768 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

for (const { name, viewport } of widths) {
  test.describe(name, () => {
    test.use({ viewport });

    test('pasting the copied /sbcode command into the Simulator links the server', async ({
      page,
      context,
      baseURL,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      await page.goto('/login');
      await page.goto('/settings/discord');
      await page.getByRole('button', { name: /Generate (a new )?code/ }).click();
      const command = (await page.locator('.link-command').textContent()) ?? '';
      expect(command).toMatch(/^\/sbcode code:[0-9A-Z]{10}$/);
      await page.getByRole('button', { name: 'Copy command' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();

      await page.goto('/settings/simulator');
      const discord = page.getByRole('region', { name: 'Discord' });
      await discord.getByLabel('Member').fill('Owner');
      await discord.getByLabel('Administrator').check();
      const slash = discord.getByLabel('Slash command', { exact: true });
      await slash.click();
      await page.keyboard.press('ControlOrMeta+V');
      await expect(slash).toHaveValue(command);
      await discord.getByRole('button', { name: 'Run' }).click();

      const answers = discord.getByLabel('Discord answers');
      await expect(answers).toContainText(`Owner: ${command}`);
      await expect(answers).toContainText('Linked!');
      await expect(answers).not.toContainText('Unknown command');

      await page.goto('/settings/discord');
      await expect(page.getByText('Linked to')).toContainText('Demo Server');
    });
  });
}
