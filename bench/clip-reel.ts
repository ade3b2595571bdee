// npm run bench: how soon the clip reel plays. Opens the overlay in headless Chromium against the
// Worker in workerd (`wrangler dev`, the built pages and demo videos, no Vite in the path) and
// times each load from navigation start to the first clip's `playing` event. Prints figures;
// asserts nothing.
import { chromium } from '@playwright/test';
import { signInAsDemoStreamer, startWorkerServer, stopServer, waitForServer } from './bench-servers.ts';
import { percentile, report } from './figures.ts';
import { sized } from './smoke.ts';

const port = Number(process.env.BENCH_CLIPS_PORT ?? 8798);
const base = `http://localhost:${port}`;
const loads = sized(15, 2);

async function main() {
  const server = startWorkerServer(port);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // As OBS starts its browser sources: media may play with sound without a click.
    args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
  });
  try {
    await waitForServer(base, server);
    const { overlaySecretKey } = await signInAsDemoStreamer(base);
    const times: number[] = [];
    for (let i = 0; i < loads; i++) {
      // A new context each time: nothing cached from the load before.
      const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
      const page = await context.newPage();
      await page.addInitScript(() => {
        document.addEventListener(
          'playing',
          () => {
            (window as unknown as { firstPlaying?: number }).firstPlaying ??= performance.now();
          },
          true,
        );
      });
      await page.goto(`${base}/clips/${overlaySecretKey}`);
      await page.waitForFunction(
        () => (window as unknown as { firstPlaying?: number }).firstPlaying !== undefined,
        null,
        {
          timeout: 20_000,
        },
      );
      times.push(await page.evaluate(() => (window as unknown as { firstPlaying: number }).firstPlaying));
      await context.close();
    }
    const [cold, ...warm] = times;
    report({
      name: 'Clip reel: first page load -> first clip playing',
      value: Math.round(cold ?? 0),
      unit: 'ms',
    });
    const name = 'Clip reel: page load -> first clip playing';
    report({
      name: `${name}, p50`,
      value: Math.round(percentile(warm, 0.5)),
      unit: 'ms',
      goal: { atMost: 1000 },
    });
    report({
      name: `${name}, p95`,
      value: Math.round(percentile(warm, 0.95)),
      unit: 'ms',
      goal: { atMost: 1000 },
    });
  } finally {
    await browser.close();
    stopServer(server);
  }
}

await main();
process.exit(0);
