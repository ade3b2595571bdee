import { expect, type Page, test } from '@playwright/test';
import { defaultClipReelSettings } from '../../core/clips/clip-reel-settings';

// The clip reel in dev mode: the demo channel's local videos really play in Chromium.
test.describe.configure({ timeout: 90_000 });

/** A dashboard API call from the signed-in page, so it carries the session and the Origin. */
async function callApi(page: Page, method: string, path: string, body?: unknown) {
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
  expect(answer.status).toBe(200);
  return answer.body;
}

/** Signs in, puts the reel's settings back to the defaults and answers the overlay key. */
async function freshReel(page: Page): Promise<string> {
  await page.goto('/login');
  await callApi(page, 'POST', '/api/clips', defaultClipReelSettings);
  const { data } = (await callApi(page, 'GET', '/api/clips')) as { data: { overlaySecretKey: string } };
  return data.overlaySecretKey;
}

/** Records every clip the overlay starts and finishes, in order, before the page's own script runs. */
async function recordPlayback(page: Page) {
  await page.addInitScript(() => {
    const log: { event: string; clip: string; at: number }[] = [];
    (window as unknown as { clipLog: typeof log }).clipLog = log;
    for (const event of ['playing', 'ended'])
      document.addEventListener(
        event,
        (e) => {
          const target = e.target as HTMLElement;
          if (target.tagName === 'VIDEO')
            log.push({ event, clip: target.dataset.clipId ?? '', at: performance.now() });
        },
        true,
      );
  });
}
const clipLog = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { clipLog: { event: string; clip: string; at: number }[] }).clipLog,
  );

test('the overlay plays two demo clips in a row: the second starts when the first ends', async ({
  page,
  context,
}) => {
  const key = await freshReel(page);
  const overlay = await context.newPage();
  await recordPlayback(overlay);
  // Most viewed first, so the order is known: the 2,210-view clip (video 5), then the 1,520-view one (video 1).
  await overlay.goto(`/clips/${key}?sort=top&minViews=1000`);
  await expect(overlay.locator('html')).toHaveAttribute('data-connection', 'open');
  await expect(overlay.locator('video')).toHaveAttribute('src', /\/demo-clips\/clip-05\.mp4$/);
  await expect
    .poll(async () => (await clipLog(overlay)).map((entry) => entry.event).join(','), { timeout: 20_000 })
    .toBe('playing,ended,playing');
  const [first, ended, second] = await clipLog(overlay);
  expect(first?.clip).toMatch(/^Demo05/);
  expect(ended?.clip).toBe(first?.clip);
  expect(second?.clip).toMatch(/^Demo01/);
  expect((second?.at ?? 0) - (ended?.at ?? 0)).toBeGreaterThanOrEqual(0);
  expect((second?.at ?? 0) - (ended?.at ?? 0)).toBeLessThan(2000);
  await expect(overlay.locator('video')).toHaveAttribute('src', /\/demo-clips\/clip-01\.mp4$/);
  await overlay.screenshot({ path: test.info().outputPath('second-clip.png') });
});

test('a save on the page changes the info box of an open overlay', async ({ page, context }) => {
  const key = await freshReel(page);
  const overlay = await context.newPage();
  await overlay.goto(`/clips/${key}?sort=top&minViews=1000`);
  await expect(overlay.locator('html')).toHaveAttribute('data-connection', 'open');
  await expect(overlay.locator('video')).toHaveCount(1);
  await expect(overlay.locator('.clip-info')).toBeHidden();
  let reloaded = false;
  overlay.on('framenavigated', (frame) => {
    if (frame === overlay.mainFrame()) reloaded = true;
  });

  await page.goto('/settings/clips');
  const editor = page.getByRole('form', { name: 'Clip Reel settings' });
  await editor.getByLabel('Show the title').check();
  await editor.getByLabel('Show who clipped it').check();
  await editor.getByLabel('Font size').fill('32');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('status')).toHaveText('Saved');

  const info = overlay.locator('.clip-info');
  await expect(info).toBeVisible();
  await expect(info.locator('.clip-info-title')).toHaveText(
    /First try on the summit|Escaped on the last hit/,
  );
  await expect(info.locator('.clip-info-submitter')).toHaveText(/^Clipped by /);
  await expect(info).toHaveCSS('font-size', '32px');
  expect(reloaded).toBe(false);
  await callApi(page, 'POST', '/api/clips', defaultClipReelSettings);
  await expect(info).toBeHidden();
});

test("the page's filters narrow the clip list and the preview player plays a clip at 480x270", async ({
  page,
}) => {
  await freshReel(page);
  await page.goto('/settings/clips');
  const count = page.locator('.clip-count');
  await expect(count).toHaveText(/^\d+ of \d+ clips match\.$/);
  const total = Number(/of (\d+)/.exec((await count.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThanOrEqual(12);

  const list = page.getByRole('list', { name: 'Clips' });
  await page.getByLabel('Game', { exact: true }).fill('Celes');
  await expect(count).toHaveText(`3 of ${total} clips match.`);
  await expect(list.getByRole('listitem')).toHaveCount(3);
  // Case-sensitive: a lower-case filter matches nothing.
  await page.getByLabel('Game', { exact: true }).fill('celes');
  await expect(count).toHaveText(`0 of ${total} clips match.`);
  await page.getByLabel('Game', { exact: true }).fill('');
  await page.getByLabel('Title', { exact: true }).fill('the cat');
  await expect(count).toHaveText(`1 of ${total} clips match.`);
  await expect(list.getByRole('link', { name: 'Chat decides the name of the cat' })).toHaveAttribute(
    'href',
    /\/demo-clips\/clip-03\.mp4$/,
  );

  await list.getByRole('button', { name: 'Preview Chat decides the name of the cat' }).click();
  const player = page.getByRole('region', { name: 'Clip preview' }).locator('video');
  await expect(player).toHaveAttribute('src', /\/demo-clips\/clip-03\.mp4$/);
  const box = await player.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(480);
  expect(Math.round(box?.height ?? 0)).toBe(270);
  await expect
    .poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(2);
});

test('a clip whose video fails plays in the embed player, hidden after its duration, and the reel moves on', async ({
  page,
  context,
}) => {
  const key = await freshReel(page);
  const overlay = await context.newPage();
  // The first clip's video cannot be had; Twitch's embed player is a stand-in page (no network in tests).
  await overlay.route('**/demo-clips/clip-05.mp4', (route) => route.fulfill({ status: 404, body: '' }));
  const embeds: string[] = [];
  await overlay.route('https://clips.twitch.tv/**', (route) => {
    embeds.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<body style="background:#9146ff">embed</body>' });
  });
  await recordPlayback(overlay);
  await overlay.goto(`/clips/${key}?sort=top&minViews=1000`);
  const frame = overlay.locator('iframe');
  await expect(frame).toHaveAttribute('data-clip-id', /^Demo05/);
  // The frame's element exists before its request goes out.
  await expect
    .poll(() => embeds[0] ?? '')
    .toMatch(
      /^https:\/\/clips\.twitch\.tv\/embed\?clip=Demo05\w+&parent=localhost&autoplay=true&muted=false$/,
    );
  await expect(overlay.locator('html')).toHaveAttribute('data-clip-player', 'embed');
  // The 5-second clip's embed is taken down after its duration, and the next clip plays as a video.
  await expect(frame).toHaveCount(0, { timeout: 10_000 });
  await expect
    .poll(async () => (await clipLog(overlay)).map((entry) => entry.clip)[0] ?? '', { timeout: 5_000 })
    .toMatch(/^Demo01/);
});
