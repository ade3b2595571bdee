// The normalised copy of a chat message that word lists and link checks read (spec section 2), with
// each step's output kept so the dashboard's tester can show them. The raw text stays for the log.
// Runs once per message; plain ASCII chat (most of it) skips the Unicode steps.
import { isZalgoMark } from './character-classes';
import { lookalikes } from './lookalikes';

export type NormalizationStep = { name: string; text: string };

/** The words filter's options that change the copy it matches. */
export type WordFolding = { leetspeak: boolean; spacedLetters: boolean };

export type NormalizedMessage = {
  steps: NormalizationStep[];
  /** NFKC, format characters removed, lower case, look-alikes NOT folded: a link's host is read from
   * this, since `yоutube.com` with a Cyrillic `о` is someone else's domain. */
  unfolded: string;
  /** Look-alikes folded, case kept: what `~/pattern/flags` expressions see (their flags decide case). */
  folded: string;
  /** Folded, lower case, runs of spaces made one: the normalised text of the spec and the log. */
  normalized: string;
  /** `normalized` with the word list's own folding (spaced letters, leetspeak) when switched on. */
  forWords: string;
};

export const stepNames = {
  nfkc: 'Unicode NFKC',
  format: 'Zero-width and format characters removed',
  lookalikes: 'Look-alikes folded to Latin, accents dropped',
  lowerCase: 'Lower case, spaces collapsed',
  spacedLetters: 'Spaced letters joined',
  leetspeak: 'Leetspeak folded',
} as const;

const nonAscii = /[\u0080-\uffff]/;
/** Spec section 2 step 2, plus the bidi controls, the Mongolian vowel separator and tag characters
 * (all invisible; chat clients append a tag character to get past Twitch's duplicate check). */
const formatCharacters =
  /[\u200B-\u200F\u2060-\u2064\uFEFF\u00AD\u180E\u202A-\u202E\u2066-\u2069]|\u034F|\uDB40[\uDC00-\uDC7F]/g;
const spaceRuns = /\s+/g;
const untidySpaces = /\s\s|^\s|\s$|[^\S ]/;

/** Steps 3: accents and stacked marks dropped, then each non-ASCII character to its Latin reading. */
export function foldLookalikes(text: string): string {
  if (!nonAscii.test(text)) return text;
  const decomposed = text.normalize('NFD');
  let out = '';
  for (let index = 0; index < decomposed.length; ) {
    const code = decomposed.codePointAt(index) ?? 0;
    const width = code > 0xffff ? 2 : 1;
    if (!isZalgoMark(code))
      out +=
        code < 128 ? decomposed[index] : (lookalikes.get(code) ?? decomposed.slice(index, index + width));
    index += width;
  }
  return out.normalize('NFC');
}

function lowerCaseCollapsed(text: string): string {
  const lower = text.toLowerCase();
  return untidySpaces.test(lower) ? lower.replace(spaceRuns, ' ').trim() : lower;
}

const leetLetters: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};
const leetToken = /[^ ]*[013457@$][^ ]*/g;
const leetChar = /[013457@$]/g;
const hasLetter = /\p{L}/u;

/** `b4d` → `bad`, `$hit` → `shit`; digits alone stay digits (`1000`), and `@name` stays a mention. */
export function foldLeetspeak(text: string): string {
  return text.replace(leetToken, (token) => {
    if (!hasLetter.test(token)) return token;
    return token.replace(leetChar, (char, at: number) =>
      char === '@' && at === 0 ? char : (leetLetters[char] ?? char),
    );
  });
}

// Three or more single letters (or leet digits) with separators between them, each standing alone.
const spacedRun = /(?<![\p{L}\p{N}_@$])[\p{L}013457@$](?:[ .\-_*]+[\p{L}013457@$](?![\p{L}\p{N}_@$])){2,}/gu;
const separators = /[ .\-_*]+/g;

/** `b a d`, `b.a.d`, `b-4-d` → `bad`, `b4d`. */
export function joinSpacedLetters(text: string): string {
  return text.replace(spacedRun, (run) => run.replace(separators, ''));
}

/** Every step of spec section 2 for one message; `folding` adds the word list's own steps. */
export function normalizeMessage(text: string, folding: WordFolding): NormalizedMessage {
  const isAscii = !nonAscii.test(text);
  const nfkc = isAscii ? text : text.normalize('NFKC');
  const withoutFormat = isAscii ? nfkc : nfkc.replace(formatCharacters, '');
  const folded = foldLookalikes(withoutFormat);
  const normalized = lowerCaseCollapsed(folded);
  const steps: NormalizationStep[] = [
    { name: stepNames.nfkc, text: nfkc },
    { name: stepNames.format, text: withoutFormat },
    { name: stepNames.lookalikes, text: folded },
    { name: stepNames.lowerCase, text: normalized },
  ];
  let forWords = normalized;
  if (folding.spacedLetters) {
    forWords = joinSpacedLetters(forWords);
    steps.push({ name: stepNames.spacedLetters, text: forWords });
  }
  if (folding.leetspeak) {
    forWords = foldLeetspeak(forWords);
    steps.push({ name: stepNames.leetspeak, text: forWords });
  }
  const unfolded = withoutFormat === folded ? normalized : lowerCaseCollapsed(withoutFormat);
  return { steps, unfolded, folded, normalized, forWords };
}
