// Renders a quote wallpaper to PNG: satori lays out the text (bundled Roboto for Latin, other scripts
// and emoji from the fonts the quote needs, wallpaper-fonts.ts), resvg rasterizes it. Both run as
// WebAssembly modules in workerd.
import { Resvg } from '@cf-wasm/resvg';
import satori from '@cf-wasm/satori';
import robotoBold from '@fontsource/roboto/files/roboto-latin-700-normal.woff?inline';
import { base64UrlToBytes } from '../../core/encoding/base64url';
import type { Background, Rgb } from './backgrounds';
import { encodePng } from './png-encoder';
import { type FontFetcher, fontsFor } from './wallpaper-fonts';

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

/** Gradient bands: plain fills rasterize many times faster than a gradient fill in resvg. */
const gradientBands = 60;

function mix(from: Rgb, to: Rgb, t: number): string {
  const channel = (i: number) =>
    Math.round((from[i] as number) + ((to[i] as number) - (from[i] as number)) * t);
  return `rgb(${channel(0)}, ${channel(1)}, ${channel(2)})`;
}

function backgroundNodes(background: Background, width: number, height: number): Node[] {
  const bandHeight = height / gradientBands;
  const bands = Array.from({ length: gradientBands }, (_, i) =>
    div({
      position: 'absolute',
      left: 0,
      top: Math.floor(i * bandHeight),
      width,
      height: Math.ceil(bandHeight) + 1,
      backgroundColor: mix(background.top, background.bottom, i / (gradientBands - 1)),
    }),
  );
  // Each light is a few stacked translucent discs: a soft glow without a costly blur or gradient.
  const glows = background.glows.flatMap((glow) => {
    const full = Math.max(width, height) * glow.size;
    return [1, 0.7, 0.45].map((scale) => {
      const size = Math.round(full * scale);
      return div({
        position: 'absolute',
        left: Math.round(glow.x * width - size / 2),
        top: Math.round(glow.y * height - size / 2),
        width: size,
        height: size,
        borderRadius: size,
        backgroundColor: `rgba(${glow.color.join(', ')}, 0.08)`,
      });
    });
  });
  return [...bands, ...glows];
}

/** Said under the quote when a font it needs did not load, rather than leaving unexplained boxes. */
export const missingFontNote = 'Some characters could not be drawn: their font did not load.';

export async function renderWallpaper(options: {
  width: number;
  height: number;
  text: string;
  background: Background;
  fetchFont: FontFetcher;
}): Promise<Uint8Array<ArrayBuffer>> {
  const { width, height, text, background } = options;
  const fontSize = fontSizeFor(text, width, height);
  const extra = await fontsFor(text, options.fetchFont);
  const families = [...new Set(extra.fonts.map((font) => font.family))];
  // A dark translucent panel keeps the quote legible on every background.
  const panel = div(
    {
      display: 'flex',
      maxWidth: Math.round(width * 0.8),
      padding: `${Math.round(fontSize * 0.8)}px ${Math.round(fontSize * 1.1)}px`,
      borderRadius: Math.round(fontSize * 0.6),
      backgroundColor: 'rgba(0, 0, 0, 0.5)',
      color: '#ffffff',
      fontSize,
      lineHeight: 1.3,
      textAlign: 'center',
      flexDirection: 'column',
      alignItems: 'center',
    },
    [
      div({ display: 'flex' }, text),
      ...(extra.missing
        ? [
            div(
              {
                display: 'flex',
                marginTop: Math.round(fontSize * 0.5),
                fontSize: Math.max(10, Math.round(fontSize * 0.45)),
                opacity: 0.85,
              },
              missingFontNote,
            ),
          ]
        : []),
    ],
  );
  const root = div(
    {
      width,
      height,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      fontFamily: ['Roboto', ...families].map((family) => `'${family}'`).join(', '),
      position: 'relative',
    },
    [...backgroundNodes(background, width, height), panel],
  );
  const svg = await satori(root as never, {
    width,
    height,
    fonts: [
      { name: 'Roboto', data: fontData(), weight: 700, style: 'normal' },
      ...extra.fonts.map((font) => ({
        name: font.family,
        data: font.data,
        weight: 700 as const,
        style: 'normal' as const,
      })),
    ],
  });
  const image = new Resvg(svg, { fitTo: { mode: 'original' } }).render();
  return encodePng(image.pixels, image.width, image.height);
}
