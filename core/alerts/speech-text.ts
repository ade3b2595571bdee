// What an alert's speech says (spec alerts.md section 5): the template and the viewer's message cleaned
// in the spec's order, each step's text kept for the page. Links, the normaliser and the word list are
// moderation's own (core/moderation), so what chat moderation blocks, speech never says.
import type { ChatFragment } from '../chat/chat-message';
import { isSpaceCode } from '../moderation/character-classes';
import { findLinks } from '../moderation/link-finder';
import type { ModerationSettings } from '../moderation/moderation-settings';
import { type NormalizationStep, normalizeMessage } from '../moderation/normalize';
import { type CompiledWordList, compileWordList } from '../moderation/word-list';
import type { AlertSpeechSettings } from './alerts-settings';

export const speechMaxChars = { min: 50, max: 500, default: 200 } as const;

/** Said in place of a blocked word in 'beep' mode. */
export const beepMarker = 'beep';

export type SpeechWordListMode = 'skip' | 'beep';

export type SpeechTextInput = {
  /** The alert's template, filled in. */
  template?: string;
  /** The viewer's message. */
  message?: string;
  /** Read the template before the message. */
  readTemplate: boolean;
  /** 50-500; clamped. */
  maxChars: number;
  wordList: CompiledWordList | null;
  wordListMode: SpeechWordListMode;
  /** The channel's BTTV, FFZ and 7TV emote codes (case as written). */
  emoteWords?: ReadonlySet<string>;
  /** The message as EventSub split it, when it came from chat or a cheer. */
  fragments?: readonly ChatFragment[];
};

export type SpeechTextResult =
  | { text: string; steps: NormalizationStep[] }
  | { skipped: string; steps: NormalizationStep[] };

export const speechStepNames = {
  input: 'What would be read',
  links: 'Links removed',
  emotes: 'Emote codes removed',
  normalized: 'Normalised (look-alikes, zero-width characters, lower case; broken characters dropped)',
  linksAgain: 'Links the normalising revealed removed',
  beeped: 'Blocked words replaced with a beep',
  collapsed: 'Repeated characters and words collapsed to 3',
  cut: 'Cut to the length limit',
} as const;

/**
 * Hostile input is bounded before any step: no chat message or template comes near this, and the
 * word list's beep search reads the text several times.
 */
const maxInputChars = 2000;

/** The channel's word list as speech uses it: every entry, even while the chat filter is off, since
 * a streamer who lets a word through in chat may still not want it read aloud on stream. */
export function speechWordList(settings: ModerationSettings): CompiledWordList | null {
  const words = settings.filters.words;
  if (words.entries.length === 0) return null;
  const list = compileWordList(words);
  return list.size === 0 ? null : list;
}

type Piece = { kind: 'text' | 'emote'; text: string };

/** `text` cut at a space at or before `max` (or at `max` when there is none), never inside a pair. */
function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max;
  while (end > 0 && !isSpaceCode(text.charCodeAt(end))) end--;
  if (end === 0) {
    end = max;
    const code = text.charCodeAt(end - 1);
    if (code >= 0xd800 && code <= 0xdbff) end--;
  }
  return text.slice(0, end).trimEnd();
}

/** Links out of one piece of text (found in lower case, as moderation reads them). */
function withoutLinks(text: string): string {
  const lower = text.toLowerCase();
  const links = findLinks(lower, false);
  if (links.length === 0) return text;
  // Lower-casing keeps the length for nearly all text; where it does not, speech reads lower case anyway.
  const source = lower.length === text.length ? text : lower;
  let out = '';
  let from = 0;
  for (const link of links) {
    const at = lower.indexOf(link.text, from);
    if (at === -1) continue;
    out += `${source.slice(from, at)} `;
    from = at + link.text.length;
  }
  return out + source.slice(from);
}

/** Words of `text` that are third-party emote codes, dropped (case as written: `KEKW`, not `kekw`). */
function withoutEmoteWords(text: string, emoteWords: ReadonlySet<string>): string {
  if (emoteWords.size === 0) return text;
  let out = '';
  let index = 0;
  while (index < text.length) {
    const spaceStart = index;
    while (index < text.length && isSpaceCode(text.charCodeAt(index))) index++;
    out += text.slice(spaceStart, index);
    const start = index;
    while (index < text.length && !isSpaceCode(text.charCodeAt(index))) index++;
    const word = text.slice(start, index);
    if (!emoteWords.has(word)) out += word;
  }
  return out;
}

const joinPieces = (pieces: readonly Piece[]) => pieces.map((piece) => piece.text).join('');

type Word = { start: number; end: number };

function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  let index = 0;
  while (index < text.length) {
    while (index < text.length && isSpaceCode(text.charCodeAt(index))) index++;
    const start = index;
    while (index < text.length && !isSpaceCode(text.charCodeAt(index))) index++;
    if (index > start) words.push({ start, end: index });
  }
  return words;
}

const matches = (list: CompiledWordList, text: string) =>
  list.match(normalizeMessage(text, list.folding)) !== null;

/** A phrase entry spans at most this many words; a match longer than that is not beeped but skipped. */
const maxBeepWords = 8;

/**
 * Each match of the list made one beep: reading word by word, the first run of words that ends a
 * match, shortened from the left to the fewest words that still match. The list says whether, not
 * where, so runs are tried; this only runs for a text that matches. Null when a match is left that
 * no run of words explains.
 */
function beepBlockedWords(text: string, list: CompiledWordList): string | null {
  const words = wordsOf(text);
  const span = (first: number, last: number) =>
    text.slice((words[first] as Word).start, (words[last] as Word).end);
  const kept: string[] = [];
  let from = 0;
  for (let last = 0; last < words.length; last++) {
    const windowStart = Math.max(from, last - maxBeepWords + 1);
    if (!matches(list, span(windowStart, last))) continue;
    let first = last;
    while (first > windowStart && !matches(list, span(first, last))) first--;
    for (let index = from; index < first; index++) kept.push(span(index, index));
    if (kept[kept.length - 1] !== beepMarker) kept.push(beepMarker);
    from = last + 1;
  }
  for (let index = from; index < words.length; index++) kept.push(span(index, index));
  const beeped = kept.join(' ');
  return matches(list, beeped) ? null : beeped;
}

const maxRepeats = 3;

/** More than 3 of the same character in a row made 3 (`!!!!!!`, `aaaaa`, `😂😂😂😂`). */
function collapseCharacters(text: string): string {
  let out = '';
  let previous = -1;
  let run = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    run = code === previous ? run + 1 : 1;
    previous = code;
    if (run <= maxRepeats) out += char;
  }
  return out;
}

/** More than 3 of the same word in a row made 3 (`lol lol lol lol`). */
function collapseWords(text: string): string {
  const out: string[] = [];
  let run = 0;
  for (const word of text.split(' ')) {
    if (word === '') continue;
    run = word === out[out.length - 1] ? run + 1 : 1;
    if (run <= maxRepeats) out.push(word);
  }
  return out.join(' ');
}

/** Half of a pair with no other half: nothing a voice can say, and not valid UTF-8 for the hosted engine. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const clampMaxChars = (value: number) =>
  Number.isFinite(value)
    ? Math.min(speechMaxChars.max, Math.max(speechMaxChars.min, Math.floor(value)))
    : speechMaxChars.default;

/** The text of an alert's speech, or why there is none. Never throws, whatever the text. */
export function speechText(input: SpeechTextInput): SpeechTextResult {
  const steps: NormalizationStep[] = [];
  const step = (name: string, text: string) => steps.push({ name, text });

  const pieces: Piece[] = [];
  const template = input.readTemplate ? cutAtWord(input.template?.trim() ?? '', maxInputChars) : '';
  if (template) pieces.push({ kind: 'text', text: template });
  const message = input.message ?? '';
  if (message.trim() !== '') {
    if (template) pieces.push({ kind: 'text', text: /[.!?]$/.test(template) ? ' ' : '. ' });
    // Fragments describe the whole message; a message over the bound is read as plain text.
    const fragments =
      input.fragments && input.fragments.length > 0 && message.length <= maxInputChars
        ? input.fragments
        : [{ type: 'text' as const, text: cutAtWord(message, maxInputChars) }];
    for (const fragment of fragments)
      pieces.push({ kind: fragment.type === 'text' ? 'text' : 'emote', text: fragment.text });
  }
  step(speechStepNames.input, joinPieces(pieces));
  if (pieces.length === 0) return { skipped: 'There is nothing to read.', steps };

  const linkless = pieces.map((piece) =>
    piece.kind === 'text' ? { ...piece, text: withoutLinks(piece.text) } : piece,
  );
  step(speechStepNames.links, joinPieces(linkless));

  const emoteWords = input.emoteWords ?? new Set<string>();
  const spoken = linkless
    .map((piece) => (piece.kind === 'emote' ? ' ' : withoutEmoteWords(piece.text, emoteWords)))
    .join('');
  step(speechStepNames.emotes, spoken);

  const normalized = normalizeMessage(spoken, { leetspeak: false, spacedLetters: false }).normalized.replace(
    loneSurrogate,
    '',
  );
  step(speechStepNames.normalized, normalized);
  // Zero-width characters and look-alikes can hide a link from the first pass.
  let text = withoutLinks(normalized).replace(/\s+/g, ' ').trim();
  if (text !== normalized) step(speechStepNames.linksAgain, text);

  const list = input.wordList;
  if (list && list.size > 0 && matches(list, text)) {
    if (input.wordListMode === 'skip')
      return { skipped: 'The text has a word of the moderation word list.', steps };
    const beeped = beepBlockedWords(text, list);
    if (beeped === null)
      return { skipped: 'The text has words of the moderation word list that cannot be beeped.', steps };
    text = beeped;
    step(speechStepNames.beeped, text);
  }

  text = collapseWords(collapseCharacters(text));
  step(speechStepNames.collapsed, text);

  text = cutAtWord(text, clampMaxChars(input.maxChars));
  step(speechStepNames.cut, text);
  if (!/[\p{L}\p{N}]/u.test(text)) return { skipped: 'Nothing sayable is left once cleaned.', steps };
  return { text, steps };
}

/** A resolved alert's speech, cleaned with the channel's word list and emotes; null when nothing is left to say. */
export function cleanedAlertSpeech(
  speech: { settings: AlertSpeechSettings; template: string; message: string },
  wordList: CompiledWordList | null,
  emoteWords?: ReadonlySet<string>,
): string | null {
  const cleaned = speechText({
    template: speech.template,
    message: speech.message,
    readTemplate: speech.settings.readTemplate,
    maxChars: speech.settings.maxChars,
    wordList,
    wordListMode: speech.settings.wordList,
    ...(emoteWords && { emoteWords }),
  });
  return 'text' in cleaned && cleaned.text !== '' ? cleaned.text : null;
}
