// npm run bench: the emote mover in headless Chromium against a dev server of its own. Prints, asserting
// nothing: frames per second and the share of long frames (over 16.7 ms) with 200 emotes on screen;
// the overlay's heap after forced GC over 10 simulated minutes of 5 emotes a second; and the
// Simulator's chat round trip without and with an open emote overlay (emote matching on the chat path).
// The overlay's gzipped script size is in overlay-size.ts with the other overlays.
import { chromium, type Page } from '@playwright/test';
import { defaultEmoteMoverSettings } from '../core/emotes/emote-settings.ts';
import { signInAsDemoStreamer, startDevServer, stopServer, waitForServer } from './bench-servers.ts';
import { percentile, report, reportLatency, round } from './figures.ts';
import { sized } from './smoke.ts';
import { opened, within } from './within.ts';

const port = Number(process.env.BENCH_EMOTE_PORT ?? 8797);
const base = `http://localhost:${port}`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const label = (text: string) => text.padEnd(52);
/** Emotes on screen for the frame-rate figures. */
const onScreen = sized(200, 20);

type Headers = Record<string, string>;

/**
 * POSTs to the dev server. A kept-alive connection the dev runtime has closed meanwhile (workerd closes
 * one now and then under `npm run dev`; shared/toolchain.md) fails before any answer: sent again once.
 */
async function post(headers: Headers, path: string, body: unknown) {
  const send = () => fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const response = await send().catch((error: Error & { cause?: { code?: string } }) => {
    if (error.cause?.code !== 'UND_ERR_SOCKET') throw error;
    return send();
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/**
 * Frame intervals over `ms` of real time, from a requestAnimationFrame loop of the page's own. Sent as
 * text: tsx would wrap a function's inner names in a helper the page does not have.
 */
function frameIntervals(page: Page, ms: number): Promise<number[]> {
  return within(frameLoop(page, ms), ms + 15_000, "the page's animation frames");
}

function frameLoop(page: Page, ms: number): Promise<number[]> {
  return page.evaluate(`new Promise((resolve) => {
    const intervals = [];
    let last = performance.now();
    const start = last;
    const frame = (now) => {
      intervals.push(now - last);
      last = now;
      if (now - start < ${ms}) requestAnimationFrame(frame);
      else resolve(intervals);
    };
    requestAnimationFrame(frame);
  })`);
}

async function measureFrames(page: Page, headers: Headers, name: string, types: Record<string, number>) {
  await post(headers, '/api/emoteMover', {
    ...defaultEmoteMoverSettings,
    types,
    maxEmotesToShow: onScreen,
    duration: 30,
    maxSize: 3,
    minSize: 1,
  });
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.connection === 'open');
  for (let i = 0; i < 4; i++) await post(headers, '/api/emoteMover/test', { count: onScreen / 4 });
  await page.waitForFunction(
    (count) => document.querySelectorAll('img.emote:not([hidden])').length >= count,
    onScreen,
    { timeout: 30_000 },
  );
  await page.waitForTimeout(500);
  const intervals = (await frameIntervals(page, sized(5000, 500))).slice(1);
  const seconds = intervals.reduce((sum, ms) => sum + ms, 0) / 1000;
  const long = intervals.filter((ms) => ms > 16.7 + 0.5).length;
  const shown = await page.evaluate(() => document.querySelectorAll('img.emote:not([hidden])').length);
  const what = `Emote overlay, ${shown} ${name} emotes on screen`;
  const note = `p99 frame ${round(percentile(intervals, 0.99), 1)} ms; Chromium with --disable-gpu`;
  report({
    name: `${what}: frame rate`,
    value: round(intervals.length / seconds, 1),
    unit: 'fps',
    goal: { atLeast: 58 },
    note,
  });
  report({
    name: `${what}: frames over 16.7 ms`,
    value: round((100 * long) / intervals.length, 1),
    unit: '%',
    goal: { atMost: 5 },
  });
}

async function measureHeap(page: Page, headers: Headers, overlayUrl: string) {
  const allPatterns = Object.fromEntries(
    ['bounce', 'firework', 'horizontal', 'rain', 'upwards', 'vertical', 'volcano'].map((p) => [p, 1]),
  );
  await post(headers, '/api/emoteMover', { ...defaultEmoteMoverSettings, types: allPatterns, maxSize: 3 });
  await page.clock.install();
  await page.goto(overlayUrl);
  await page.waitForFunction(() => document.documentElement.dataset.connection === 'open');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const measure = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    return { heap: heap.usedSize, nodes: metrics.find((m) => m.name === 'Nodes')?.value ?? 0 };
  };
  const minutes = sized(10, 2);
  const samples: number[] = [];
  let sent = 0;
  const started = performance.now();
  for (let minute = 0; minute <= minutes; minute++) {
    if (minute % 2 === 0) {
      const { heap, nodes } = await measure();
      samples.push(heap);
      console.log(
        `${label(`Emote overlay after ${minute} simulated min`)} heap ${mb(heap)}, ${nodes} DOM nodes, ${sent} emotes sent`,
      );
    }
    if (minute === minutes) break;
    for (let second = 0; second < sized(60, 5); second++) {
      await post(headers, '/api/emoteMover/test', { count: 5 });
      sent += 5;
      await page.clock.runFor(1000);
    }
  }
  const [settled, last] = [samples[1] ?? 0, samples.at(-1) ?? 0];
  const percent = (100 * (last - settled)) / settled;
  report({
    name: 'Emote overlay heap growth, 2 -> 10 simulated min at 5 emotes/s',
    value: round(percent, 1),
    unit: '%',
    goal: { atMost: 10 },
    note: `${mb(settled)} -> ${mb(last)}; ${((performance.now() - started) / 1000).toFixed(0)} s real time`,
  });
}

async function chatRoundTrips(headers: Headers, text: string): Promise<number[]> {
  const samples: number[] = [];
  for (let i = -sized(20, 1); i < sized(300, 3); i++) {
    const start = performance.now();
    await post(headers, '/api/simulator/chat', { user: 'bench', text: `${text} ${i}` });
    if (i >= 0) samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b);
}

async function measureChatPath(headers: Headers, key: string) {
  const text = 'hype sbWave bttvDance ffzSpin sevenPog sevenVibe';
  reportLatency('Simulator chat with emotes, no emote overlay open', await chatRoundTrips(headers, text));
  const socket = new WebSocket(`ws://localhost:${port}/api/overlay/${key}/ws?overlay=emoteMover`);
  let received = 0;
  socket.addEventListener('message', (message) => {
    if (String(message.data).startsWith('{"type":"emotes"')) received++;
  });
  await opened(socket, 'the emote socket');
  reportLatency('Simulator chat with emotes, an emote overlay open', await chatRoundTrips(headers, text));
  console.log(`${label('  emotes messages the open overlay got')} ${received}`);
  socket.close();
}

async function main() {
  const server = startDevServer(port);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--js-flags=--expose-gc'],
  });
  let headers: Headers | undefined;
  try {
    await waitForServer(base, server);
    const signedIn = await signInAsDemoStreamer(base);
    headers = signedIn.headers;
    const overlayUrl = `${base}/emoteMover/v1/${signedIn.overlaySecretKey}`;
    await measureChatPath(headers, signedIn.overlaySecretKey);

    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await page.goto(overlayUrl);
    // What this machine gives an empty page at the moment: the figures below are read against it.
    const idle = (await frameIntervals(page, sized(3000, 300))).slice(1);
    const idleSeconds = idle.reduce((sum, ms) => sum + ms, 0) / 1000;
    report({
      name: 'Emote overlay, nothing on screen (what this machine gives a page now)',
      value: round(idle.length / idleSeconds, 1),
      unit: 'fps',
    });
    await measureFrames(page, headers, 'bouncing', { bounce: 1 });
    await measureFrames(page, headers, 'mixed-pattern', {
      bounce: 1,
      horizontal: 1,
      vertical: 1,
      upwards: 1,
    });
    await page.close();

    await measureHeap(await browser.newPage({ viewport: { width: 1280, height: 720 } }), headers, overlayUrl);
  } finally {
    if (headers) await post(headers, '/api/emoteMover', defaultEmoteMoverSettings).catch(() => {});
    await browser.close();
    stopServer(server);
  }
}

await main();
process.exit(0);
