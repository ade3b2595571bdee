import { expect, type Page, test } from '@playwright/test';

test.describe.configure({ timeout: 90_000 });

const shots = 'screenshots';

/** A state-changing API call from the signed-in page, so it carries the session and the Origin. */
async function callApi(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ([method, path, body]) => {
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    [method, path, body] as const,
  );
}

const editorOf = (page: Page) => page.getByRole('form', { name: 'Emote Mover settings' });

async function openSettings(page: Page) {
  await page.goto('/login');
  await page.goto('/settings/emoteMover');
  await expect(editorOf(page)).toBeVisible();
}

async function saveDefaults(page: Page) {
  const editor = editorOf(page);
  await editor.getByRole('button', { name: 'Reset' }).click();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('status')).toHaveText('Saved');
}

async function openOverlay(page: Page) {
  const href = await editorOf(page)
    .getByRole('link', { name: /\/emoteMover\/v1\// })
    .getAttribute('href');
  const overlay = await page.context().newPage();
  await overlay.setViewportSize({ width: 1280, height: 720 });
  await overlay.goto(href as string);
  await expect(overlay.locator('html')).toHaveAttribute('data-connection', 'open');
  return overlay;
}

const shownEmotes = (overlay: Page) => overlay.locator('img.emote:not([hidden])');

test('the overlay animates a test burst: emotes appear, move and are removed', async ({ page }) => {
  await openSettings(page);
  await saveDefaults(page);
  const editor = editorOf(page);
  // Short flights so the test sees the end of them.
  await editor.getByLabel('Duration').fill('1');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('status')).toHaveText('Saved');
  const overlay = await openOverlay(page);
  await expect(overlay.locator('body')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

  expect((await callApi(page, 'POST', '/api/emoteMover/test', { count: 20 })).status).toBe(200);
  await expect(shownEmotes(overlay)).toHaveCount(20);
  const first = shownEmotes(overlay).first();
  const before = await first.evaluate((image) => image.style.transform);
  await overlay.waitForTimeout(200);
  expect(await first.evaluate((image) => image.style.transform)).not.toBe(before);
  expect(await first.getAttribute('src')).toMatch(/^\/emotes\/demo\//);
  await overlay.screenshot({ path: `${shots}/emote-mover-overlay.png` });
  await expect(shownEmotes(overlay)).toHaveCount(0, { timeout: 5000 });
  await expect(overlay.locator('#root > div')).toHaveAttribute('data-emote-count', '0');

  // Chat in the Simulator with demo emotes reaches the overlay too.
  const chat = await callApi(page, 'POST', '/api/simulator/chat', {
    user: 'Viewer',
    text: 'sbWave bttvDance ffzSpin sevenPog',
    roles: [],
  });
  expect(chat.status).toBe(200);
  await expect(shownEmotes(overlay)).toHaveCount(4);
  await saveDefaults(page);
});

test('a save reaches an open overlay, and the preview flies the Testing burst', async ({ page }) => {
  await openSettings(page);
  await saveDefaults(page);
  const overlay = await openOverlay(page);
  const editor = editorOf(page);
  await editor.getByLabel('Opacity (0 to 1)').fill('0.4');
  await editor.getByRole('checkbox', { name: 'Volcano' }).first().check();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('status')).toHaveText('Saved');

  await callApi(page, 'POST', '/api/emoteMover/test', { count: 5 });
  await expect(shownEmotes(overlay)).toHaveCount(5);
  await overlay.waitForTimeout(600);
  const opacities = await shownEmotes(overlay).evaluateAll((images) =>
    images.map((image) => Number((image as HTMLImageElement).style.opacity)),
  );
  expect(Math.max(...opacities)).toBeCloseTo(0.4, 2);

  // The preview runs the overlay's renderer with the edited settings.
  await editor.getByRole('button', { name: 'Send a burst of 20' }).click();
  const preview = page.getByRole('img', { name: 'Live preview' }).locator('img.emote:not([hidden])');
  await expect(preview).toHaveCount(20);
  await page.screenshot({ path: `${shots}/emote-mover-page.png`, fullPage: true });
  await saveDefaults(page);
});
