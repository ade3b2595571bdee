import { describe, expect, it } from 'vitest';
import { compositeOver, contrastRatio, readabilityOf } from './contrast';

const white = { r: 255, g: 255, b: 255 };
const black = { r: 0, g: 0, b: 0 };

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself, in either order', () => {
    expect(contrastRatio(black, white)).toBeCloseTo(21);
    expect(contrastRatio(white, black)).toBeCloseTo(21);
    expect(contrastRatio(white, white)).toBe(1);
  });

  it('matches the WCAG figure for a mid grey on white', () => {
    expect(contrastRatio({ r: 118, g: 118, b: 118 }, white)).toBeCloseTo(4.54, 2);
  });
});

describe('readabilityOf', () => {
  it('labels the thresholds 7, 4.5 and 3', () => {
    expect(readabilityOf(7)).toBe('AAA');
    expect(readabilityOf(6.99)).toBe('AA');
    expect(readabilityOf(4.5)).toBe('AA');
    expect(readabilityOf(4.49)).toBe('AA large');
    expect(readabilityOf(3)).toBe('AA large');
    expect(readabilityOf(2.99)).toBe('poor');
  });
});

describe('compositeOver', () => {
  it('mixes a translucent colour into the one below by its alpha', () => {
    expect(compositeOver({ ...white, a: 100 }, black)).toEqual(white);
    expect(compositeOver({ ...white, a: 0 }, black)).toEqual(black);
    expect(compositeOver({ ...white, a: 50 }, black)).toEqual({ r: 128, g: 128, b: 128 });
  });
});
