import { describe, expect, test } from 'vitest';
import { characterCount, checkLength } from './length';

describe('length filter', () => {
  test('trips over 300 characters, not at 300', () => {
    expect(checkLength('a'.repeat(301), { max: 300 })?.reason).toBe('301 characters (at most 300)');
    expect(checkLength('a'.repeat(300), { max: 300 })).toBeNull();
  });

  test('an emoji is one character, as Twitch counts them', () => {
    expect(characterCount('😀😀😀')).toBe(3);
    expect(checkLength('😀'.repeat(300), { max: 300 })).toBeNull();
  });

  test('lone surrogates count without throwing', () => {
    expect(characterCount('\uD800a\uDC00')).toBe(3);
  });
});
