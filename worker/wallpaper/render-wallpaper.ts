// Renders a quote wallpaper to PNG: satori lays out the text (bundled Roboto), resvg rasterizes it.
// Both run as WebAssembly modules in workerd.
import { Resvg } from '@cf-wasm/resvg';
import satori from '@cf-wasm/satori';
import robotoBold from '@fontsource/roboto/files/roboto-latin-700-normal.woff?inline';
import { base64UrlToBytes } from '../../core/encoding/base64url';
import type { Background } from './backgrounds';

export const wallpaperLimits = { minWidth: 100, minHeight: 100, maxWidth: 3840, maxHeight: 2160 };

let font: ArrayBuffer | undefined;
function fontData(): ArrayBuffer {
  font ??= base64UrlToBytes(robotoBold.slice(robotoBold.indexOf(',') + 1)).buffer;
  return font;
}

/** Large for short quotes, smaller for long ones, always in proportion to the image. */
function fontSizeFor(text: string, width: number, height: number): number {
  const base = Math.min(width, height * 1.6);
  const lengthFactor = Math.min(1, Math.max(0.35, Math.sqrt(90 / Math.max(1, text.length))));
  return Math.max(10, Math.round(base * 0.06 * lengthFactor));
}

type Node = { type: string; props: { style: Record<string, unknown>; children?: unknown } };
const div = (style: Record<string, unknown>, children?: unknown): Node => ({
  type: 'div',
  props: { style, children },
});

export async function renderWallpaper(options: {
  width: number;
  height: number;
  text: string;
  background: Background;
}): Promise<Uint8Array> {
  const { width, height, text, background } = options;
  const fontSize = fontSizeFor(text, width, height);
  const glows = background.glows.map((glow) => {
    const size = Math.round(Math.max(width, height) * glow.size);
    return div({
      position: 'absolute',
      left: Math.round(glow.x * width - size / 2),
      top: Math.round(glow.y * height - size / 2),
      width: size,
      height: size,
      borderRadius: size,
      backgroundImage: `radial-gradient(circle, ${glow.color} 0%, rgba(0,0,0,0) 70%)`,
    });
  });
  // A dark translucent panel and a text shadow keep the quote legible on every background.
  const panel = div(
    {
      display: 'flex',
      maxWidth: Math.round(width * 0.8),
      padding: `${Math.round(fontSize * 0.8)}px ${Math.round(fontSize * 1.1)}px`,
      borderRadius: Math.round(fontSize * 0.6),
      backgroundColor: 'rgba(0, 0, 0, 0.45)',
      color: '#ffffff',
      fontSize,
      lineHeight: 1.3,
      textAlign: 'center',
      textShadow: '0 2px 6px rgba(0, 0, 0, 0.8)',
    },
    text,
  );
  const root = div(
    {
      width,
      height,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      backgroundImage: background.base,
      fontFamily: 'Roboto',
      position: 'relative',
    },
    [...glows, panel],
  );
  const svg = await satori(root as never, {
    width,
    height,
    fonts: [{ name: 'Roboto', data: fontData(), weight: 700, style: 'normal' }],
  });
  return new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng();
}
