import { expect, type Page, test } from '@playwright/test';
import {
  defaultModerationSettings,
  filterNumberRules,
  type ModerationSettings,
  maxTimeoutSeconds,
} from '../../core/moderation/moderation-settings';

// A filter's numbers on the moderation page, whose ranges come from the schema's rules: a number out of
// range is said in plain words and never saved, one within it is saved, and Reset brings the default back.

async function savedSettings(page: Page): Promise<ModerationSettings> {
  return page.evaluate(
    async () =>
      ((await (await fetch('/api/moderation')).json()) as { settings: ModerationSettings }).settings,
  );
}

async function saveSettings(page: Page, settings: ModerationSettings) {
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/moderation', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    settings,
  );
  expect(status).toBe(200);
}

// Other specs chat in the Simulator as plain viewers: the settings found are put back afterwards.
let savedBefore: ModerationSettings;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await page.goto('/login');
  savedBefore = await savedSettings(page);
  await page.close();
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await page.goto('/login');
  await saveSettings(page, savedBefore);
  await page.close();
});

test('a filter’s number out of its range is refused in plain words, one within it is saved, and Reset restores the default', async ({
  page,
}) => {
  const { max } = filterNumberRules.caps.percent;
  const defaultPercent = defaultModerationSettings.filters.caps.percent;
  await page.goto('/login');
  // Every filter off and at its defaults (the lists as saved), so the caps card starts folded at 70%.
  const { links, words } = savedBefore.filters;
  await saveSettings(page, {
    ...defaultModerationSettings,
    filters: {
      ...defaultModerationSettings.filters,
      links: { ...defaultModerationSettings.filters.links, allow: links.allow, block: links.block },
      words: { ...defaultModerationSettings.filters.words, entries: words.entries },
    },
  });

  await page.goto('/settings/moderation');
  const caps = page.getByRole('group', { name: /^Caps/ });
  await caps.getByText('Options', { exact: true }).click();
  const percent = caps.getByLabel('Capitals, at least');
  await expect(percent).toHaveValue(String(defaultPercent));

  await percent.fill(String(max + 50));
  await expect(caps.getByRole('alert')).toHaveText(`Capitals, at least can be at most ${max}.`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // The browser holds the save back on the refused field.
  await expect(percent).toBeFocused();
  expect((await savedSettings(page)).filters.caps.percent).toBe(defaultPercent);

  await percent.fill('85');
  await expect(caps.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  expect((await savedSettings(page)).filters.caps.percent).toBe(85);
  await page.reload();
  await page.getByRole('group', { name: /^Caps/ }).getByText('Options', { exact: true }).click();
  await expect(page.getByRole('group', { name: /^Caps/ }).getByLabel('Capitals, at least')).toHaveValue('85');

  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(page.getByRole('group', { name: /^Caps/ }).getByLabel('Capitals, at least')).toHaveValue(
    String(defaultPercent),
  );
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  expect((await savedSettings(page)).filters.caps.percent).toBe(defaultPercent);
});

test('a strike’s timeout longer than Twitch allows is refused in plain words; a shorter one is saved', async ({
  page,
}) => {
  await page.goto('/login');
  const before = (await savedSettings(page)).ladder;
  await page.goto('/settings/moderation');
  const step = page.getByRole('group', { name: 'Strike ladder' }).getByRole('listitem').first();
  await step.getByLabel('Strike 1', { exact: true }).selectOption('timeout');
  const length = step.getByLabel('Timeout length');
  await length.fill(String(maxTimeoutSeconds + 1));
  await expect(step.getByRole('alert')).toHaveText(
    `Timeout length can be at most ${maxTimeoutSeconds.toLocaleString('en-US')}.`,
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(length).toBeFocused();
  expect((await savedSettings(page)).ladder).toEqual(before);

  await length.fill('90');
  await expect(step.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  expect((await savedSettings(page)).ladder[0]).toEqual({ action: 'timeout', duration: 90 });
});
