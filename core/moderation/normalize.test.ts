import { describe, expect, test } from 'vitest';
import { foldLeetspeak, joinSpacedLetters, normalizeMessage, stepNames } from './normalize';

const plain = { leetspeak: false, spacedLetters: false };
const all = { leetspeak: true, spacedLetters: true };

describe('normalizeMessage', () => {
  test('full-width letters become ASCII through NFKC', () => {
    const result = normalizeMessage('ＢＡＤ', plain);
    expect(result.steps[0]).toEqual({ name: stepNames.nfkc, text: 'BAD' });
    expect(result.normalized).toBe('bad');
  });

  test('zero-width and format characters are removed', () => {
    for (const hidden of ['\u200B', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u034F', '\u202E'])
      expect(normalizeMessage(`b${hidden}ad`, plain).normalized).toBe('bad');
    const result = normalizeMessage('b\u200Bad', plain);
    expect(result.steps[1]).toEqual({ name: stepNames.format, text: 'bad' });
  });

  test('a tag character appended to dodge the duplicate check is removed', () => {
    expect(normalizeMessage('same message \u{E0000}', plain).normalized).toBe('same message');
  });

  test('Cyrillic and Greek look-alikes fold to Latin', () => {
    expect(normalizeMessage('b\u0430d', plain).normalized).toBe('bad');
    expect(normalizeMessage('\u0421\u0410\u0422', plain).normalized).toBe('cat');
    expect(normalizeMessage('\u0399DIOT', plain).normalized).toBe('idiot');
    expect(normalizeMessage('\u043C\u0435\u0441\u0441', plain).normalized).toBe('mecc');
  });

  test('accents and stacked marks are dropped from the folded text', () => {
    expect(normalizeMessage('f\u00FCck', plain).normalized).toBe('fuck');
    expect(normalizeMessage('b\u0337\u031Ba\u0338d\u0336', plain).normalized).toBe('bad');
  });

  test('plain ASCII words stay themselves (the skeleton data would make m into rn)', () => {
    const result = normalizeMessage('Mill IS 10 times Better', plain);
    expect(result.normalized).toBe('mill is 10 times better');
    expect(result.folded).toBe('Mill IS 10 times Better');
  });

  test('the folded text keeps case for expressions; the normalised one is lower case with spaces collapsed', () => {
    const result = normalizeMessage('  Hello   W\u043Erld  ', plain);
    expect(result.folded).toBe('  Hello   World  ');
    expect(result.normalized).toBe('hello world');
  });

  test('link hosts are read before look-alikes are folded', () => {
    expect(normalizeMessage('y\u043Eutube.com', plain).unfolded).toBe('y\u043Eutube.com');
  });

  test('leetspeak and spaced letters apply only to the word-list copy, and only when asked', () => {
    const off = normalizeMessage('b 4 d h3ll0', plain);
    expect(off.forWords).toBe('b 4 d h3ll0');
    expect(off.steps).toHaveLength(4);
    const on = normalizeMessage('b 4 d h3ll0', all);
    expect(on.normalized).toBe('b 4 d h3ll0');
    expect(on.forWords).toBe('bad hello');
    expect(on.steps.map((step) => step.name)).toEqual([
      stepNames.nfkc,
      stepNames.format,
      stepNames.lookalikes,
      stepNames.lowerCase,
      stepNames.spacedLetters,
      stepNames.leetspeak,
    ]);
  });

  test('bad input never throws', () => {
    const zalgo = `z${'\u0336\u0337\u0338\u0321\u0322'.repeat(100)}`;
    const inputs = [
      zalgo,
      '\uD800 lone \uDC00 surrogates \uD83D',
      'مرحبا بالجميع \u202Ereversed\u202C שלום',
      '👨‍👩‍👧‍👦 🇫🇷 ❤️ 1️⃣',
      '',
      '\u0000\u0001',
      'ﷺ'.repeat(100),
    ];
    for (const text of inputs) expect(() => normalizeMessage(text, all)).not.toThrow();
  });
});

describe('word-list folding', () => {
  test('leetspeak folds inside words but leaves numbers and mentions alone', () => {
    expect(foldLeetspeak('h4x0r $hit b@d')).toBe('haxor shit bad');
    expect(foldLeetspeak('won 1000 games @streamer')).toBe('won 1000 games @streamer');
  });

  test('three or more single letters are joined, with spaces, dots or dashes between', () => {
    expect(joinSpacedLetters('you are b a d')).toBe('you are bad');
    expect(joinSpacedLetters('b.a.d and b-a-d')).toBe('bad and bad');
    expect(joinSpacedLetters('i am ok')).toBe('i am ok');
    expect(joinSpacedLetters('a b')).toBe('a b');
  });
});
