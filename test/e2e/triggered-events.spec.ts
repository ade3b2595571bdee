import { expect, type Page, test } from '@playwright/test';

// State persists in .wrangler between runs: each run uses names of its own, removes what it adds,
// and first removes what an earlier, failed run of these tests may have left behind.
const run = Date.now().toString(36);
const raidText = 'Welcome raiders from {username}! {viewers} of you!';
const followMarker = 'e2e-follow-reaction';

test.describe.configure({ timeout: 90_000 });

type SavedTriggeredEvent = { _id: string; text: string };

/** Deletes this spec's reactions left by an earlier run, through the API, from the signed-in page. */
async function removeLeftovers(page: Page) {
  await page.evaluate(
    async ([raidText, followMarker]) => {
      const { events } = (await (await fetch('/api/triggeredEvent')).json()) as {
        events: SavedTriggeredEvent[];
      };
      for (const triggeredEvent of events) {
        if (triggeredEvent.text !== raidText && !triggeredEvent.text.includes(followMarker)) continue;
        await fetch('/api/triggeredEvent', {
          method: 'DELETE',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ _id: triggeredEvent._id }),
        });
      }
    },
    [raidText, followMarker] as const,
  );
}

/** Adds a reaction of the type with the "Add reaction" control and returns its row. */
async function addTriggeredEvent(page: Page, type: string, label: string) {
  const count = page.getByTestId('reaction-count');
  const before = Number((await count.textContent())?.split(' ')[0]);
  await page.getByLabel("New reaction's event").selectOption(type);
  await page.getByRole('button', { name: 'Add reaction' }).click();
  await expect(count).toHaveText(`${before + 1} of 50`);
  return page.getByRole('form', { name: `${label} reaction` }).last();
}

async function deleteRow(page: Page, label: string) {
  const rows = page.getByRole('form', { name: `${label} reaction` });
  await expect(page.getByTestId('reaction-count')).toBeVisible();
  const before = await rows.count();
  page.once('dialog', (dialog) => dialog.accept());
  await rows.last().getByRole('button', { name: 'Delete' }).click();
  await expect(rows).toHaveCount(before - 1);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
  await removeLeftovers(page);
});

test("a raid reaction with a shoutout speaks in the Simulator's chat", async ({ page }) => {
  // Twitch allows one shoutout every 2 minutes: a run soon after another waits for its turn.
  test.setTimeout(240_000);
  const raider = `Raider${run}`;
  await page.goto('/settings/triggeredEvents');
  await expect(page.getByRole('heading', { name: 'Triggered Events', level: 1 })).toBeVisible();
  const row = await addTriggeredEvent(page, 'raid', 'Raid');
  await expect(row.getByLabel('Text')).toHaveValue(/\{viewers\}/);
  await row.getByLabel('Text').fill(raidText);
  await expect(row.getByTestId('reaction-preview')).toHaveText(
    'Welcome raiders from FriendlyStreamer! 42 of you!',
  );
  await row.getByLabel('Shout out the raider on Twitch').check();
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByRole('status')).toHaveText('Saved');

  await page.goto('/settings/simulator');
  await page.getByLabel('Event', { exact: true }).selectOption('raid');
  await page.getByLabel('Raiding channel').fill(raider);
  await page.getByLabel('Viewers').fill('42');
  await page.getByRole('button', { name: 'Fire event' }).click();
  await expect(page.getByRole('status')).toHaveText(`Sent: Raid from ${raider}.`);
  const chat = page.getByRole('list', { name: 'Simulated chat' });
  await expect(chat).toContainText(`Welcome raiders from ${raider}! 42 of you!`);

  // The shoutout is said at once, or after the 2 minutes Twitch allows between shoutouts.
  const shoutout = `[Twitch shoutout to ${raider}]`;
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/api/simulator/chat');
        const { messages } = (await response.json()) as { messages: { text: string }[] };
        return messages.some((message) => message.text === shoutout);
      },
      { timeout: 150_000, intervals: [1_000, 5_000] },
    )
    .toBe(true);
  await page.reload();
  await expect(chat).toContainText(shoutout);
  await page.screenshot({ path: 'screenshots/triggered-events-simulator.png', fullPage: true });

  await page.goto('/settings/triggeredEvents');
  await deleteRow(page, 'Raid');
  const left = await page.evaluate(async () => {
    const body = (await (await fetch('/api/triggeredEvent')).json()) as { events: { text: string }[] };
    return body.events.map((triggeredEvent) => triggeredEvent.text);
  });
  expect(left).not.toContain(raidText);
});

test('the Test button shows what the reaction says, once it is saved', async ({ page }) => {
  const text = `Hello {username}, thanks for following! ${followMarker} ${run}`;
  await page.goto('/settings/triggeredEvents');
  const row = await addTriggeredEvent(page, 'follow', 'Follow');
  await expect(row.getByLabel('Text')).toHaveValue('Welcome {username}, thanks for the follow!');
  // An untouched default text follows the type of an unsaved row.
  await row.getByLabel('Event').selectOption('cheer');
  const cheerRow = page.getByRole('form', { name: 'Cheer reaction' }).last();
  await expect(cheerRow.getByLabel('Text')).toHaveValue('Thanks for the {plural.{amount}|bit}, {username}!');
  await expect(cheerRow.getByLabel('Minimum bits')).toBeVisible();
  await cheerRow.getByLabel('Event').selectOption('follow');
  await expect(row.getByLabel('Minimum bits')).toBeHidden();

  await row.getByLabel('Text').fill(text);
  await expect(row.getByTestId('reaction-preview')).toHaveText(
    `Hello NewViewer, thanks for following! ${followMarker} ${run}`,
  );
  await row.getByRole('button', { name: 'Test' }).click();
  await expect(row.getByRole('region', { name: 'Test result' })).toContainText('Save this reaction first');

  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByRole('status')).toHaveText('Saved');
  await row.getByRole('button', { name: 'Test' }).click();
  await expect(row.getByRole('region', { name: 'Test result' })).toContainText(
    `Bot: Hello NewViewer, thanks for following! ${followMarker} ${run}`,
  );

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: 'screenshots/triggered-events.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await page.screenshot({ path: 'screenshots/triggered-events-phone.png', fullPage: true });

  await deleteRow(page, 'Follow');
});
