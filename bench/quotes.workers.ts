// Quotes in workerd: wallpaper render time at 1920x1080, a wallpaper answered from its render object's
// storage, and search over 10,000 quotes.
// Run by `npm run bench`. Prints figures; asserts nothing about time.
import { env } from 'cloudflare:workers';
import { it } from 'vitest';
import { openDatabase } from '../db/client';
import { randomQuote } from '../db/quotes';
import { upsertStreamer } from '../db/streamers';
import { backgrounds } from '../durable-objects/wallpaper/backgrounds';
import { renderWallpaper } from '../durable-objects/wallpaper/render-wallpaper';
import { assetFontFetcher } from '../durable-objects/wallpaper/wallpaper-fonts';
import { wallpaperRendererOf } from '../durable-objects/wallpaper/wallpaper-renderer';
import { reportLatency } from './figures';

const fetchFont = assetFontFetcher(env.ASSETS, 'http://localhost');

it('measures wallpaper renders', { timeout: 120_000 }, async () => {
  const text = 'If it compiles on the first try, something is definitely wrong.';
  await renderWallpaper({ width: 1920, height: 1080, text, background: backgrounds[0] as never, fetchFont });
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const start = performance.now();
    const { png } = await renderWallpaper({
      width: 1920,
      height: 1080,
      text,
      background: backgrounds[i % backgrounds.length] as never,
      fetchFont,
    });
    // workerd's clock moves only on I/O: a zero-delay timer lets it read the time after the render.
    await new Promise((resolve) => setTimeout(resolve, 0));
    times.push(performance.now() - start);
    if (png.length < 1000) throw new Error('empty render');
  }
  reportLatency(
    'Wallpaper 1920x1080 render (workerd)',
    times,
    undefined,
    `all ${backgrounds.length} backgrounds`,
  );
});

it('measures wallpaper renders of a quote in several scripts with emoji', { timeout: 120_000 }, async () => {
  const text = '今日も配信ありがとう！ Спасибо за стрим, Γειά σου 🎉😂';
  const render = async () => {
    const start = performance.now();
    await renderWallpaper({
      width: 1920,
      height: 1080,
      text,
      background: backgrounds[0] as never,
      fetchFont,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    return performance.now() - start;
  };
  const first = await render();
  const times: number[] = [];
  for (let i = 0; i < 10; i++) times.push(await render());
  reportLatency(
    'Wallpaper 1920x1080, Japanese + Cyrillic + Greek + emoji, fonts cached',
    times,
    undefined,
    `the first render, loading the fonts, took ${first.toFixed(0)} ms`,
  );
});

it('measures a wallpaper the render object answers from its storage', { timeout: 120_000 }, async () => {
  const renderer = wallpaperRendererOf(env.WALLPAPERS, 'quotes-bench');
  const inputs = {
    width: 1920,
    height: 1080,
    text: 'Asked again, not drawn again.',
    background: backgrounds[0] as never,
    origin: 'http://localhost',
  };
  const drawStart = performance.now();
  const drawn = await renderer.render(inputs);
  const drawnMs = performance.now() - drawStart;
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const start = performance.now();
    const stored = await renderer.render(inputs);
    await new Promise((resolve) => setTimeout(resolve, 0));
    times.push(performance.now() - start);
    if (stored.length !== drawn.length) throw new Error('the stored wallpaper differs from the drawn one');
  }
  reportLatency(
    "Wallpaper 1920x1080 from the render object's storage (a call into it, workerd)",
    times,
    undefined,
    `${Math.round(drawn.length / 1024)} KiB; drawing it the first time took ${drawnMs.toFixed(0)} ms`,
  );
});

it('measures quote search over 10,000 quotes', { timeout: 120_000 }, async () => {
  const db = openDatabase(env.DB);
  const streamerId = '70000001';
  await upsertStreamer(
    db,
    { streamerId: streamerId, login: 'quotes_bench', displayName: 'QuotesBench' },
    null,
    Date.now(),
  );
  const words = ['chat', 'boss', 'speedrun', 'pog', 'lag', 'clutch', 'noob', 'legendary', 'oops', 'gg'];
  const statements = [];
  for (let n = 1; n <= 10_000; n++) {
    const text = `${words[n % 10]} moment number ${n} with ${words[(n * 7) % 10]} energy`;
    statements.push(
      env.DB.prepare(
        'INSERT INTO quotes (streamer_id, number, text, submitter, timestamp) VALUES (?, ?, ?, ?, ?)',
      ).bind(streamerId, n, text, 'bench', Date.now()),
    );
  }
  for (let i = 0; i < statements.length; i += 500) await env.DB.batch(statements.slice(i, i + 500));
  const times: number[] = [];
  for (const term of ['CLUTCH', 'number 9999', 'legendary moment', 'no such words', 'pog']) {
    for (let i = 0; i < 10; i++) {
      const start = performance.now();
      await randomQuote(db, streamerId, term);
      times.push(performance.now() - start);
    }
  }
  reportLatency('Quote search over 10,000 quotes (D1 in workerd)', times);
});
