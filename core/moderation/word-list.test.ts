import { describe, expect, test } from 'vitest';
import { maxExpressions, maxWordEntries } from './moderation-settings';
import { normalizeMessage } from './normalize';
import { validateWordEntries } from './word-entries';
import { compileWordList, type WordListSettings } from './word-list';

const listOf = (entries: string[], more: Partial<WordListSettings> = {}) =>
  compileWordList({ entries, entryPunishments: [], leetspeak: false, spacedLetters: false, ...more });
const matchOf = (list: ReturnType<typeof listOf>, text: string) =>
  list.match(normalizeMessage(text, list.folding))?.entry ?? null;

describe('word list matching', () => {
  const list = listOf(['bad', 'a phrase', 'wor*d', '*ness', 'you * idiot', '~/fo+bar/i', '~/CaseSensitive/']);

  test('a word matches whole words only: badger does not match bad', () => {
    expect(matchOf(list, 'that was bad!')).toBe('bad');
    expect(matchOf(list, 'BAD')).toBe('bad');
    expect(matchOf(list, 'a badger')).toBeNull();
    expect(matchOf(list, 'notbad')).toBeNull();
    expect(matchOf(list, 'bad_name')).toBeNull();
  });

  test('look-alike spellings match: full width, zero width, Cyrillic, accents', () => {
    expect(matchOf(list, 'ＢＡＤ')).toBe('bad');
    expect(matchOf(list, 'b\u200Bad')).toBe('bad');
    expect(matchOf(list, 'b\u0430d')).toBe('bad');
    expect(matchOf(list, 'b\u0301a\u0336d')).toBe('bad');
  });

  test('phrases match with any spacing', () => {
    expect(matchOf(list, 'this is A   Phrase here')).toBe('a phrase');
    expect(matchOf(list, 'aphrase')).toBeNull();
  });

  test('* stands for any letters within a word', () => {
    expect(matchOf(list, 'word')).toBe('wor*d');
    expect(matchOf(list, 'worried')).toBe('wor*d');
    expect(matchOf(list, 'wor d')).toBeNull();
    expect(matchOf(list, 'such goodness')).toBe('*ness');
    expect(matchOf(list, 'nessie')).toBeNull();
    expect(matchOf(list, 'you big idiot')).toBe('you * idiot');
  });

  test('expressions run with their flags on the folded text', () => {
    expect(matchOf(list, 'FOOOOBAR')).toBe('~/fo+bar/i');
    expect(matchOf(list, 'CaseSensitive')).toBe('~/CaseSensitive/');
    expect(matchOf(list, 'casesensitive')).toBeNull();
  });

  test('leetspeak and spaced letters match only when switched on', () => {
    const off = listOf(['bad']);
    const on = listOf(['bad'], { leetspeak: true, spacedLetters: true });
    for (const text of ['b4d', 'b a d', 'b.4.d']) {
      expect(matchOf(off, text)).toBeNull();
      expect(matchOf(on, text)).toBe('bad');
    }
  });

  test('an entry written in leetspeak matches its folded spellings', () => {
    const list = listOf(['h4x'], { leetspeak: true });
    expect(matchOf(list, 'hax')).toBe('h4x');
    expect(matchOf(list, 'H4X')).toBe('h4x');
  });

  test("an entry's own action comes with the match, and the harshest wins", () => {
    const list = compileWordList({
      entries: ['meh', 'slur', 'rude'],
      entryPunishments: [
        { entry: 'slur', punishment: { action: 'ban' } },
        { entry: 'rude', punishment: { action: 'timeout', duration: 600 } },
      ],
      leetspeak: false,
      spacedLetters: false,
    });
    expect(list.match(normalizeMessage('meh rude slur', list.folding))).toEqual({
      entry: 'slur',
      punishment: { action: 'ban' },
    });
    expect(list.match(normalizeMessage('meh', list.folding))).toEqual({ entry: 'meh' });
  });

  test('(a+)+$ on 500 a and a b returns at once (RE2 is linear)', () => {
    const list = listOf(['~/(a+)+$/']);
    expect(matchOf(list, `${'a'.repeat(500)}b`)).toBeNull();
    expect(matchOf(list, 'a'.repeat(500))).toBe('~/(a+)+$/');
  });

  test('an entry the engine refuses is left out rather than stopping the list', () => {
    const list = listOf(['~/(a)\\1/', 'bad']);
    expect(list.size).toBe(1);
    expect(matchOf(list, 'bad')).toBe('bad');
  });
});

describe('stretched words', () => {
  const list = listOf(['piss', 'fuck', 'bad', 'ass', 'good', 'too', 'kiss ass', 'good game', 'wor*d']);

  test('a word with a run of three or more of a letter matches the entry it lengthens', () => {
    expect(matchOf(list, 'hello everyone pisss')).toBe('piss');
    expect(matchOf(list, 'FUUUUCK this')).toBe('fuck');
    expect(matchOf(list, 'so baaaad!')).toBe('bad');
    expect(matchOf(list, 'asssss')).toBe('ass');
    expect(matchOf(list, 'gooooood')).toBe('good');
    expect(matchOf(list, 'toooo much')).toBe('too');
  });

  test('a word without such a run is compared as written, even beside a stretched one: as, god, to, baad', () => {
    for (const text of [
      'as if',
      'oh my god',
      'go to bed',
      'baad',
      'fuuck',
      'the pis of it',
      'yesss as to god',
    ])
      expect(matchOf(list, text)).toBeNull();
  });

  test('a stretched word lengthens the entry, never shortens it: bobbb is not boob', () => {
    const list = listOf(['boob', 'ass']);
    expect(matchOf(list, 'booooob')).toBe('boob');
    expect(matchOf(list, 'bobbb')).toBeNull();
    expect(matchOf(list, 'aaas')).toBeNull();
  });

  test('a stretched word still matches whole words only: baaadger does not match bad', () => {
    expect(matchOf(list, 'a baaadger')).toBeNull();
    expect(matchOf(list, 'notbaaad')).toBeNull();
    expect(matchOf(list, 'baaad_name')).toBeNull();
  });

  test('in a phrase, the stretched words may be stretched and the others must be as written', () => {
    const list = listOf(['kiss ass', 'good game']);
    expect(matchOf(list, 'kiiiiss ass')).toBe('kiss ass');
    expect(matchOf(list, 'kiss asssss')).toBe('kiss ass');
    expect(matchOf(list, 'gooood game everyone')).toBe('good game');
    expect(matchOf(list, 'gooood gamme')).toBeNull();
    expect(matchOf(list, 'kiiiss as')).toBeNull();
  });

  test('stretched spellings match after leetspeak and look-alikes are folded', () => {
    const leet = listOf(['shit'], { leetspeak: true });
    expect(matchOf(leet, 'sh111t')).toBe('shit');
    expect(matchOf(list, 'p\u0456\u0455\u0455\u0455')).toBe('piss');
  });

  test('wildcards are not stretched: wooord does not match wor*d', () => {
    expect(matchOf(list, 'wooord')).toBeNull();
  });

  test("a stretched word brings its entry's own action, and the harshest still wins", () => {
    const list = compileWordList({
      entries: ['meh', 'slur'],
      entryPunishments: [{ entry: 'slur', punishment: { action: 'ban' } }],
      leetspeak: false,
      spacedLetters: false,
    });
    expect(list.match(normalizeMessage('meh sluuuur', list.folding))).toEqual({
      entry: 'slur',
      punishment: { action: 'ban' },
    });
  });
});

describe('validateWordEntries', () => {
  test('accepts words, phrases, wildcards and RE2 expressions, (a+)+$ included', () => {
    expect(validateWordEntries(['bad', 'a phrase', 'wor*d', '~/fo+bar/i', '~/(a+)+$/'])).toEqual({
      ok: true,
    });
  });

  test('refuses a back-reference, naming the entry and where in the pattern', () => {
    const check = validateWordEntries(['fine', '~/(a)\\1/']);
    expect(check).toEqual({
      ok: false,
      index: 1,
      reason:
        'Entry 2 ("~/(a)\\1/") is refused: back-references such as \\1 are not supported (at character 4 of the pattern: `\\1`).',
    });
  });

  test('refuses look-around and broken syntax with the engine reason', () => {
    const lookahead = validateWordEntries(['~/a(?=b)/']);
    expect(lookahead.ok === false && lookahead.reason).toContain(
      'look-ahead and look-behind are not supported',
    );
    const unclosed = validateWordEntries(['~/a(b/']);
    expect(unclosed.ok === false && unclosed.reason).toContain('missing closing )');
  });

  test('refuses an expression that would match every message', () => {
    const check = validateWordEntries(['~/x|/']);
    expect(check.ok === false && check.reason).toContain('would match every message');
  });

  test('refuses unsupported flags', () => {
    expect(validateWordEntries(['~/ok/y']).ok).toBe(false);
  });

  test('refuses too many entries, too many expressions and over-long entries', () => {
    expect(validateWordEntries(Array.from({ length: maxWordEntries + 1 }, (_, i) => `w${i}`))).toMatchObject({
      ok: false,
      index: maxWordEntries,
    });
    const expressions = Array.from({ length: maxExpressions + 1 }, (_, i) => `~/e${i}/`);
    expect(validateWordEntries(expressions)).toMatchObject({ ok: false, index: maxExpressions });
    expect(validateWordEntries(['ok', 'x'.repeat(501)])).toMatchObject({ ok: false, index: 1 });
    const longExpression = validateWordEntries([`~/${'a'.repeat(1000)}/`]);
    expect(longExpression.ok === false && longExpression.reason).toContain('at most 1,000');
  });

  test('refuses a wildcard with no text', () => {
    expect(validateWordEntries(['* *'])).toMatchObject({ ok: false, index: 0 });
  });
});
