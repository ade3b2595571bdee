import { expect, type Page, test } from '@playwright/test';
import { starterCommands } from '../../core/commands/starter-commands';
import { defaultIncrementorSettings } from '../../core/incrementor/incrementor';

// The texts the product ships, as the bot says them in the Simulator. The dev server keeps its local
// D1 between runs, so every command, viewer and reward here carries this run's mark (after a "dt"
// prefix, so no other spec's "!uptime" or "!hug" finds them).
const run = Date.now().toString(36);

const sizes = {
  desktop: { width: 1366, height: 768 },
  phone: { width: 390, height: 844 },
};

const starterText = (name: string) => starterCommands.find((command) => command.command === name)?.text;

/** A dashboard API call from the signed-in page; its status. */
function call(page: Page, method: string, path: string, body: unknown) {
  return page.evaluate(
    async ({ method, path, body }) =>
      (
        await fetch(path, {
          method,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { method, path, body },
  );
}

/** Deletes this run's commands: a reply holding "{uptime}" would match other specs' searches for "upt". */
async function removeCommands(page: Page, names: string[]) {
  await page.evaluate(async (names) => {
    const { commands } = (await (await fetch('/api/commands')).json()) as {
      commands: { _id: string; command: string }[];
    };
    for (const { _id } of commands.filter((command) => names.includes(command.command)))
      await fetch('/api/commands', {
        method: 'DELETE',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ format: 'delete', command: { _id } }),
      });
  }, names);
}

const chat = (page: Page) => page.getByRole('list', { name: 'Simulated chat' });

async function say(page: Page, viewer: string, text: string) {
  await page.getByLabel('Chat as').fill(viewer);
  await page.getByLabel('Message').fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(chat(page)).toContainText(`${viewer}: ${text}`);
}

async function redeem(page: Page, viewer: string, reward: string) {
  await page.getByLabel('Event', { exact: true }).selectOption('redemption');
  await page.getByLabel('Viewer').fill(viewer);
  await page.getByLabel('Reward title').fill(reward);
  await page.getByRole('button', { name: 'Fire event' }).click();
}

for (const [size, viewport] of Object.entries(sizes)) {
  test.describe(`default texts at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });
    const mark = `${run}${size[0]}`;
    const viewer = `Ana${mark}`;

    test.beforeEach(async ({ page }) => {
      await page.goto('/login');
    });

    test.afterEach(async ({ page }) => {
      await removeCommands(
        page,
        ['dtup', 'dthug', 'dtroll', 'qi'].map((name) => `${name}${mark}`),
      );
    });

    test('!uptime, !roll and !hug read right in chat', async ({ page }) => {
      const commands = [
        { command: `dtup${mark}`, type: 'Text', text: starterText('uptime') },
        { command: `dthug${mark}`, type: 'Text', text: starterText('hug') },
        { command: `dtroll${mark}`, type: 'roll' },
      ];
      for (const command of commands)
        expect(await call(page, 'POST', '/api/commands', { format: 'add', command })).toBe(200);
      // Earlier specs may have left the demo stream live.
      expect(await call(page, 'POST', '/api/simulator/event', { type: 'streamOffline' })).toBe(200);

      await page.goto('/settings/simulator');
      await say(page, viewer, `!dtup${mark}`);
      await expect(chat(page).locator('li.bot').last()).toHaveText(/^Bot: \S+ is offline\.$/);

      await say(page, viewer, `!dtroll${mark} 2d6+3`);
      await expect(chat(page).locator('li.bot').last()).toHaveText(
        new RegExp(`^Bot: ${viewer} rolled 2d6\\+3: \\d+ \\([1-6] \\+ [1-6], \\+3\\)$`),
      );
      await say(page, viewer, `!dtroll${mark} 1000d1000`);
      await expect(chat(page).locator('li.bot').last()).toHaveText(
        `Bot: ${viewer}, you can roll 1 to 100 dice of 2 to 1,000 sides each, plus or minus at most 100,000, for example 2d6+3.`,
      );

      await say(page, viewer, `!dthug${mark}`);
      await expect(chat(page).locator('li.bot').last()).toHaveText(`Bot: ${viewer} hugs everyone in chat!`);
      await chat(page).screenshot({ path: `screenshots/default-texts-${size}.png` });
    });

    test('the incrementor counts "1 time", then "2 times"', async ({ page }) => {
      const reward = `Count ${mark}`;
      const settings = {
        ...defaultIncrementorSettings,
        incrementorTitle: reward,
        isIncrementorEnabled: true,
      };
      expect(await call(page, 'POST', '/api/twitch/incrementor', settings)).toBe(200);

      await page.goto('/settings/simulator');
      await redeem(page, viewer, reward);
      await expect(chat(page)).toContainText(`${viewer}, you have increased our counter 1 time!`);
      await redeem(page, viewer, reward);
      await expect(chat(page)).toContainText(`${viewer}, you have increased our counter 2 times!`);
    });

    test('a new quote image command is on for Discord only, and says so on Twitch', async ({ page }) => {
      const keyword = `qi${mark}`;
      await page.goto('/settings/quotes');
      await page.getByRole('button', { name: 'Add New Quote Command' }).click();
      // The command rows are the forms with a Type (the page's "Add a quote" form has none).
      const row = page
        .getByRole('form')
        .filter({ has: page.getByLabel('Type') })
        .last();
      await row.getByLabel('Type').selectOption('quoteimage');
      await expect(row.getByLabel('Twitch')).not.toBeChecked();
      await expect(row.getByLabel('Discord')).toBeChecked();
      await row.getByLabel('Command').fill(keyword);
      await row.getByRole('button', { name: 'Save' }).click();
      await expect(row.getByRole('status')).toHaveText('Saved');

      await page.goto('/settings/simulator');
      await say(page, viewer, `!${keyword}`);
      await expect(chat(page).locator('li').last()).toContainText('switched off for Twitch');

      // Turned on for Twitch, it tells viewers where it works.
      await page.goto('/settings/quotes');
      const onTwitch = page.getByLabel(`!${keyword} on Twitch`);
      await onTwitch.check();
      await expect(onTwitch).toBeEnabled();
      await expect(onTwitch).toBeChecked();
      await page.goto('/settings/simulator');
      await say(page, viewer, `!${keyword}`);
      await expect(chat(page).locator('li.bot').last()).toHaveText(
        `Bot: !${keyword} works on Discord only: use /${keyword} in this channel's Discord server.`,
      );
    });
  });
}
