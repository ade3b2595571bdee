import { expect, type Page, test } from '@playwright/test';

// Any viewer can make text this long (a quote, a chat line): no list may then widen the page.
const run = Date.now().toString(36);
const unbroken = `${run}${'W'.repeat(500 - run.length)}`;
const longUrl = `https://clips.twitch.tv/${run}${'A'.repeat(300)}?t=${'9'.repeat(60)}`;
const login = `lt${run}`.padEnd(25, 'x');

/** A dashboard API call from the signed-in page; its JSON body. */
async function api(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const { status, json } = await page.evaluate(
    async ([method, path, body]) => {
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as Record<string, unknown> };
    },
    [method, path, body] as const,
  );
  expect(status, `${method} ${path}: ${JSON.stringify(json)}`).toBe(200);
  return json;
}

/** Each page with a list of user text, and a piece of the long text it shows as text once loaded. */
const pages = [
  { path: '/settings/quotes', shows: unbroken.slice(0, 40) },
  { path: '/settings/chat', shows: login },
  { path: '/settings/commands' },
  { path: '/settings/editors', shows: login },
  { path: '/settings/twitch' },
  { path: '/settings/triggeredEvents' },
  { path: '/settings/moderation' },
  { path: '/settings/simulator', shows: unbroken.slice(0, 40) },
  { path: '/settings/discord' },
  { path: '/settings/import' },
  { path: '/settings', shows: login },
];

const widths = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
];

test('500-character unbroken text and long links wrap in every list, on a phone and on desktop', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  page.on('dialog', (dialog) => void dialog.accept());

  const quoteNumbers: number[] = [];
  for (const text of [unbroken, longUrl])
    quoteNumbers.push((await api(page, 'POST', '/api/quotes', { text })).number as number);
  const command = await api(page, 'POST', '/api/commands', {
    format: 'add',
    command: { command: `lt${run}`.padEnd(32, 'x'), type: 'Text', text: `${unbroken} ${longUrl}` },
  });
  await api(page, 'POST', '/api/regulars', { login });
  await api(page, 'POST', '/api/editors', { login });
  const reply = await api(page, 'POST', '/api/twitch/textReply', {
    redemptionTitle: `${run}${'R'.repeat(45 - run.length)}`,
    text: `${unbroken}${unbroken} ${longUrl}`,
    enabled: false,
  });
  const { announcementSettings } = await api(page, 'GET', '/api/twitch/settings');
  await api(page, 'POST', '/api/twitch/announcements', {
    ...(announcementSettings as object),
    announcements: [unbroken.slice(0, 400), longUrl],
    announcementsEnabled: false,
  });
  const reaction = await api(page, 'POST', '/api/triggeredEvent', {
    eventType: 'cheer',
    text: unbroken,
    enabled: false,
    minimum: 999_999,
  });
  const { settings: moderation } = (await api(page, 'GET', '/api/moderation')) as {
    settings: { filters: { words: { entries: string[] } } };
  };
  const words = moderation.filters.words;
  await api(page, 'POST', '/api/moderation', {
    ...moderation,
    filters: { ...moderation.filters, words: { ...words, entries: [...words.entries, unbroken] } },
  });
  await api(page, 'POST', '/api/simulator/chat', { user: login, text: unbroken, roles: [] });
  await api(page, 'POST', '/api/simulator/chat', { user: login, text: longUrl, roles: [] });
  await api(page, 'POST', '/api/simulator/event', { type: 'follow', user: login });

  // Every page is measured before the one assertion, so a failure names all the pages that overflow.
  const tooWide: string[] = [];
  try {
    for (const { path, shows } of pages) {
      await page.setViewportSize(widths[0] as { width: number; height: number });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      if (shows) await expect(page.getByText(shows).first()).toBeAttached();
      await expect(page.locator('.loading')).toHaveCount(0);
      for (const size of widths) {
        await page.setViewportSize(size);
        const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
        if (width > size.width) tooWide.push(`${path} is ${width} px wide at ${size.width} px`);
      }
    }
    expect(tooWide).toEqual([]);
    await page.goto('/settings/quotes');
    await page.getByText(unbroken.slice(0, 40)).scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'screenshots/long-text-quotes-1366.png' });
  } finally {
    for (const number of quoteNumbers) await api(page, 'DELETE', '/api/quotes', { number });
    await api(page, 'DELETE', '/api/commands', { format: 'delete', command: { _id: command.id } });
    await api(page, 'DELETE', '/api/regulars', { login });
    await api(page, 'DELETE', '/api/editors', { login });
    await api(page, 'DELETE', '/api/twitch/textReply', { _id: reply._id });
    await api(page, 'POST', '/api/twitch/announcements', announcementSettings);
    await api(page, 'DELETE', '/api/triggeredEvent', { _id: reaction._id });
    await api(page, 'POST', '/api/moderation', moderation);
  }
});
