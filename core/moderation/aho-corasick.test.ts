import { expect, test } from 'vitest';
import { buildAutomaton, forEachOccurrence } from './aho-corasick';

const occurrences = (keys: string[], text: string) => {
  const found: [string, number][] = [];
  forEachOccurrence(buildAutomaton(keys), text, (key, start) => {
    found.push([keys[key] as string, start]);
    return false;
  });
  return found;
};

test('finds every key, overlapping ones and keys inside keys included', () => {
  expect(occurrences(['he', 'she', 'his', 'hers'], 'ushers')).toEqual([
    ['she', 1],
    ['he', 2],
    ['hers', 2],
  ]);
});

test('works on non-ASCII and surrogate pairs', () => {
  expect(occurrences(['привет', '😀x'], 'ну привет 😀x')).toEqual([
    ['привет', 3],
    ['😀x', 10],
  ]);
});

test('stops when the visitor says so', () => {
  let seen = 0;
  forEachOccurrence(buildAutomaton(['a']), 'aaaa', () => {
    seen++;
    return true;
  });
  expect(seen).toBe(1);
});
