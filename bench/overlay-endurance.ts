// npm run bench: does the event overlay leak over a long stream? Opens the overlay in headless
// Chromium against a dev server of its own, fires one simulated event per second through the real
// path (simulator API -> ChannelDO -> overlay socket) while Playwright's clock runs the page's timers
// an hour forward, and reads the heap after a forced GC every 15 simulated minutes. Prints figures;
// asserts nothing.
import { chromium } from '@playwright/test';
import { signInAsDemoStreamer, startDevServer, stopServer, waitForServer } from './bench-servers.ts';
import { report, round } from './figures.ts';
import { sized } from './smoke.ts';

const port = Number(process.env.BENCH_OVERLAY_PORT ?? 8790);
const base = `http://localhost:${port}`;
const simulatedMinutes = sized(60, 2);
const checkpointEvery = sized(15, 1);

/** One event a second, cycling through everything the carousel shows. */
function eventFor(second: number) {
  const user = `Endurance${second}`;
  switch (second % 5) {
    case 0:
      return { type: 'follow', user };
    case 1:
      return { type: 'cheer', user, amount: 1 + (second % 700) };
    case 2:
      return { type: 'subscribe', user };
    case 3:
      return { type: 'giftsub', user, amount: 5 };
    default:
      return { type: 'tip', user, amount: 1 + (second % 50), currency: 'USD' };
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

async function main() {
  const server = startDevServer(port);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--js-flags=--expose-gc'],
  });
  try {
    await waitForServer(base, server);
    const { headers, overlaySecretKey } = await signInAsDemoStreamer(base);

    const page = await browser.newPage({ viewport: { width: 600, height: 120 } });
    await page.clock.install();
    await page.goto(`${base}/events/v2/${overlaySecretKey}`);
    await page.waitForFunction(() => document.documentElement.dataset.connection === 'open', null, {
      timeout: 30_000,
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');

    const measure = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const heap = await cdp.send('Runtime.getHeapUsage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
      return { heap: heap.usedSize, nodes: metric('Nodes'), listeners: metric('JSEventListeners') };
    };

    let fired = 0;
    let failed = 0;
    const samples: { minute: number; heap: number }[] = [];
    const started = performance.now();
    for (let minute = 0; minute <= simulatedMinutes; minute++) {
      if (minute % checkpointEvery === 0) {
        const { heap, nodes, listeners } = await measure();
        samples.push({ minute, heap });
        console.log(
          `${`Event overlay after ${minute} simulated min`.padEnd(52)} heap ${mb(heap)}, ${nodes} DOM nodes, ${listeners} listeners, ${fired} events fired`,
        );
      }
      if (minute === simulatedMinutes) break;
      for (let second = 0; second < sized(60, 5); second++) {
        const response = await fetch(`${base}/api/simulator/event`, {
          method: 'POST',
          headers,
          body: JSON.stringify(eventFor(fired)),
        });
        if (response.ok) fired++;
        else failed++;
        await page.clock.runFor(1000);
      }
    }
    const realSeconds = (performance.now() - started) / 1000;
    const settled = samples.find((sample) => sample.minute === checkpointEvery);
    const last = samples.at(-1);
    if (settled && last) {
      const growth = last.heap - settled.heap;
      const percent = (100 * growth) / settled.heap;
      // A steady page's heap wanders by a few percent with GC timing; more than 10% after warm-up is growth.
      report({
        name: `Event overlay heap growth, ${checkpointEvery} -> ${simulatedMinutes} simulated min`,
        value: round(percent, 1),
        unit: '%',
        goal: { atMost: 10 },
        note: `${mb(settled.heap)} -> ${mb(last.heap)}; ${fired} events (${failed} refused) in ${realSeconds.toFixed(0)} s real time`,
      });
    }
  } finally {
    await browser.close();
    stopServer(server);
  }
}

await main();
process.exit(0);
