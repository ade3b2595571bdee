import { expect, type Page, test } from '@playwright/test';
import { callApi } from './page-api';

// State persists in .wrangler between runs, so every run writes its own texts and compares counts
// before and after rather than trusting absolute values.
const run = Date.now().toString(36);

test.describe.configure({ timeout: 90_000 });

const number = new Intl.NumberFormat('en-US');

/** The public progress read-out an overlay key gives. */
async function progressOf(page: Page, key: string) {
  const response = await page.request.get(`/api/overlay/${key}/progress`);
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    status: true;
    type: string;
    amount: number;
    goal: number;
    titleText: string;
  };
}

const editorOf = (page: Page) => page.getByRole('form', { name: 'Progress Bar settings' });

/** Puts the settings back to the defaults and saves them, so the next test starts from there. */
async function saveDefaults(page: Page) {
  const editor = editorOf(page);
  await editor.getByRole('button', { name: 'Reset' }).click();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('status')).toHaveText('Saved');
}

/** The overlay link the page shows, with the settings that differ from the defaults in its query. */
async function overlayPathOf(page: Page): Promise<string> {
  const href = await editorOf(page)
    .getByRole('link', { name: /\/progressBar\/v1\// })
    .getAttribute('href');
  expect(href).toMatch(/^\/progressBar\/v1\/[A-Za-z0-9_-]{22,}(\?|$)/);
  return href as string;
}

/** The overlay secret key in an overlay link. */
function keyOf(overlayPath: string): string {
  const key = /^\/progressBar\/v1\/([^/?]+)/.exec(overlayPath)?.[1];
  if (!key) throw new Error(`No overlay key in ${overlayPath}`);
  return key;
}

test('the progress page preview animates and shows amount / goal on the bar', async ({ page }) => {
  await page.goto('/login');
  await page.goto('/settings/progressBar');
  const editor = editorOf(page);
  await expect(editor).toBeVisible();
  const goal = Number(await editor.getByLabel('Goal', { exact: true }).inputValue());
  expect(goal).toBeGreaterThan(0);

  const stage = editor.locator('.progress-preview-stage');
  const first = Number(await stage.getAttribute('data-test-percentage'));
  expect(first).toBeGreaterThanOrEqual(0);
  expect(first).toBeLessThanOrEqual(100);
  // It steps 5% a second, so within about two seconds it has moved on.
  await expect
    .poll(async () => Number(await stage.getAttribute('data-test-percentage')), { timeout: 3_000 })
    .not.toBe(first);

  // One read of the stage and the bar it draws, so a tick in between cannot split them.
  const seen = await stage.evaluate((element) => {
    const bar = element.querySelector<HTMLElement>('.progress');
    return {
      percentage: Number((element as HTMLElement).dataset.testPercentage),
      amount: Number(bar?.dataset.amount),
      share: Number(bar?.dataset.share),
      text: bar?.querySelector('.progress-bar-text')?.textContent ?? '',
    };
  });
  const amount = Math.round((goal * seen.percentage) / 100);
  expect(seen.amount).toBe(amount);
  expect(seen.share).toBeCloseTo(Math.min(1, amount / goal), 3);
  expect(seen.text).toBe(`${number.format(amount)} / ${number.format(goal)}`);
  await expect(page.getByText(/Live preview at \d+% of the goal/)).toBeVisible();
});

test('a save on the progress page reaches an open progress overlay without a reload', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await page.goto('/settings/progressBar');
  await saveDefaults(page);
  const editor = editorOf(page);
  const overlayPath = await overlayPathOf(page);

  const overlay = await context.newPage();
  await overlay.goto(overlayPath);
  await expect(overlay.locator('html')).toHaveAttribute('data-connection', 'open');
  // The default type is subscriber points, whose title is its default title.
  await expect(overlay.locator('.progress-title')).toHaveText('Total Subscriber Points');
  await expect(overlay.locator('.progress-bar-text').first()).toContainText('/ 100');
  let reloaded = false;
  overlay.on('framenavigated', (frame) => {
    if (frame === overlay.mainFrame()) reloaded = true;
  });

  await editor.getByLabel('Title', { exact: true }).fill(`Goal ${run}`);
  await editor.getByLabel('Goal', { exact: true }).fill('250');
  await expect(editor.getByText('Unsaved changes')).toBeVisible();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('status')).toHaveText('Saved');

  await expect(overlay.locator('.progress-title')).toHaveText(`Goal ${run}`);
  await expect(overlay.locator('.progress-bar-text').first()).toContainText('/ 250');
  const saved = await progressOf(page, keyOf(overlayPath));
  expect(saved).toMatchObject({ goal: 250, titleText: `Goal ${run}` });
  expect(reloaded).toBe(false);

  // Back to the defaults, which reach the open overlay too.
  await saveDefaults(page);
  await expect(overlay.locator('.progress-title')).toHaveText('Total Subscriber Points');
  await expect(overlay.locator('.progress-bar-text').first()).toContainText('/ 100');
  expect(reloaded).toBe(false);
});

test('a follow fired in the Simulator moves a New Follow Count bar by one', async ({ page, context }) => {
  await page.goto('/login');
  await page.goto('/settings/progressBar');
  const editor = editorOf(page);
  await editor.getByRole('button', { name: 'Reset' }).click();
  await editor.getByLabel('What the bar counts').selectOption('followsCount');
  // A title still at its type's default follows the new type.
  await expect(editor.getByLabel('Title', { exact: true })).toHaveValue('Daily Followers');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('status')).toHaveText('Saved');
  const overlayPath = await overlayPathOf(page);
  expect(overlayPath).toContain('type=followsCount');

  // Reset progress restarts the daily counts; the page asks first.
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: 'Reset progress' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Progress reset' })).toBeVisible();

  const before = await progressOf(page, keyOf(overlayPath));
  expect(before.type).toBe('followsCount');
  const overlay = await context.newPage();
  await overlay.goto(overlayPath);
  await expect(overlay.locator('html')).toHaveAttribute('data-connection', 'open');
  await overlay.addStyleTag({ content: 'html { background: #3a3a48; }' });
  const bar = overlay.locator('.progress');
  await expect(overlay.locator('.progress-title')).toHaveText('Daily Followers');
  // The socket's greeting brings the channel's counts.
  await expect(bar).toHaveAttribute('data-amount', String(before.amount));

  await page.goto('/settings/simulator');
  await page.getByLabel('Event', { exact: true }).selectOption('follow');
  await page.getByLabel('Viewer').fill(`Goal${run}`);
  await page.getByRole('button', { name: 'Fire event' }).click();
  await expect(page.getByRole('status')).toHaveText(`Sent: Follow from Goal${run}.`);

  await expect(bar).toHaveAttribute('data-amount', String(before.amount + 1));
  await expect(overlay.locator('.progress-bar-text').first()).toHaveText(
    `${number.format(before.amount + 1)} / ${number.format(before.goal)}`,
  );
  expect((await progressOf(page, keyOf(overlayPath))).amount).toBe(before.amount + 1);

  // The API fires the same event.
  await callApi(page, 'POST', '/api/simulator/event', { type: 'follow', user: `Api${run}` });
  await expect(bar).toHaveAttribute('data-amount', String(before.amount + 2));

  await page.goto('/settings/progressBar');
  await saveDefaults(page);
});
