// Issue 31, points 3 and 12: the reward picker on the Twitch page (dev mode's demo rewards), a reply
// title twice in another case refused, the Simulator saying why a redemption got no answer, and a
// command's VIP gate and Users option in the Simulator.
import { expect, type Page, test } from '@playwright/test';
import { callApi } from './page-api';

const run = Date.now().toString(36);
const widths = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
];

/** Removes earlier runs' replies to the demo reward, so picking it adds the only one. */
async function clearRepliesTo(page: Page, title: string) {
  const ids = await page.evaluate(async (title) => {
    const settings = (await (await fetch('/api/twitch/settings')).json()) as {
      textReplies: { _id: string; redemptionTitle: string }[];
    };
    return settings.textReplies
      .filter((reply) => reply.redemptionTitle.toLowerCase() === title.toLowerCase())
      .map((reply) => reply._id);
  }, title);
  for (const _id of ids) await callApi(page, 'DELETE', '/api/twitch/textReply', { _id });
}

async function chat(page: Page, user: string, text: string, roles: string[]) {
  const form = page.locator('form', { has: page.getByLabel('Chat as') });
  await form.getByLabel('Chat as').fill(user);
  for (const role of ['vip', 'moderator'])
    await form.getByLabel(role, { exact: true }).setChecked(roles.includes(role));
  await form.getByLabel('Message').fill(text);
  await form.getByRole('button', { name: 'Send' }).click();
}

for (const size of widths) {
  test(`a reward is picked from the channel's rewards and a duplicate title refused (${size.name})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/login');
    await clearRepliesTo(page, 'Stretch break');
    await page.goto('/settings/twitch');
    const section = page.locator('details', {
      has: page.getByRole('heading', { name: 'Channel Point Redemption: Replies' }),
    });
    await section.getByRole('button', { name: 'Add New Reply' }).click();
    const picked = section.getByRole('form').last();
    await picked.getByLabel('Your rewards').selectOption({ label: 'Stretch break (500 points)' });
    await expect(picked.getByLabel('Reward title')).toHaveValue('Stretch break');
    await picked.getByRole('button', { name: 'Save' }).click();
    await expect(picked.getByRole('status')).toHaveText('Saved');

    await section.getByRole('button', { name: 'Add New Reply' }).click();
    const twice = section.getByRole('form').last();
    await twice.getByLabel('Reward title').fill('STRETCH BREAK');
    await twice.getByRole('button', { name: 'Save' }).click();
    await expect(twice.getByRole('alert')).toContainText('"Stretch break" exists already');
    await page.screenshot({ path: `screenshots/reward-picker-${size.name}.png`, fullPage: true });
  });

  test(`the Simulator says why a redemption or a gated command got no answer (${size.name})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/login');
    const keyword = `team${run}${size.name}`;
    await callApi(page, 'POST', '/api/commands', {
      format: 'add',
      command: {
        type: 'Text',
        command: keyword,
        text: 'Team only, {username}',
        vipsOnly: true,
        allowedUsers: ['Alice'],
      },
    });
    await page.goto('/settings/simulator');
    await page.getByLabel('Event', { exact: true }).selectOption('redemption');
    await page.getByLabel('Reward title').fill(`Nothing ${run}`);
    await page.getByRole('button', { name: 'Fire event' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Sent:' })).toContainText(
      `No channel-point reply or incrementor answers the reward "Nothing ${run}"`,
    );

    const lines = page.getByRole('list', { name: 'Simulated chat' });
    await chat(page, 'Mallory', `!${keyword}`, ['vip']);
    await expect(lines.locator('li.silence').last()).toContainText('Only the users its Users option lists');
    await chat(page, 'Alice', `!${keyword}`, []);
    await expect(lines.locator('li.silence').last()).toContainText('limited to some roles');
    await chat(page, 'Alice', `!${keyword}`, ['vip']);
    await expect(lines).toContainText('Bot: Team only, Alice');
    await page.screenshot({ path: `screenshots/simulator-users-gate-${size.name}.png`, fullPage: true });
  });
}
