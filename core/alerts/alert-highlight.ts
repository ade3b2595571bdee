// Which words of an alert's filled-in text the renderer colours with the design's highlight colour:
// the viewer's name and the amount, found in the text the server already filled in (the template
// itself does not travel to the overlay). A match must stand alone, so "Ann" is not lit inside
// "Annual" and 5 is not lit inside 150.

export type TextPart = { text: string; isHighlight: boolean };

/** Letters, digits and underscores continue a word: a match touching one is part of a longer word. */
const wordCharacter = /[\p{L}\p{N}_]/u;
/** A currency sign right before an amount ("$5.00") is lit with it. */
const currencySign = /\p{Sc}/u;

/** The ways a filled-in template may write an amount: 1500, 1,500, 1500.00, 1,500.00. */
export function amountSpellings(amount: number): string[] {
  const spellings = [
    String(amount),
    amount.toLocaleString('en-US', { maximumFractionDigits: 2 }),
    amount.toFixed(2),
    amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  ];
  return [...new Set(spellings)];
}

type Range = { start: number; end: number };

function standsAlone(text: string, start: number, end: number): boolean {
  return !wordCharacter.test(text[start - 1] ?? '') && !wordCharacter.test(text[end] ?? '');
}

function rangesOf(text: string, needle: string, caseless: boolean): Range[] {
  if (needle === '') return [];
  const haystack = caseless ? text.toLowerCase() : text;
  const sought = caseless ? needle.toLowerCase() : needle;
  const ranges: Range[] = [];
  for (let at = haystack.indexOf(sought); at !== -1; at = haystack.indexOf(sought, at + 1)) {
    if (standsAlone(text, at, at + sought.length)) ranges.push({ start: at, end: at + sought.length });
  }
  return ranges;
}

/** Splits `text` into plain and highlighted parts: every standalone username and amount. */
export function highlightParts(text: string, username: string, amount?: number): TextPart[] {
  const found = [
    ...rangesOf(text, username.trim(), true),
    ...(amount === undefined ? [] : amountSpellings(amount).flatMap((s) => rangesOf(text, s, false))),
  ].map(({ start, end }) => ({
    start: start > 0 && currencySign.test(text[start - 1] ?? '') ? start - 1 : start,
    end,
  }));
  // Earliest first, then longest, so "1,500.00" wins over its own "1,500" and overlaps are dropped.
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const parts: TextPart[] = [];
  let at = 0;
  for (const range of found) {
    if (range.start < at) continue;
    if (range.start > at) parts.push({ text: text.slice(at, range.start), isHighlight: false });
    parts.push({ text: text.slice(range.start, range.end), isHighlight: true });
    at = range.end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), isHighlight: false });
  return parts;
}
