import { expect, type Locator, type Page, test } from '@playwright/test';

// State persists in .wrangler between runs, so every run writes its own names.
const run = Date.now().toString(36);

test.describe.configure({ timeout: 90_000 });

/** The focused element is `field`, and the sticky header does not cover it. */
async function expectFocusedClearOfHeader(page: Page, field: Locator) {
  await expect(field).toBeFocused();
  const header = await page.locator('.site-header').boundingBox();
  const box = await field.boundingBox();
  expect(header && box).toBeTruthy();
  if (!header || !box) return;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);
}

async function newTextCommand(page: Page) {
  await page.goto('/settings/chat');
  await page.getByRole('button', { name: 'Add New Text Command' }).click();
  return page.getByRole('form').last();
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('a command field says its rule in words and holds back Save, focused', async ({ page }) => {
      await page.goto('/login');
      const row = await newTextCommand(page);
      const name = row.getByLabel('Command');

      await name.fill('two words');
      await expect(row.getByText('A command name cannot contain spaces.')).toBeVisible();
      await expect(name).toHaveValue('two words');
      await row.getByLabel('Reply').fill('hello');
      await row.getByRole('button', { name: 'Save' }).click();
      await expectFocusedClearOfHeader(page, name);
      await expect(row.getByRole('status')).toHaveCount(0);

      // A typed ! is the page's own: dropped, and said so.
      await name.fill(`!!hype${run}${viewport.width}`);
      await expect(name).toHaveValue(`hype${run}${viewport.width}`);
      await expect(
        row.getByText(`The ! is added for you: saved as !hype${run}${viewport.width}`),
      ).toBeVisible();

      const cooldown = row.getByLabel('Cooldown (s)');
      await cooldown.fill('1.5');
      await expect(row.getByText('The cooldown is a whole number of seconds.')).toBeVisible();
      await row.getByRole('button', { name: 'Save' }).click();
      await expectFocusedClearOfHeader(page, cooldown);

      await cooldown.fill('2');
      const reply = row.getByLabel('Reply');
      await reply.fill('x'.repeat(1900));
      await expect(row.getByText('1,900 / 2,000 characters')).toBeVisible();
      await reply.fill('x'.repeat(2001));
      await expect(reply).toHaveValue('x'.repeat(2001));
      await expect(row.getByText('Too long: 2,001 characters, the limit is 2,000.')).toBeVisible();

      await reply.fill('ok');
      await row.getByRole('button', { name: 'Save' }).click();
      await expect(row.getByRole('status')).toHaveText('Saved');
      await page.reload();
      await expect(page.getByRole('form', { name: `Command !hype${run}${viewport.width}` })).toBeVisible();
    });

    test("a server refusal shows the server's plain reason and focuses its field", async ({ page }) => {
      await page.goto('/login');
      const row = await newTextCommand(page);
      await row.getByLabel('Command').fill(`blank${run}${viewport.width}`);
      // Only spaces: the page's own check passes, the server's refuses.
      const reply = row.getByLabel('Reply');
      await reply.fill('   ');
      await page.getByRole('heading', { level: 1 }).focus();
      await row.getByRole('button', { name: 'Save' }).click();
      await expect(row.getByRole('alert')).toHaveText('A text command needs a reply text.');
      await expectFocusedClearOfHeader(page, reply);
    });

    test('a carousel width out of range stays as typed, says why and holds back Save', async ({ page }) => {
      await page.goto('/login');
      await page.goto('/settings/carousel');
      const width = page.getByLabel('Width (px)');
      await width.fill('99999');
      await width.blur();
      await expect(width).toHaveValue('99999');
      await expect(page.getByText('Width can be at most 3,000.')).toBeVisible();
      const form = page.getByRole('form', { name: 'Event Carousel settings' });
      await form.getByRole('button', { name: 'Save' }).click();
      await expectFocusedClearOfHeader(page, width);
      await expect(form.getByText('Saved', { exact: true })).toHaveCount(0);
    });
  });
}
