// Stretched words (`fuuuuck`, `pisss`): a word of the message with a run of three or more of the same
// letter matches a word of the list's words and phrases that it lengthens: the same letters, each run
// as long or longer (`pisss` is `piss` lengthened; `bobbb` is not `boob`). Found with every run of a
// letter collapsed to one on both sides, then checked. Words without such a run are compared as
// written, so `as` never matches `ass`, nor `god` `good`, nor `to` `too`. Most chat has no such run,
// and then nothing here runs beyond one scan for it; otherwise only the text around a stretched word
// that collapses to one of the list's words is read, not the whole message.
import { buildAutomaton, forEachOccurrence } from './aho-corasick';
import {
  codePointAt,
  endsWithWord,
  isWordAt,
  isWordBefore,
  isWordCode,
  startsWithWord,
  widthOf,
} from './character-classes';

const letterPattern = /\p{L}/u;

/** A letter as one UTF-16 unit (a surrogate half is not; runs of astral letters are not collapsed). */
function isLetterUnit(code: number): boolean {
  if (code < 128) return (code | 32) >= 97 && (code | 32) <= 122;
  return letterPattern.test(String.fromCharCode(code));
}

/** Whether the unit at `index` repeats the letter before it (collapsing drops it). */
const repeatsLetter = (text: string, index: number) =>
  index > 0 && text.charCodeAt(index) === text.charCodeAt(index - 1) && isLetterUnit(text.charCodeAt(index));

/** Whether `text[start, end)` has a run of three or more of the same letter. */
export function hasStretchedLetters(text: string, start: number, end: number): boolean {
  let previous = -1;
  let run = 0;
  for (let index = start; index < end; index++) {
    const code = text.charCodeAt(index);
    if (code !== previous) {
      previous = code;
      run = 1;
    } else if (++run === 3 && isLetterUnit(code)) return true;
  }
  return false;
}

/** Every run of the same letter made one letter (`fuuuck  baad!!` → `fuck  bad!!`); other characters
 * (`!!!`, `1000`) stay as they are. */
export function collapseLetterRuns(text: string): string {
  let out = '';
  let pieceStart = 0;
  for (let index = 1; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code !== text.charCodeAt(index - 1) || !isLetterUnit(code)) continue;
    out += text.slice(pieceStart, index);
    while (index + 1 < text.length && text.charCodeAt(index + 1) === code) index++;
    pieceStart = index + 1;
  }
  return pieceStart === 0 ? text : out + text.slice(pieceStart);
}

/**
 * Where the character at `collapsedIndex` of `collapseLetterRuns(text)` starts in `text` (the length
 * of `text` for the end). A walk of the text: it runs only for a candidate match, not per message.
 */
export function originalIndex(text: string, collapsedIndex: number): number {
  let kept = 0;
  for (let index = 0; index < text.length; index++) {
    if (repeatsLetter(text, index)) continue;
    if (kept === collapsedIndex) return index;
    kept++;
  }
  return text.length;
}

/** From `index` back over `count` characters of the collapsed text (to the start of a run). */
function backOver(text: string, index: number, count: number): number {
  let at = index;
  for (let kept = 0; at > 0 && kept < count; ) {
    at--;
    if (!repeatsLetter(text, at)) kept++;
  }
  return at;
}

/** From `index` on over `count` characters of the collapsed text (to the end of a run). */
function onOver(text: string, index: number, count: number): number {
  let at = index;
  for (let kept = 0; at < text.length && kept < count; kept++) {
    at++;
    while (at < text.length && repeatsLetter(text, at)) at++;
  }
  return at;
}

/** Where the next run of three or more of a letter at or after `from` starts, or -1. Runs on every
 * message: kept to one read per character (about 5 ns each). */
export function nextStretchedRun(text: string, from: number): number {
  let previous = -1;
  let run = 0;
  for (let index = from; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code !== previous) {
      previous = code;
      run = 1;
    } else if (++run === 3 && isLetterUnit(code)) return index - 2;
  }
  return -1;
}

/** Where the word holding the character at `index` starts. */
function wordStartAt(text: string, index: number): number {
  let at = index;
  while (at > 0 && isWordBefore(text, at)) {
    const before = text.charCodeAt(at - 1);
    at -= before >= 0xdc00 && before <= 0xdfff && at >= 2 ? 2 : 1;
  }
  return at;
}

/**
 * Calls `visit(start, end)` for each stretch of `text` around its stretched words (those with a run
 * of three or more of a letter) that `isWanted(wordStart, wordEnd)`: the word with `reach` collapsed
 * characters either side, overlapping stretches merged. An entry no longer than `reach` once
 * collapsed that takes in such a word lies within one of them.
 */
export function forEachStretch(
  text: string,
  reach: number,
  isWanted: (wordStart: number, wordEnd: number) => boolean,
  visit: (start: number, end: number) => void,
): void {
  let stretchStart = -1;
  let stretchEnd = -1;
  for (let runStart = nextStretchedRun(text, 0); runStart !== -1; ) {
    const wordStart = wordStartAt(text, runStart);
    const wordEnd = segmentEnd(text, runStart, true);
    if (isWanted(wordStart, wordEnd)) {
      const start = backOver(text, wordStart, reach);
      const end = onOver(text, wordEnd, reach);
      if (stretchEnd >= start) stretchEnd = Math.max(stretchEnd, end);
      else {
        if (stretchStart !== -1) visit(stretchStart, stretchEnd);
        stretchStart = start;
        stretchEnd = end;
      }
    }
    runStart = nextStretchedRun(text, wordEnd);
  }
  if (stretchStart !== -1) visit(stretchStart, stretchEnd);
}

/** Where the run of word (or of non-word) characters starting at `index` ends. */
function segmentEnd(text: string, index: number, isWord: boolean): number {
  let at = index;
  while (at < text.length) {
    const code = codePointAt(text, at);
    if (isWordCode(code) !== isWord) break;
    at += widthOf(code);
  }
  return at;
}

function sameUnits(text: string, start: number, other: string, otherStart: number, length: number) {
  for (let offset = 0; offset < length; offset++)
    if (text.charCodeAt(start + offset) !== other.charCodeAt(otherStart + offset)) return false;
  return true;
}

/** Whether the word `text[start, end)` is `entry[entryStart, entryEnd)` with runs of a letter as long
 * or longer: `pisss` for `piss`, not `bobbb` for `boob` nor `aaas` for `ass`. */
function lengthens(
  text: string,
  start: number,
  end: number,
  entry: string,
  entryStart: number,
  entryEnd: number,
) {
  let at = start;
  let entryAt = entryStart;
  while (at < end && entryAt < entryEnd) {
    const code = text.charCodeAt(at);
    if (code !== entry.charCodeAt(entryAt)) return false;
    let runEnd = at + 1;
    let entryRunEnd = entryAt + 1;
    if (isLetterUnit(code)) {
      while (runEnd < end && text.charCodeAt(runEnd) === code) runEnd++;
      while (entryRunEnd < entryEnd && entry.charCodeAt(entryRunEnd) === code) entryRunEnd++;
      if (runEnd - at < entryRunEnd - entryAt) return false;
    }
    at = runEnd;
    entryAt = entryRunEnd;
  }
  return at === end && entryAt === entryEnd;
}

/**
 * Whether `text[start, end)`, already known to equal `entry` once both have their letter runs
 * collapsed, reads as `entry` word by word: each stretched word lengthens the entry's word, every
 * other word is the entry's word exactly. The span holds whole words only (the caller checked the
 * word edges), and collapsing keeps each word and each gap between words, so the span's words line
 * up one to one with the entry's.
 */
export function readsAsEntry(text: string, start: number, end: number, entry: string): boolean {
  let at = start;
  let entryAt = 0;
  let sawStretched = false;
  while (at < end && entryAt < entry.length) {
    const isWord = isWordCode(codePointAt(text, at));
    const wordEnd = Math.min(segmentEnd(text, at, isWord), end);
    const entryEnd = segmentEnd(entry, entryAt, isWord);
    if (isWord) {
      if (hasStretchedLetters(text, at, wordEnd)) {
        if (!lengthens(text, at, wordEnd, entry, entryAt, entryEnd)) return false;
        sawStretched = true;
      } else if (wordEnd - at !== entryEnd - entryAt || !sameUnits(text, at, entry, entryAt, wordEnd - at))
        return false;
    }
    at = wordEnd;
    entryAt = entryEnd;
  }
  // With no stretched word the span is the entry as written, which the plain matcher already found.
  return sawStretched;
}

export type StretchedWordsMatcher = {
  /** Calls `visit(keyIndex)` for each key the message's stretched words match (a key may come twice). */
  forEachMatch(text: string, visit: (keyIndex: number) => void): void;
};

/** `keys`: the words and phrases of the list, normalised as the message is, runs not collapsed. */
export function compileStretchedWords(keys: readonly string[]): StretchedWordsMatcher {
  const collapsedKeys = keys.map(collapseLetterRuns);
  const automaton = buildAutomaton(collapsedKeys);
  // Collapsing keeps a key's first and last character's kind, so its word edges are the key's own.
  const wordStart = keys.map(startsWithWord);
  const wordEnd = keys.map(endsWithWord);
  const reach = collapsedKeys.reduce((longest, key) => Math.max(longest, key.length), 0);
  // A stretched word takes part in a match only as one of a key's words: `lets goooo`, `nooooo`
  // and `aaaaaa` mostly stop at this lookup.
  const keyWords = new Set<string>();
  for (const key of collapsedKeys)
    for (let at = 0; at < key.length; ) {
      const isWord = isWordCode(codePointAt(key, at));
      const end = segmentEnd(key, at, isWord);
      if (isWord) keyWords.add(key.slice(at, end));
      at = end;
    }

  return {
    forEachMatch(text, visit) {
      // Most chat has no run: then nothing more is done (not even the closure below made).
      if (reach === 0 || nextStretchedRun(text, 0) === -1) return;
      // Closures passed inline: under tsx (the bench) a closure bound to a name is named as it is made.
      forEachStretch(
        text,
        reach,
        (start, end) => keyWords.has(collapseLetterRuns(text.slice(start, end))),
        (stretchStart, stretchEnd) => {
          const stretch = text.slice(stretchStart, stretchEnd);
          const window = collapseLetterRuns(stretch);
          forEachOccurrence(automaton, window, (key, start, end) => {
            // At the stretch's own edges, the character beyond is in the message, not the window.
            if (
              wordStart[key] &&
              (start > 0 ? isWordBefore(window, start) : isWordBefore(text, stretchStart))
            )
              return false;
            if (wordEnd[key] && (end < window.length ? isWordAt(window, end) : isWordAt(text, stretchEnd)))
              return false;
            const from = stretchStart + originalIndex(stretch, start);
            const to = stretchStart + originalIndex(stretch, end);
            if (readsAsEntry(text, from, to, keys[key] as string)) visit(key);
            return false;
          });
        },
      );
    },
  };
}
