// Renders a quote wallpaper to PNG: satori lays out the text (bundled Roboto for Latin, other scripts
// and emoji from the fonts the quote needs, wallpaper-fonts.ts), resvg rasterizes it. Both run as
// WebAssembly modules in workerd.
import { Resvg } from '@cf-wasm/resvg';
import satori from '@cf-wasm/satori';
import robotoBold from '@fontsource/roboto/files/roboto-latin-700-normal.woff?inline';
import { base64UrlToBytes } from '../../core/encoding/base64url';
import { visualOrder } from '../../core/quotes/visual-order';
import type { Background, Rgb } from './backgrounds';
import { encodePng } from './png-encoder';
import { type FontFetcher, fontsFor, type LoadedFont } from './wallpaper-fonts';

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
export const missingFontNote = 'Some characters could not be drawn: their font is not available.';

type WallpaperOptions = {
  width: number;
  height: number;
  text: string;
  background: Background;
  fetchFont: FontFetcher;
};

/** Font files satori could not lay out with (an unsupported OpenType feature), skipped from then on. */
const unusableFonts = new Set<string>();

/** A drawn wallpaper; `hasUnloadedFont` when a font file it needed could not be loaded this time. */
export type DrawnWallpaper = { png: Uint8Array<ArrayBuffer>; hasUnloadedFont: boolean };

export async function renderWallpaper(options: WallpaperOptions): Promise<DrawnWallpaper> {
  const loaded = await fontsFor(options.text, options.fetchFont);
  const usable = loaded.fonts.filter((font) => !unusableFonts.has(font.family));
  let svg: string;
  try {
    svg = await layOut(options, usable, loaded.missing || usable.length < loaded.fonts.length);
  } catch (error) {
    // Find the fonts satori cannot use with this text, so the quote is drawn with the others.
    for (const font of usable)
      await layOut(options, [font], false).catch(() => {
        console.error(
          `Wallpaper font ${font.family} cannot be laid out:`,
          error instanceof Error ? error.message : error,
        );
        unusableFonts.add(font.family);
      });
    const rest = usable.filter((font) => !unusableFonts.has(font.family));
    svg = await layOut(options, rest.length < usable.length ? rest : [], true);
  }
  const image = new Resvg(svg, { fitTo: { mode: 'original' } }).render();
  return {
    png: await encodePng(image.pixels, image.width, image.height),
    hasUnloadedFont: loaded.hasUnloadedFile,
  };
}

/** The wallpaper as SVG, drawn with the bundled Roboto and `fonts`; `missing` adds the note. */
async function layOut(options: WallpaperOptions, fonts: LoadedFont[], missing: boolean): Promise<string> {
  const { width, height, text, background } = options;
  const fontSize = fontSizeFor(text, width, height);
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
      div({ display: 'flex' }, visualOrder(text)),
      ...(missing
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
      fontFamily: ['Roboto', ...fonts.map((font) => font.family)].map((family) => `'${family}'`).join(', '),
      position: 'relative',
    },
    [...backgroundNodes(background, width, height), panel],
  );
  return satori(root as never, {
    width,
    height,
    fonts: [
      { name: 'Roboto', data: fontData(), weight: 700, style: 'normal' },
      ...fonts.map((font) => ({
        name: font.family,
        data: font.data,
        weight: 700 as const,
        style: 'normal' as const,
      })),
    ],
  });
}
