// Quote wallpapers are drawn in the channel's render object (WallpaperDO), not in the Worker and not in
// the channel's ChannelDO: the object keeps what it drew in its storage, answers the same inputs again
// from there, and keeps no more than its bound.
import { createExecutionContext, runInDurableObject, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { type Background, backgrounds } from '../../durable-objects/wallpaper/backgrounds';
import { renderWallpaper } from '../../durable-objects/wallpaper/render-wallpaper';
import {
  maxStoredPngBytes,
  WallpaperCache,
  wallpaperCacheBounds,
} from '../../durable-objects/wallpaper/wallpaper-cache';
import { wallpaperRendererOf } from '../../durable-objects/wallpaper/wallpaper-renderer';
import worker from '../../worker/index';
import { newStreamer } from './tips-fixture';

const background = backgrounds[0] as Background;

async function channelWithQuote(text: string) {
  const streamer = await newStreamer();
  await env.DB.prepare(
    'INSERT INTO quotes (streamer_id, number, text, submitter, timestamp) VALUES (?, 1, ?, ?, 0)',
  )
    .bind(streamer.id, text, 'me')
    .run();
  return {
    ...streamer,
    login: `tipped_${streamer.id}`,
    renderer: wallpaperRendererOf(env.WALLPAPERS, streamer.id),
  };
}

/** The render object's stored wallpapers, oldest first. */
const storedRenders = (renderer: DurableObjectStub) =>
  runInDurableObject(renderer, (_, state) =>
    state.storage.sql
      .exec<{ key: string; bytes: number; png: ArrayBuffer }>(
        'SELECT key, bytes, png FROM wallpapers ORDER BY seq',
      )
      .toArray()
      .map((row) => ({ ...row, png: new Uint8Array(row.png) })),
  );

const same = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);

describe('the wallpaper render object', () => {
  // First in the file: the font files are kept by the isolate once loaded, so this render is the one
  // that has to fetch them, through the object's own ASSETS binding.
  it('loads the fonts a quote needs through its own static assets binding', { timeout: 30_000 }, async () => {
    const text = 'שלום 안녕하세요';
    const renderer = wallpaperRendererOf(env.WALLPAPERS, 'fonts-check');
    const drawn = await renderer.render({
      width: 480,
      height: 270,
      text,
      background,
      origin: 'http://localhost',
    });
    const offline = await renderWallpaper({
      width: 480,
      height: 270,
      text,
      background,
      fetchFont: async () => {
        throw new Error('offline');
      },
    });
    expect(offline.hasUnloadedFont).toBe(true);
    expect(same(drawn, offline.png)).toBe(false);
    // Drawn whole, so kept.
    expect(await storedRenders(renderer)).toHaveLength(1);
  });

  it('draws a wallpaper asked of the Worker and keeps it in its storage', { timeout: 30_000 }, async () => {
    const channel = await channelWithQuote('Stored in the render object');
    const response = await exports.default.fetch(
      `http://localhost/bgQuote/${channel.login}/200/100/quote.png?quote=1`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=60');
    const png = new Uint8Array(await response.arrayBuffer());
    const stored = await storedRenders(channel.renderer);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.bytes).toBe(png.length);
    expect(same(stored[0]?.png as Uint8Array, png)).toBe(true);
  });

  it('answers the same inputs a second time from its storage, without drawing', {
    timeout: 30_000,
  }, async () => {
    const channel = await channelWithQuote('unused');
    const inputs = { width: 160, height: 120, text: 'Drawn once', background, origin: 'http://localhost' };
    const first = await channel.renderer.render(inputs);
    expect(same((await storedRenders(channel.renderer))[0]?.png as Uint8Array, first)).toBe(true);
    // Put other bytes in the stored row: an answer drawn again would not be these.
    const marker = new Uint8Array([137, 80, 78, 71, 1, 2, 3, 4]);
    await runInDurableObject(channel.renderer, (_, state) => {
      state.storage.sql.exec('UPDATE wallpapers SET png = ?, bytes = ?', marker.buffer, marker.length);
    });
    const second = await channel.renderer.render(inputs);
    expect(same(second, marker)).toBe(true);
    expect(await storedRenders(channel.renderer)).toHaveLength(1);
    // Other inputs are drawn: the text, the size and the background are each part of the key.
    const other = backgrounds[1] as Background;
    for (const changed of [{ text: 'Drawn twice' }, { width: 161 }, { background: other }]) {
      const drawn = await channel.renderer.render({ ...inputs, ...changed });
      expect(same(drawn, marker)).toBe(false);
    }
    expect(await storedRenders(channel.renderer)).toHaveLength(4);
  });

  it('keeps only its newest renders', { timeout: 120_000 }, async () => {
    const channel = await channelWithQuote('unused');
    const count = wallpaperCacheBounds.maxRenders + 3;
    for (let n = 0; n < count; n++)
      await channel.renderer.render({
        width: 100,
        height: 100,
        text: `Render ${n}`,
        background,
        origin: 'http://localhost',
      });
    const stored = await storedRenders(channel.renderer);
    expect(stored).toHaveLength(wallpaperCacheBounds.maxRenders);
    expect(stored.reduce((sum, row) => sum + row.bytes, 0)).toBeLessThanOrEqual(
      wallpaperCacheBounds.maxBytes,
    );
    // The three oldest went: asked again, the first is drawn and becomes the newest.
    const first = { width: 100, height: 100, text: 'Render 0', background, origin: 'http://localhost' };
    await channel.renderer.render(first);
    const after = await storedRenders(channel.renderer);
    expect(after).toHaveLength(wallpaperCacheBounds.maxRenders);
    expect(after.map((row) => row.key)).not.toContain(stored[0]?.key);
  });

  it('keeps its renders within a byte total, and none bigger than a row may hold', async () => {
    const renderer = wallpaperRendererOf(env.WALLPAPERS, 'byte-bound');
    const kept = await runInDurableObject(renderer, (_, state) => {
      const cache = new WallpaperCache(state.storage, { maxRenders: 100, maxBytes: 5_000 });
      const results = [1, 2, 3, 4, 5].map((n) => cache.store(`key${n}`, new Uint8Array(1_500).fill(n)));
      // Bigger than the whole bound: served by the object, never kept.
      results.push(cache.store('huge', new Uint8Array(5_001)));
      return results;
    });
    expect(kept).toEqual([true, true, true, true, true, false]);
    const stored = await storedRenders(renderer);
    expect(stored.map((row) => row.key)).toEqual(['key3', 'key4', 'key5']);
    expect(stored.map((row) => row.png[0])).toEqual([3, 4, 5]);

    const rowLimit = await runInDurableObject(renderer, (_, state) => {
      const cache = new WallpaperCache(state.storage);
      return [
        cache.store('largest', new Uint8Array(maxStoredPngBytes)),
        cache.store('too-big', new Uint8Array(maxStoredPngBytes + 1)),
      ];
    });
    expect(rowLimit).toEqual([true, false]);
    expect((await storedRenders(renderer)).map((row) => row.key)).not.toContain('too-big');
  });

  it('does not wake the channel’s ChannelDO', { timeout: 30_000 }, async () => {
    const channel = await channelWithQuote('Chat goes on');
    const woken: string[] = [];
    const recording = <T extends object>(name: string, namespace: T): T =>
      new Proxy(namespace, {
        get(target, property) {
          const value = Reflect.get(target, property);
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            if (property === 'get' || property === 'getByName') woken.push(name);
            return Reflect.apply(value, target, args);
          };
        },
      });
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      new Request(`http://localhost/bgQuote/${channel.login}/300/200/quote.png`, {
        headers: { Cookie: channel.cookie },
      }),
      {
        ...env,
        CHANNEL: recording('ChannelDO', env.CHANNEL),
        WALLPAPERS: recording('WallpaperDO', env.WALLPAPERS),
      },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    expect(woken).toEqual(['WallpaperDO']);
  });
});
