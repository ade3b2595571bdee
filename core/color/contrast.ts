// How readable one colour is on another: WCAG 2 contrast ratio and its thresholds (spec section 9:
// readability thresholds 4.5, 3 and 7).
import type { Rgba } from './color';

type Rgb = { r: number; g: number; b: number };

export type Readability = 'AAA' | 'AA' | 'AA large' | 'poor';

function luminance({ r, g, b }: Rgb): number {
  const linear = (byte: number) => {
    const c = byte / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** From 1 (no contrast) to 21 (black on white). */
export function contrastRatio(first: Rgb, second: Rgb): number {
  const [a, b] = [luminance(first), luminance(second)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** 7 and up reads for everyone (AAA), 4.5 for normal text (AA), 3 only for large text. */
export function readabilityOf(ratio: number): Readability {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'AA large';
  return 'poor';
}

/** A colour with alpha as it looks over an opaque one. */
export function compositeOver(top: Rgba, bottom: Rgb): Rgb {
  const alpha = top.a / 100;
  const mix = (t: number, b: number) => Math.round(t * alpha + b * (1 - alpha));
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b) };
}
