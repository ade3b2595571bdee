// What kind of character a code point is, for the filters' counts: word characters (for whole-word
// matching), symbols, the combining marks zalgo piles up, and emoji. ASCII is answered from a table;
// the rest by Unicode property regexes, which only non-ASCII text ever reaches.

const wordPattern = /[\p{L}\p{N}\p{M}_]/u;
const symbolPattern = /[\p{P}\p{S}]/u;
const pictographicPattern = /\p{Extended_Pictographic}/u;

const asciiWord = new Uint8Array(128);
const asciiSymbol = new Uint8Array(128);
for (let code = 0; code < 128; code++) {
  const char = String.fromCharCode(code);
  asciiWord[code] = /[A-Za-z0-9_]/.test(char) ? 1 : 0;
  asciiSymbol[code] = /[!-/:-@[-`{-~]/.test(char) ? 1 : 0;
}

/** The code point at `index` (a lone surrogate stands for itself, so bad input never throws). */
export function codePointAt(text: string, index: number): number {
  return text.codePointAt(index) ?? 0;
}

/** UTF-16 units the code point takes. */
export const widthOf = (code: number) => (code > 0xffff ? 2 : 1);

/** A letter, digit, mark or `_`: what whole-word matching treats as part of a word. */
export function isWordCode(code: number): boolean {
  if (code < 128) return asciiWord[code] === 1;
  return wordPattern.test(String.fromCodePoint(code));
}

/** Whether the character before `index` (a UTF-16 position) is a word character. */
export function isWordBefore(text: string, index: number): boolean {
  if (index <= 0) return false;
  let code = text.charCodeAt(index - 1);
  if (code >= 0xdc00 && code <= 0xdfff && index >= 2) code = codePointAt(text, index - 2);
  return isWordCode(code);
}

/** Whether the character at `index` (a UTF-16 position) is a word character. */
export function isWordAt(text: string, index: number): boolean {
  if (index >= text.length) return false;
  return isWordCode(codePointAt(text, index));
}

/** Whether `text` begins with a word character (an entry so written matches from a word's start). */
export const startsWithWord = (text: string) => text !== '' && isWordCode(codePointAt(text, 0));

/** Whether `text` ends with a word character (an entry so written matches to a word's end). */
export function endsWithWord(text: string): boolean {
  if (text === '') return false;
  const last = text.charCodeAt(text.length - 1);
  const index = last >= 0xdc00 && last <= 0xdfff && text.length > 1 ? text.length - 2 : text.length - 1;
  return isWordCode(codePointAt(text, index));
}

/** Punctuation or a symbol, emoji excepted (they count as emotes when the streamer says so, not symbols). */
export function isSymbolCode(code: number): boolean {
  if (code < 128) return asciiSymbol[code] === 1;
  if (isEmojiPart(code)) return false;
  return symbolPattern.test(String.fromCodePoint(code));
}

/** Emoji and the invisible parts that join or modify them (ZWJ, variation selectors, skin tones, tags, keycap). */
export function isEmojiPart(code: number): boolean {
  if (code < 0xa9) return false;
  if (code === 0x200d || code === 0xfe0f || code === 0x20e3) return true;
  if (code >= 0x1f3fb && code <= 0x1f3ff) return true;
  if (code >= 0x1f1e6 && code <= 0x1f1ff) return true;
  if (code >= 0xe0020 && code <= 0xe007f) return true;
  return pictographicPattern.test(String.fromCodePoint(code));
}

/**
 * A combining mark of the generic diacritic blocks, the ones zalgo generators stack. Marks that
 * belong to a script (Devanagari vowel signs, Arabic harakat, Thai tone marks) are ordinary writing
 * and are not counted.
 */
export function isZalgoMark(code: number): boolean {
  return (
    (code >= 0x0300 && code <= 0x036f) ||
    (code >= 0x0483 && code <= 0x0489) ||
    (code >= 0x1ab0 && code <= 0x1aff) ||
    (code >= 0x1dc0 && code <= 0x1dff) ||
    (code >= 0x20d0 && code <= 0x20ff) ||
    (code >= 0xfe20 && code <= 0xfe2f)
  );
}

/** Whitespace as chat splits words (ASCII and the Unicode spaces NFKC leaves). */
export function isSpaceCode(code: number): boolean {
  return (
    code === 0x20 ||
    (code >= 0x09 && code <= 0x0d) ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000
  );
}
