// The render object's drawn wallpapers in its SQLite storage, keyed by a digest of what was drawn, so
// the same picture asked again is answered without drawing. Bounded to the newest renders within a
// byte total, so a channel cannot grow it without end. A PNG bigger than a row may hold is served but
// not kept: a SQLite-backed object's row is at most 2 MB (developers.cloudflare.com/durable-objects/
// platform/limits), and a wallpaper that large (a busy 4K picture) is rare enough not to split.
import { bytesToBase64Url } from '../../core/encoding/base64url';
import { createOrderedTable } from '../storage/tables';
import type { Background } from './backgrounds';

export type WallpaperCacheBounds = { maxRenders: number; maxBytes: number };

/** About 32 full-HD renders; under a megabyte a picture, at most 8 MiB a channel. */
export const wallpaperCacheBounds: WallpaperCacheBounds = { maxRenders: 32, maxBytes: 8 * 1024 * 1024 };

/** The largest PNG kept: a row is at most 2,000,000 bytes, and its key and size take a few more. */
export const maxStoredPngBytes = 1_999_000;

/** What decides the picture, all of it: the same inputs draw the same PNG. */
export type DrawnInputs = { width: number; height: number; text: string; background: Background };

/** The cache key: a SHA-256 digest of the inputs. */
export async function renderKey(inputs: DrawnInputs): Promise<string> {
  const { width, height, text, background } = inputs;
  const canonical = JSON.stringify([width, height, text, background]);
  return bytesToBase64Url(
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical))),
  );
}

export class WallpaperCache {
  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly bounds: WallpaperCacheBounds = wallpaperCacheBounds,
  ) {
    createOrderedTable(
      storage,
      'wallpapers',
      'key TEXT NOT NULL UNIQUE, bytes INTEGER NOT NULL, png BLOB NOT NULL',
    );
  }

  find(key: string): Uint8Array<ArrayBuffer> | undefined {
    const row = this.storage.sql
      .exec<{ png: ArrayBuffer }>('SELECT png FROM wallpapers WHERE key = ?', key)
      .toArray()[0];
    return row ? new Uint8Array(row.png) : undefined;
  }

  /** Keeps `png` as the newest render and drops the oldest past either bound; false when too big to keep. */
  store(key: string, png: Uint8Array<ArrayBuffer>): boolean {
    if (png.byteLength > Math.min(maxStoredPngBytes, this.bounds.maxBytes)) return false;
    const bytes = png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength);
    this.storage.transactionSync(() => {
      this.storage.sql.exec(
        'INSERT OR REPLACE INTO wallpapers (key, bytes, png) VALUES (?, ?, ?)',
        key,
        png.byteLength,
        bytes,
      );
      // Counted from the newest: the first row past either bound goes, and every older one with it.
      this.storage.sql.exec(
        `DELETE FROM wallpapers WHERE seq <= (
           SELECT seq FROM (
             SELECT seq, ROW_NUMBER() OVER newest AS n, SUM(bytes) OVER newest AS total FROM wallpapers
             WINDOW newest AS (ORDER BY seq DESC))
           WHERE n > ? OR total > ? ORDER BY seq DESC LIMIT 1)`,
        this.bounds.maxRenders,
        this.bounds.maxBytes,
      );
    });
    return true;
  }
}
