import { expect, type Page, test } from '@playwright/test';

test.describe.configure({ timeout: 90_000 });

const shots = 'screenshots';

/** A real 1x1 PNG, so the server's byte check takes it and the preview can decode it. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A state-changing API call from the signed-in page, so it carries the session and the Origin. */
async function callApi<T>(page: Page, method: string, path: string, body?: unknown) {
  const answer = await page.evaluate(
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
  return answer as { status: number; body: T };
}

type SettingsAnswer = { data: { alertsSettings: string } };
const followText = (answer: { body: SettingsAnswer }) =>
  (JSON.parse(answer.body.data.alertsSettings) as { types: { follow: { text: string } } }).types.follow.text;

const editorOf = (page: Page) => page.getByRole('form', { name: 'Alerts settings' });

async function openSettings(page: Page) {
  await page.goto('/login');
  await page.goto('/settings/alerts');
  await expect(editorOf(page)).toBeVisible();
}

async function saveDefaults(page: Page) {
  const editor = editorOf(page);
  await editor.getByRole('button', { name: 'Reset' }).click();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('status')).toHaveText('Saved');
}

async function deleteUploads(page: Page) {
  const { body } = await callApi<{ media: { id: string }[] }>(page, 'GET', '/api/alerts/media');
  for (const file of body.media) await callApi(page, 'DELETE', '/api/alerts/media', { id: file.id });
}

test('an image uploaded on the page is picked and the preview plays it', async ({ page }) => {
  await openSettings(page);
  await deleteUploads(page);
  await page.reload();
  await saveDefaults(page);
  const editor = editorOf(page);
  await editor.getByRole('button', { name: 'Cheer', exact: true }).click();

  await editor.getByLabel('Upload a picture or video').setInputFiles({
    name: 'star.png',
    mimeType: 'image/png',
    buffer: tinyPng,
  });
  const picker = editor.getByLabel('Image or video', { exact: true });
  await expect(picker).toHaveValue(/^[0-9a-f]{32}\.png$/);
  const id = await picker.inputValue();
  // The channel's media list shows it, with its Delete.
  await expect(editor.getByRole('button', { name: 'Delete star.png' })).toBeVisible();

  // The preview plays again after each edit; the alert before it may still be fading out.
  await editor.getByRole('button', { name: 'Play preview' }).click();
  await expect(page.locator(`.alerts-preview img.alert-media[src="/media/${id}"]`)).toHaveCount(1);
  await expect(page.locator('.alerts-preview .alert-text').last()).toContainText('cheered');
  await page.screenshot({ path: `${shots}/alerts-page-preview.png`, fullPage: true });

  await saveDefaults(page);
  await deleteUploads(page);
});

test('a changed template is saved, and a refused one says why by Save', async ({ page }) => {
  await openSettings(page);
  await saveDefaults(page);
  const editor = editorOf(page);
  const text = editor.getByLabel('Text', { exact: true });

  await text.fill('{username} joined the crew!');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('status')).toHaveText('Saved');
  expect(followText(await callApi<SettingsAnswer>(page, 'GET', '/api/alerts'))).toBe(
    '{username} joined the crew!',
  );
  await page.reload();
  await expect(editorOf(page).getByLabel('Text', { exact: true })).toHaveValue('{username} joined the crew!');

  // A keyword that calls out passes the page's own checks; the server refuses the save with the reason.
  await editorOf(page).getByLabel('Text', { exact: true }).fill('{urlget.https://example.com}');
  await editorOf(page).getByRole('button', { name: 'Save' }).click();
  await expect(editorOf(page).locator('.save-bar').getByRole('alert')).toContainText('calls out');
  // Nothing was written.
  expect(followText(await callApi<SettingsAnswer>(page, 'GET', '/api/alerts'))).toBe(
    '{username} joined the crew!',
  );

  await saveDefaults(page);
});

test('a file of the wrong type is refused by its picker with the reason, and nothing is stored', async ({
  page,
}) => {
  await openSettings(page);
  await deleteUploads(page);
  await page.reload();
  const editor = editorOf(page);
  await editor.getByLabel('Upload a picture or video').setInputFiles({
    name: 'star.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await expect(editor.locator('.media-picker').getByRole('alert').first()).toBeVisible();
  await expect(editor.getByLabel('Image or video', { exact: true })).toHaveValue('');
  const { body } = await callApi<{ media: unknown[] }>(page, 'GET', '/api/alerts/media');
  expect(body.media).toEqual([]);
});
