// Quote wallpapers draw non-Latin scripts and emoji with fonts loaded for the characters a quote has,
// say so when a font cannot be loaded, and are found by the login or the display name in any case.
import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { backgrounds } from '../../durable-objects/wallpaper/backgrounds';
import { renderWallpaper } from '../../durable-objects/wallpaper/render-wallpaper';
import {
  assetFontFetcher,
  type FontFetcher,
  fontFilesFor,
} from '../../durable-objects/wallpaper/wallpaper-fonts';
import { newStreamer } from './tips-fixture';

const background = backgrounds[0] as (typeof backgrounds)[number];
const online = assetFontFetcher(env.ASSETS, 'http://localhost');
const offline: FontFetcher = async () => {
  throw new Error('offline');
};
const render = async (text: string, fetchFont: FontFetcher) =>
  (await renderWallpaper({ width: 480, height: 270, text, background, fetchFont })).png;
const same = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);

describe('wallpaper fonts', () => {
  it('loads only the font files the quote needs', () => {
    expect(fontFilesFor('Plain English quote, 100% ASCII!')).toEqual({ files: [], uncovered: false });
    const paths = fontFilesFor('日本 Привет 😀 ❤️').files.map((file) => file.path);
    expect(paths.some((path) => path.startsWith('noto-sans-jp/'))).toBe(true);
    expect(paths).toContain('roboto/roboto-cyrillic-700-normal.woff');
    expect(paths.some((path) => path.startsWith('noto-emoji/'))).toBe(true);
    expect(paths.some((path) => path.startsWith('noto-sans-kr/'))).toBe(false);
    expect([...new Set(fontFilesFor('שלום 안녕 Γειά').files.map((file) => file.path.split('/')[0]))]).toEqual(
      ['roboto', 'noto-sans-kr', 'noto-sans-hebrew'],
    );
  });

  // Without its font every character is the same empty box, so swapping two characters changes
  // nothing; with the font they are different glyphs, so the pictures differ.
  it.each([
    ['Japanese', '日本語です', 'です語本日'],
    ['Cyrillic', 'Привет', 'тевирП'],
    ['Greek', 'Γειάσου', 'υοσάιεΓ'],
    ['emoji', '😀🎉🐱', '🐱🎉😀'],
  ])(
    'draws %s glyphs, where the offline fallback draws the same boxes',
    { timeout: 30_000 },
    async (_, text, swapped) => {
      expect(same(await render(text, offline), await render(swapped, offline))).toBe(true);
      expect(same(await render(text, online), await render(swapped, online))).toBe(false);
    },
  );

  it('marks a script it has no font for (Arabic) as not drawn', () => {
    expect(fontFilesFor('مرحبا').uncovered).toBe(true);
  });

  it('renders a Japanese + Cyrillic + emoji quote unlike its offline fallback', {
    timeout: 30_000,
  }, async () => {
    const text = '今日も配信ありがとう！ Спасибо 🎉';
    const drawn = await render(text, online);
    const fallback = await render(text, offline);
    expect(same(drawn, fallback)).toBe(false);
  });
});

describe('the wallpaper link', () => {
  it('finds the channel by its login or its display name, in any letter case', {
    timeout: 30_000,
  }, async () => {
    const streamer = await newStreamer();
    const display = `Star${streamer.id}Caster`;
    await env.DB.prepare('UPDATE streamers SET display_name = ? WHERE twitch_user_id = ?')
      .bind(display, streamer.id)
      .run();
    await env.DB.prepare(
      "INSERT INTO quotes (streamer_id, number, text, submitter, timestamp) VALUES (?, 1, 'こんにちは 😀', 'me', 0)",
    )
      .bind(streamer.id)
      .run();
    for (const name of [
      `tipped_${streamer.id}`,
      `TIPPED_${streamer.id}`,
      display,
      display.toUpperCase(),
      display.toLowerCase(),
    ]) {
      const response = await exports.default.fetch(
        `http://localhost/bgQuote/${encodeURIComponent(name)}/200/100/quote.png`,
      );
      expect(response.status, name).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('image/png');
      await response.arrayBuffer();
    }
    const unknown = await exports.default.fetch(
      `http://localhost/bgQuote/Nobody${streamer.id}/200/100/quote.png`,
    );
    expect(unknown.status).toBe(404);
  });
});
