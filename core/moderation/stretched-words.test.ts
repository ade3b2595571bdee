import { describe, expect, test } from 'vitest';
import {
  collapseLetterRuns,
  compileStretchedWords,
  forEachStretch,
  hasStretchedLetters,
  originalIndex,
  readsAsEntry,
} from './stretched-words';

describe('hasStretchedLetters', () => {
  test('a run of three or more of the same letter is a stretch; two, digits and symbols are not', () => {
    expect(hasStretchedLetters('lets goooo', 0, 10)).toBe(true);
    expect(hasStretchedLetters('ßßß', 0, 3)).toBe(true);
    for (const text of ['hello', 'good', '', 'a', '1000', '!!!', '___', '...', 'ab ba'])
      expect(hasStretchedLetters(text, 0, text.length)).toBe(false);
  });

  test('looks only inside the given span', () => {
    expect(hasStretchedLetters('aaa bad', 3, 7)).toBe(false);
    expect(hasStretchedLetters('aaa bad', 0, 3)).toBe(true);
  });
});

describe('collapseLetterRuns', () => {
  test('makes every run of a letter one letter; other runs stay', () => {
    expect(collapseLetterRuns('fuuuck  baad!! 1000')).toBe('fuck  bad!! 1000');
    expect(collapseLetterRuns('aaaaaaaa')).toBe('a');
    expect(collapseLetterRuns('hi ...')).toBe('hi ...');
  });
});

describe('originalIndex', () => {
  test('finds where each collapsed character starts in the original, and the end', () => {
    const text = 'fuuuck  baad!!';
    const starts = Array.from({ length: 12 }, (_, index) => originalIndex(text, index));
    expect(starts).toEqual([0, 1, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14]);
  });
});

describe('forEachStretch', () => {
  const stretches = (text: string, reach: number, wanted = (_word: string) => true) => {
    const found: string[] = [];
    forEachStretch(
      text,
      reach,
      (start, end) => wanted(text.slice(start, end)),
      (start, end) => found.push(text.slice(start, end)),
    );
    return found;
  };

  test('takes each stretched word with `reach` collapsed characters either side, whole runs included', () => {
    expect(stretches('hello there my fuuuck you all', 4)).toEqual([' my fuuuck you']);
    expect(stretches('xaabbbcc dd', 2)).toEqual(['xaabbbcc dd']);
    expect(stretches('oooh', 10)).toEqual(['oooh']);
  });

  test('merges the stretches of words close together and keeps apart those far apart', () => {
    expect(stretches('aaa b ccc', 3)).toEqual(['aaa b ccc']);
    expect(stretches('aaa bcdefgh ccc', 2)).toEqual(['aaa b', 'h ccc']);
  });

  test('skips the stretched words that are not wanted', () => {
    expect(stretches('lets goooo and fuuuck', 2, (word) => word !== 'goooo')).toEqual(['d fuuuck']);
  });

  test('finds nothing in text without a run of three of a letter', () => {
    expect(stretches('hello good 1000 !!!', 5)).toEqual([]);
  });
});

describe('readsAsEntry', () => {
  test('a stretched word may differ in its runs; every other word must be as written', () => {
    expect(readsAsEntry('kiiiss ass', 0, 10, 'kiss ass')).toBe(true);
    expect(readsAsEntry('kiiiss as', 0, 9, 'kiss ass')).toBe(false);
    expect(readsAsEntry('oh fuuuck', 3, 9, 'fuck')).toBe(true);
  });

  test('a stretched word only lengthens runs: bobbb is not boob, aaas is not ass', () => {
    expect(readsAsEntry('bobbb', 0, 5, 'boob')).toBe(false);
    expect(readsAsEntry('aaas', 0, 4, 'ass')).toBe(false);
    expect(readsAsEntry('aaasss', 0, 6, 'ass')).toBe(true);
  });

  test('a span with no stretched word is left to the plain matcher', () => {
    expect(readsAsEntry('as', 0, 2, 'ass')).toBe(false);
    expect(readsAsEntry('kiss ass', 0, 8, 'kiss ass')).toBe(false);
  });
});

describe('compileStretchedWords', () => {
  const matches = (keys: string[], text: string) => {
    const found = new Set<string>();
    compileStretchedWords(keys).forEachMatch(text, (key) => found.add(keys[key] as string));
    return [...found];
  };

  test('matches whole stretched words against the keys with their runs collapsed', () => {
    expect(matches(['bad', 'ass', 'a much longer phrase here'], 'so baaad')).toEqual(['bad']);
    expect(matches(['bad', 'a much longer phrase here'], 'xbaaad baaadx')).toEqual([]);
  });

  test('sees a phrase whose stretched word is far from the others in the message', () => {
    const keys = ['kiss ass', 'x'];
    expect(matches(keys, `${'filler '.repeat(20)}kiss asssss ${'filler '.repeat(20)}`)).toEqual(['kiss ass']);
  });

  test('an empty list matches nothing', () => {
    expect(matches([], 'fuuuck')).toEqual([]);
  });
});

describe('compileStretchedWords against a word-by-word reading', () => {
  // The reference: split into words; a stretched word matches a key's word when a pattern made of
  // the key's word, each run of a letter n long as `x{n,}`, matches it; any other word only when
  // equal; at least one word of the match is stretched.
  const lengthened = (word: string) =>
    new RegExp(`^${word.replace(/(.)\1*/g, (run) => `${run[0]}{${run.length},}`)}$`);
  const reference = (keys: string[], text: string) => {
    const words = text.split(' ');
    const found = new Set<string>();
    for (const key of keys) {
      const keyWords = key.split(' ');
      for (let at = 0; at + keyWords.length <= words.length; at++) {
        const span = words.slice(at, at + keyWords.length);
        const agree = span.every((word, index) =>
          hasStretchedLetters(word, 0, word.length)
            ? lengthened(keyWords[index] as string).test(word)
            : word === keyWords[index],
        );
        if (agree && span.some((word) => hasStretchedLetters(word, 0, word.length))) found.add(key);
      }
    }
    return [...found].sort();
  };

  test('agrees on thousands of random messages over a small alphabet', () => {
    let seed = 7;
    const next = (below: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % below;
    };
    const word = () => Array.from({ length: 1 + next(6) }, () => 'abs'[next(3)]).join('');
    const keys = [
      ...new Set(Array.from({ length: 30 }, () => (next(4) === 0 ? `${word()} ${word()}` : word()))),
    ];
    const matcher = compileStretchedWords(keys);
    for (let round = 0; round < 3000; round++) {
      const text = Array.from({ length: 1 + next(8) }, word).join(' ');
      const found = new Set<string>();
      matcher.forEachMatch(text, (key) => found.add(keys[key] as string));
      expect([...found].sort(), text).toEqual(reference(keys, text));
    }
  });
});
