// After "Leave Twitch Channel" in the Simulator the bot posts nothing by itself: an announcement due at
// every chat message arrives while it is in the channel and none after, while commands still answer.
import { expect, test } from '@playwright/test';
import { callApi } from './page-api';

const run = Date.now().toString(36);
const announcement = `Follow the channel ${run}`;

/** Due at each viewer message: no minutes to wait, one message between announcements. */
const announcementSettings = (enabled: boolean) => ({
  announcements: [announcement],
  minutesBetweenAnnouncements: 0,
  numberOfMessagesBetweenAnnouncements: 1,
  announcementsEnabled: enabled,
  announcementOrderIsRandomized: false,
});

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
});

// Other specs share the demo streamer: its announcements go off and its stream ends, whatever happened.
test.afterEach(async ({ page }) => {
  await callApi(page, 'POST', '/api/twitch/announcements', announcementSettings(false));
  await callApi(page, 'POST', '/api/simulator/event', { type: 'streamOffline' });
});

test('after Leave the Simulator chat gets no more announcements, while commands still answer', async ({
  page,
}) => {
  await callApi(page, 'POST', '/api/commands', {
    format: 'add',
    command: { type: 'Text', command: `ping${run}`, text: `pong ${run} {username}` },
  });
  await callApi(page, 'POST', '/api/twitch/announcements', announcementSettings(true));
  await callApi(page, 'POST', '/api/twitch/botOn');
  await callApi(page, 'POST', '/api/simulator/event', { type: 'streamOnline' });

  await page.goto('/settings/simulator');
  const chat = page.getByRole('list', { name: 'Simulated chat' });
  const announcements = chat.locator('li.bot', { hasText: announcement });
  const say = async (text: string) => {
    await page.getByLabel('Message').fill(text);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(chat.locator('li.viewer', { hasText: `Leaver: ${text}` })).toHaveCount(1);
  };
  await page.getByLabel('Chat as').fill('Leaver');

  // The control: in the channel, a message brings the announcement.
  await say(`hello ${run}`);
  await expect(announcements).toHaveCount(1);

  // The Leave button asks first (ConfirmedAction's confirmFirst): this test answers OK.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Leave Twitch Channel' }).click();
  await expect(page.getByTestId('not-joined-note')).toBeVisible();

  // Each of these would bring an announcement in the channel; the command's answer, said after them,
  // shows the bot has dealt with both.
  await say(`still here ${run}`);
  await say(`!ping${run}`);
  await expect(chat.locator('li.bot', { hasText: `pong ${run} Leaver` })).toHaveCount(1);
  await expect(announcements).toHaveCount(1);
  await page.reload();
  await expect(chat.locator('li.bot', { hasText: `pong ${run} Leaver` })).toHaveCount(1);
  await expect(chat.locator('li.bot', { hasText: announcement })).toHaveCount(1);
});
