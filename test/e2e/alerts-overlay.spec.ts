import { expect, type Page, test } from '@playwright/test';

test.describe.configure({ timeout: 90_000 });

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

type Summary = { id: string; type: string; username: string; state: string };
type QueueView = { current: Summary | null; queued: Summary[]; held: Summary[]; recent: Summary[] };
type Design = {
  enabled: boolean;
  min: number;
  text: string;
  image: string;
  duration: number;
  variations: [];
};
type Settings = { gap: number; delay: number; hold: string; types: Record<'follow' | 'cheer', Design> };
type SettingsAnswer = { data: { alertsSettings: string; overlaySecretKey: string } };

const defaultTexts = { follow: '{username} is now following!', cheer: '{username} cheered {amount} bits!' };

/** No gap, no delay, no hold; follows and cheers with their default text and picture, 4 s each. */
async function quickSettings(page: Page) {
  const { body } = await callApi<SettingsAnswer>(page, 'GET', '/api/alerts');
  const saved = JSON.parse(body.data.alertsSettings) as Settings;
  const settings = structuredClone(saved);
  Object.assign(settings, { gap: 0, delay: 0, hold: 'off' });
  for (const type of ['follow', 'cheer'] as const)
    Object.assign(settings.types[type], {
      enabled: true,
      min: 0,
      text: defaultTexts[type],
      image: '',
      duration: 4,
      variations: [],
    });
  expect((await callApi(page, 'POST', '/api/alerts', settings)).status).toBe(200);
  return { saved, overlayKey: body.data.overlaySecretKey };
}

/** State persists in .wrangler between runs: alerts other tests left waiting are skipped first. */
async function emptyQueue(page: Page) {
  await expect
    .poll(
      async () => {
        const { body } = await callApi<QueueView>(page, 'GET', '/api/alerts/queue');
        for (const alert of [...body.queued, ...body.held])
          await callApi(page, 'POST', '/api/alerts/control', { action: 'skip', id: alert.id });
        if (body.current) await callApi(page, 'POST', '/api/alerts/control', { action: 'skip' });
        return body.current === null && body.queued.length === 0 && body.held.length === 0;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

const fire = async (page: Page, event: { type: string; user: string; amount?: number }) =>
  expect((await callApi(page, 'POST', '/api/simulator/event', event)).status).toBe(200);

test('a follow then a cheer play in order on the alerts overlay; skip and replay work', async ({
  page,
  context,
}, testInfo) => {
  await page.goto('/login');
  const { saved, overlayKey } = await quickSettings(page);
  try {
    const overlay = await context.newPage();
    await overlay.setViewportSize({ width: 1280, height: 720 });
    await overlay.goto(`/alerts/v1/${overlayKey}`);
    await expect(overlay.locator('html')).toHaveAttribute('data-connection', 'open');
    await emptyQueue(page);
    const cards = overlay.locator('.alert');
    await expect(cards).toHaveCount(0, { timeout: 5000 });

    // Names of this run's own, so earlier runs' alerts can't be mistaken for these.
    const run = Date.now().toString(36);
    const fan = `Fan${run}`;
    const cheerer = `Bits${run}`;
    await fire(page, { type: 'follow', user: fan });
    await fire(page, { type: 'cheer', user: cheerer, amount: 500 });

    // The follow plays first, with its default picture loaded; the cheer waits for it.
    const follow = cards.filter({ hasText: `${fan} is now following!` });
    await expect(follow).toBeVisible();
    await expect(cards).toHaveCount(1);
    const picture = follow.locator('img.alert-media');
    await expect(picture).toHaveAttribute('src', /\/alert-defaults\/follow\.png$/);
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await overlay.screenshot({ path: testInfo.outputPath('alerts-overlay-follow.png') });

    // Then the cheer, once the follow has left.
    const cheer = cards.filter({ hasText: `${cheerer} cheered 500 bits!` });
    await expect(cheer).toBeVisible({ timeout: 15_000 });
    await expect(follow).toHaveCount(0);

    // Skipping the playing cheer takes it off the screen at once, well before its 4 s are up.
    const skipped = Date.now();
    expect((await callApi(page, 'POST', '/api/alerts/control', { action: 'skip' })).status).toBe(200);
    await expect(cheer).toHaveCount(0, { timeout: 2000 });
    expect(Date.now() - skipped).toBeLessThan(2000);

    // Replaying it by its id from the recent list plays it again.
    const { body } = await callApi<QueueView>(page, 'GET', '/api/alerts/queue');
    const played = body.recent.find((alert) => alert.type === 'cheer' && alert.username === cheerer);
    expect(played?.state).toBe('skipped');
    const replay = await callApi(page, 'POST', '/api/alerts/control', { action: 'replay', id: played?.id });
    expect(replay.status).toBe(200);
    await expect(cheer).toBeVisible({ timeout: 5000 });
    await expect(cheer).toHaveCount(0, { timeout: 10_000 });
  } finally {
    await callApi(page, 'POST', '/api/alerts', saved);
  }
});
