// WallpaperDO: draws a channel's quote wallpapers. A render takes about 150 ms of CPU, past the 10 ms a
// Free-plan Worker invocation may use; an object's request may use 30 s (README: Does one channel fit
// the Workers Free plan?). Apart from the ChannelDO, so a render never holds up chat, and one object
// per channel (named by its streamer id), so one channel's renders never queue behind another's.
// The Worker keeps the cheap work (checks, allowances, look-ups, the edge cache) and hands over only
// what is drawn; drawn PNGs are kept in this object's storage (wallpaper-cache.ts).
import { DurableObject } from 'cloudflare:workers';
import type { Background } from './backgrounds';
import { renderWallpaper } from './render-wallpaper';
import { renderKey, WallpaperCache } from './wallpaper-cache';
import { assetFontFetcher } from './wallpaper-fonts';

/** The bindings the render object uses: the static assets hold the font files. */
export type WallpaperEnv = { ASSETS: Fetcher };

export type WallpaperRequest = {
  width: number;
  height: number;
  text: string;
  background: Background;
  /** The origin the wallpaper was asked on, for the font files' URLs. */
  origin: string;
};

export class WallpaperDO extends DurableObject<WallpaperEnv> {
  private readonly cache: WallpaperCache;

  constructor(ctx: DurableObjectState, env: WallpaperEnv) {
    super(ctx, env);
    this.cache = new WallpaperCache(ctx.storage);
  }

  /** The wallpaper's PNG: from storage when these inputs were drawn before, else drawn and kept. */
  async render(request: WallpaperRequest): Promise<Uint8Array<ArrayBuffer>> {
    const { origin, ...inputs } = request;
    const key = await renderKey(inputs);
    const stored = this.cache.find(key);
    if (stored) return stored;
    const drawn = await renderWallpaper({ ...inputs, fetchFont: assetFontFetcher(this.env.ASSETS, origin) });
    // A font file that failed to load may load next time: that picture is served, not kept.
    if (!drawn.hasUnloadedFont) this.cache.store(key, drawn.png);
    return drawn.png;
  }
}

/** The channel's render object. */
export function wallpaperRendererOf(
  namespace: DurableObjectNamespace<WallpaperDO>,
  streamerId: string,
): DurableObjectStub<WallpaperDO> {
  return namespace.get(namespace.idFromName(streamerId));
}
