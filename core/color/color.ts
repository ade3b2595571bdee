// The overlays' colour format (spec overlays.md "Shared conventions"): six hex digits of colour then
// two of alpha, no leading #, where the alpha is a percentage scaled to 0-255. The colour picker
// edits it as RGB or HSV channels, each clamped to its range.

/** r, g, b 0-255; a is the alpha percentage 0-100. */
export type Rgba = { r: number; g: number; b: number; a: number };
/** h 0-359; s, v and a 0-100. */
export type Hsva = { h: number; s: number; v: number; a: number };

export type ColorChannel = 'r' | 'g' | 'b' | 'h' | 's' | 'v' | 'a';

/** Each channel's range, as the picker's number inputs offer it. */
export const channelRanges: Record<ColorChannel, { min: number; max: number }> = {
  r: { min: 0, max: 255 },
  g: { min: 0, max: 255 },
  b: { min: 0, max: 255 },
  h: { min: 0, max: 359 },
  s: { min: 0, max: 100 },
  v: { min: 0, max: 100 },
  a: { min: 0, max: 100 },
};

/** A typed channel value brought into its range and rounded; null when it is not a number at all. */
export function clampChannel(channel: ColorChannel, input: string | number): number | null {
  const value = typeof input === 'number' ? input : Number(input.trim() === '' ? Number.NaN : input);
  if (!Number.isFinite(value)) return null;
  const { min, max } = channelRanges[channel];
  return Math.min(max, Math.max(min, Math.round(value)));
}

const hex2 = (byte: number) => byte.toString(16).padStart(2, '0');

/** The 8-digit stored form; alpha 50 % becomes 80 (127.5 rounded). */
export function formatColor({ r, g, b, a }: Rgba): string {
  return `${hex2(r)}${hex2(g)}${hex2(b)}${hex2(Math.round((a / 100) * 255))}`;
}

/** The stored 8-digit form as channels, or null when it is not 8 hex digits. */
export function parseColor(text: string): Rgba | null {
  if (!/^[0-9a-fA-F]{8}$/.test(text)) return null;
  const byte = (at: number) => Number.parseInt(text.slice(at, at + 2), 16);
  return { r: byte(0), g: byte(2), b: byte(4), a: Math.round((byte(6) / 255) * 100) };
}

/** The picker's hex input: six digits (a leading # is allowed), applied only when valid. */
export function parseHexInput(text: string): { r: number; g: number; b: number } | null {
  const digits = text.trim().replace(/^#/, '');
  if (!/^[0-9a-fA-F]{6}$/.test(digits)) return null;
  const byte = (at: number) => Number.parseInt(digits.slice(at, at + 2), 16);
  return { r: byte(0), g: byte(2), b: byte(4) };
}

/** The six colour digits of a colour, as the hex input shows them. */
export function hexOf({ r, g, b }: { r: number; g: number; b: number }): string {
  return `${hex2(r)}${hex2(g)}${hex2(b)}`;
}

export function rgbToHsv({ r, g, b, a }: Rgba): Hsva {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const delta = max - Math.min(rn, gn, bn);
  let hue = 0;
  if (delta > 0) {
    if (max === rn) hue = ((gn - bn) / delta) % 6;
    else if (max === gn) hue = (bn - rn) / delta + 2;
    else hue = (rn - gn) / delta + 4;
  }
  return {
    // 359.6 degrees rounds to a full turn, which is hue 0.
    h: Math.round(hue * 60 + 360) % 360,
    s: max === 0 ? 0 : Math.round((delta / max) * 100),
    v: Math.round(max * 100),
    a,
  };
}

export function hsvToRgb({ h, s, v, a }: Hsva): Rgba {
  const sn = s / 100;
  const vn = v / 100;
  const channel = (n: number) => {
    const k = (n + h / 60) % 6;
    return Math.round((vn - vn * sn * Math.max(0, Math.min(k, 4 - k, 1))) * 255);
  };
  return { r: channel(5), g: channel(3), b: channel(1), a };
}
