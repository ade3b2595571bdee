import { describe, expect, it } from 'vitest';
import { clampChannel, formatColor, hexOf, hsvToRgb, parseColor, parseHexInput, rgbToHsv } from './color';

describe('the 8-digit colour', () => {
  it('reads colour and alpha, the alpha as a percentage', () => {
    expect(parseColor('ffffffff')).toEqual({ r: 255, g: 255, b: 255, a: 100 });
    expect(parseColor('0000004d')).toEqual({ r: 0, g: 0, b: 0, a: 30 });
    expect(parseColor('A970FF00')).toEqual({ r: 169, g: 112, b: 255, a: 0 });
  });

  it('refuses anything but 8 hex digits', () => {
    expect(parseColor('ffffff')).toBeNull();
    expect(parseColor('#ffffffff')).toBeNull();
    expect(parseColor('gggggggg')).toBeNull();
  });

  it('writes lowercase hex with the alpha percentage scaled to 0-255', () => {
    expect(formatColor({ r: 255, g: 255, b: 255, a: 100 })).toBe('ffffffff');
    expect(formatColor({ r: 0, g: 0, b: 0, a: 30 })).toBe('0000004d');
    expect(formatColor({ r: 16, g: 1, b: 171, a: 50 })).toBe('1001ab80');
  });

  it('survives a round trip for every whole alpha percentage', () => {
    for (let a = 0; a <= 100; a++) {
      expect(parseColor(formatColor({ r: 1, g: 2, b: 3, a }))?.a).toBe(a);
    }
  });
});

describe('the hex input', () => {
  it('applies six hex digits, with or without a #', () => {
    expect(parseHexInput('ff8000')).toEqual({ r: 255, g: 128, b: 0 });
    expect(parseHexInput('#FF8000')).toEqual({ r: 255, g: 128, b: 0 });
  });

  it('does not apply a partial or invalid value', () => {
    expect(parseHexInput('ff80')).toBeNull();
    expect(parseHexInput('ff80001')).toBeNull();
    expect(parseHexInput('zz8000')).toBeNull();
  });

  it('shows the six colour digits', () => {
    expect(hexOf({ r: 255, g: 8, b: 0 })).toBe('ff0800');
  });
});

describe('clampChannel', () => {
  it('keeps RGB within 0-255', () => {
    expect(clampChannel('r', '300')).toBe(255);
    expect(clampChannel('g', '-4')).toBe(0);
    expect(clampChannel('b', '12.6')).toBe(13);
  });

  it('keeps hue within 0-359 and saturation, brightness and alpha within 0-100', () => {
    expect(clampChannel('h', 360)).toBe(359);
    expect(clampChannel('s', 140)).toBe(100);
    expect(clampChannel('v', -1)).toBe(0);
    expect(clampChannel('a', '101')).toBe(100);
  });

  it('ignores what is not a number', () => {
    expect(clampChannel('r', '')).toBeNull();
    expect(clampChannel('a', 'x')).toBeNull();
  });
});

describe('RGB and HSV', () => {
  it('converts the primaries and greys', () => {
    expect(rgbToHsv({ r: 255, g: 0, b: 0, a: 100 })).toEqual({ h: 0, s: 100, v: 100, a: 100 });
    expect(rgbToHsv({ r: 0, g: 255, b: 0, a: 50 })).toEqual({ h: 120, s: 100, v: 100, a: 50 });
    expect(rgbToHsv({ r: 0, g: 0, b: 255, a: 0 })).toEqual({ h: 240, s: 100, v: 100, a: 0 });
    expect(rgbToHsv({ r: 128, g: 128, b: 128, a: 100 })).toEqual({ h: 0, s: 0, v: 50, a: 100 });
    expect(hsvToRgb({ h: 60, s: 100, v: 100, a: 100 })).toEqual({ r: 255, g: 255, b: 0, a: 100 });
    expect(hsvToRgb({ h: 0, s: 0, v: 0, a: 20 })).toEqual({ r: 0, g: 0, b: 0, a: 20 });
  });

  it('keeps hue below 360: a red just short of a full turn rounds to 359 or wraps to 0', () => {
    expect(rgbToHsv({ r: 255, g: 0, b: 5, a: 100 }).h).toBe(359);
    expect(rgbToHsv({ r: 255, g: 0, b: 1, a: 100 }).h).toBe(0);
  });

  it('returns close to the same RGB after a round trip', () => {
    for (const rgba of [
      { r: 169, g: 112, b: 255, a: 100 },
      { r: 14, g: 14, b: 18, a: 30 },
      { r: 250, g: 128, b: 3, a: 0 },
    ]) {
      const back = hsvToRgb(rgbToHsv(rgba));
      for (const key of ['r', 'g', 'b'] as const)
        expect(Math.abs(back[key] - rgba[key])).toBeLessThanOrEqual(3);
      expect(back.a).toBe(rgba.a);
    }
  });
});
