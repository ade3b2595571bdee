import { expect, type Page, test } from '@playwright/test';
import { heartbeatText, overlayTickMs, overlayTickText } from '../../core/overlay/overlay-heartbeat';

// A page that shows tips ticks to the channel while the channel says so (its tip checks ride on the
// ticks, not on the alarm): while a tip token is saved. Otherwise, and on any other page, the socket
// is kept alive with the heartbeat the runtime answers without waking the channel.

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJjaGFubmVsIjoiZTJlLXRpY2tzIn0.c2lnbmF0dXJl';

/** Opens an overlay page on a clock the test moves, and records what its socket sends and receives. */
async function openOverlay(page: Page, pagePath: string, key: string) {
  const sent: string[] = [];
  const received: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framesent', (frame) => sent.push(String(frame.payload)));
    socket.on('framereceived', (frame) => received.push(String(frame.payload)));
  });
  await page.clock.install();
  await page.goto(`${pagePath}/${key}`);
  await expect(page.locator('html')).toHaveAttribute('data-connection', 'open');
  const count = (text: string) => sent.filter((frame) => frame === text).length;
  /** Waits until the page was last told `on` (the socket's greeting, or a change since). */
  const told = (on: boolean) =>
    expect
      .poll(() => received.filter((frame) => frame.includes('"type":"ticks"')).at(-1))
      .toBe(JSON.stringify({ type: 'ticks', on }));
  return { sent, received, count, told };
}

/** A dashboard API call from the signed-in page. */
const call = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.status;
    },
    { method, path, body },
  );

test('the carousel ticks every 20 seconds only while a tip token is saved; the emote mover never ticks', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  const key = await page.evaluate(async () => {
    const answer = (await (await fetch('/api/clips')).json()) as { data: { overlaySecretKey: string } };
    return answer.data.overlaySecretKey;
  });
  // The bot in the channel (dev mode joins at once) and no StreamElements token, whatever earlier specs left.
  const wasJoined = await page.evaluate(async () => {
    const settings = (await (await fetch('/api/twitch/settings')).json()) as { isConnected: boolean };
    return settings.isConnected;
  });
  expect(await call(page, 'POST', '/api/twitch/botOn')).toBe(200);
  expect(await call(page, 'DELETE', '/api/tips/streamelements')).toBe(200);

  const carouselPage = await context.newPage();
  const carousel = await openOverlay(carouselPage, '/events/v2', key);
  await carousel.told(false);
  await carouselPage.clock.runFor(2 * overlayTickMs);
  await expect.poll(() => carousel.count(heartbeatText)).toBeGreaterThan(0);
  expect(carousel.count(overlayTickText)).toBe(0);

  // A saved token: the channel checks StreamElements every 20 s while the carousel is open, on its ticks.
  expect(await call(page, 'POST', '/api/tips/streamelements', { jwt })).toBe(200);
  await carousel.told(true);
  const heartbeats = carousel.count(heartbeatText);
  await carouselPage.clock.runFor(2 * overlayTickMs);
  await expect.poll(() => carousel.count(overlayTickText)).toBe(2);
  expect(carousel.count(heartbeatText)).toBe(heartbeats);

  // Removed again: back to the heartbeat.
  expect(await call(page, 'DELETE', '/api/tips/streamelements')).toBe(200);
  await carousel.told(false);
  await carouselPage.clock.runFor(2 * overlayTickMs);
  await expect.poll(() => carousel.count(heartbeatText)).toBeGreaterThan(heartbeats);
  expect(carousel.count(overlayTickText)).toBe(2);

  const emotesPage = await context.newPage();
  const emotes = await openOverlay(emotesPage, '/emoteMover/v1', key);
  await emotesPage.clock.runFor(2 * overlayTickMs);
  await expect.poll(() => emotes.count(heartbeatText)).toBe(1);
  expect(emotes.count(overlayTickText)).toBe(0);
  expect(emotes.received.some((frame) => frame.includes('"type":"ticks"'))).toBe(false);

  // Later specs find the bot as this one found it.
  if (!wasJoined) expect(await call(page, 'POST', '/api/twitch/botOff')).toBe(200);
});
