import { expect, type Page, test } from '@playwright/test';
import { heartbeatText, overlayTickMs, overlayTickText } from '../../core/overlay/overlay-heartbeat';

// A page that shows tips ticks to the channel (its tip checks ride on the ticks, not on the alarm);
// any other keeps its socket alive with the heartbeat the runtime answers without waking the channel.

/** Opens an overlay page on a clock the test moves, and records what its socket sends. */
async function openOverlay(page: Page, pagePath: string, key: string) {
  const sent: string[] = [];
  page.on('websocket', (socket) => socket.on('framesent', (frame) => sent.push(String(frame.payload))));
  await page.clock.install();
  await page.goto(`${pagePath}/${key}`);
  await expect(page.locator('html')).toHaveAttribute('data-connection', 'open');
  return sent;
}

test('the carousel ticks every 20 seconds; the emote mover only keeps its socket alive', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  const key = await page.evaluate(async () => {
    const answer = (await (await fetch('/api/clips')).json()) as { data: { overlaySecretKey: string } };
    return answer.data.overlaySecretKey;
  });

  const carousel = await context.newPage();
  const carouselSent = await openOverlay(carousel, '/events/v2', key);
  await carousel.clock.runFor(2 * overlayTickMs);
  await expect.poll(() => carouselSent.filter((text) => text === overlayTickText).length).toBe(2);
  expect(carouselSent).not.toContain(heartbeatText);

  const emotes = await context.newPage();
  const emotesSent = await openOverlay(emotes, '/emoteMover/v1', key);
  await emotes.clock.runFor(2 * overlayTickMs);
  await expect.poll(() => emotesSent.filter((text) => text === heartbeatText).length).toBe(1);
  expect(emotesSent).not.toContain(overlayTickText);
});
