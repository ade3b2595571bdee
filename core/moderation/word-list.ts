// A channel's word list compiled once into what one message is matched against quickly: words and
// phrases (and each wildcard's longest piece) in one Aho-Corasick automaton, read in one pass with
// whole-word checks at the edges; wildcards confirmed by their own RE2 pattern when their piece is
// seen; `~/pattern/flags` expressions in one RE2 set (a lazily built DFA, linear in the text).
// Words and phrases also sit, letter runs collapsed, in a second automaton that reads only the text
// around a stretched word (`fuuuck`, see stretched-words.ts).
import { RE2JS, RE2Set } from 're2js';
import { buildAutomaton, forEachOccurrence } from './aho-corasick';
import { endsWithWord, isWordAt, isWordBefore, startsWithWord } from './character-classes';
import type { FilterSettings, Punishment } from './moderation-settings';
import { type NormalizedMessage, normalizeMessage, type WordFolding } from './normalize';
import { compileStretchedWords } from './stretched-words';
import { checkExpression, expressionSource, parseEntry } from './word-entries';

export type WordListSettings = Pick<
  FilterSettings<'words'>,
  'entries' | 'entryPunishments' | 'leetspeak' | 'spacedLetters'
>;

export type WordMatch = { entry: string; punishment?: Punishment };

export type CompiledWordList = {
  /** The folding the message must have had (`normalizeMessage(text, folding)`). */
  readonly folding: WordFolding;
  /** Entries that can match (an entry the engine refuses is left out). */
  readonly size: number;
  /**
   * The entry the message matches, or null. Of several, the one with the harshest action of its own
   * wins, else the earliest in the list.
   */
  match(message: Pick<NormalizedMessage, 'forWords' | 'folded'>): WordMatch | null;
};

const notWord = '[^\\pL\\pN\\pM_]';

/** An entry as the message will be: same normalisation, same leetspeak and spaced-letter folding. */
function normalizeEntryText(text: string, folding: WordFolding): string {
  return normalizeMessage(text, folding).forWords;
}

/** A wildcard piece keeps the space on either side of it (`you * idiot` is three words). */
function normalizePiece(piece: string, folding: WordFolding): string {
  const core = normalizeEntryText(piece, folding);
  if (core === '') return piece === '' ? '' : ' ';
  return `${/^\s/.test(piece) ? ' ' : ''}${core}${/\s$/.test(piece) ? ' ' : ''}`;
}

/** `a*b` as RE2: `*` is any run of non-space characters; words at the ends are whole words. */
function wildcardSource(pieces: readonly string[]): string {
  const first = pieces[0] ?? '';
  const last = pieces[pieces.length - 1] ?? '';
  const start = startsWithWord(first) ? `(?:^|${notWord})` : '';
  const end = endsWithWord(last) ? `(?:$|${notWord})` : '';
  return `${start}${pieces.map((piece) => RE2JS.quote(piece)).join('[^\\s]*')}${end}`;
}

const severity = (punishment: Punishment | undefined): number => {
  if (!punishment) return 0;
  if (punishment.action === 'ban') return 3_000_000;
  if (punishment.action === 'timeout') return 1_000_000 + punishment.duration;
  return punishment.action === 'warn' ? 2 : 1;
};

export function compileWordList(settings: WordListSettings): CompiledWordList {
  const folding: WordFolding = { leetspeak: settings.leetspeak, spacedLetters: settings.spacedLetters };
  const ownPunishments = new Map(
    settings.entryPunishments.map((item) => [item.entry.trim(), item.punishment]),
  );
  const entries: WordMatch[] = [];
  const entryRanks: number[] = [];

  // Automaton keys and, per key, its entry and how to confirm it.
  const keys: string[] = [];
  const keyEntry: number[] = [];
  const keyWordStart: boolean[] = [];
  const keyWordEnd: boolean[] = [];
  /** -1: a literal; otherwise which wildcard the key is the longest piece of. */
  const keyWildcard: number[] = [];
  const wildcards: RE2JS[] = [];
  const wildcardEntry: number[] = [];
  const expressionEntry: number[] = [];
  const expressions = new RE2Set(RE2Set.UNANCHORED, 0);
  // Words and phrases again, for the stretched words of a message (`fuuuck`), and their entries.
  const stretchedKeys: string[] = [];
  const stretchedEntry: number[] = [];

  for (const raw of settings.entries) {
    const source = raw.trim();
    const parsed = parseEntry(source);
    const entryIndex = entries.length;
    if (parsed.kind === 'expression') {
      if (!checkExpression(parsed.pattern, parsed.flags).ok) continue;
      expressions.add(expressionSource(parsed.pattern, parsed.flags));
      expressionEntry.push(entryIndex);
    } else if (parsed.kind === 'wildcard') {
      const pieces = parsed.pieces.map((piece) => normalizePiece(piece, folding));
      const longest = pieces.reduce((a, b) => (b.length > a.length ? b : a), '');
      if (longest.trim() === '') continue;
      keys.push(longest);
      keyEntry.push(entryIndex);
      keyWordStart.push(false);
      keyWordEnd.push(false);
      keyWildcard.push(wildcards.length);
      wildcards.push(RE2JS.compile(wildcardSource(pieces)));
      wildcardEntry.push(entryIndex);
    } else {
      const text = normalizeEntryText(parsed.text, folding);
      if (text === '') continue;
      keys.push(text);
      keyEntry.push(entryIndex);
      keyWordStart.push(startsWithWord(text));
      keyWordEnd.push(endsWithWord(text));
      keyWildcard.push(-1);
      stretchedKeys.push(text);
      stretchedEntry.push(entryIndex);
    }
    const punishment = ownPunishments.get(source);
    entries.push(punishment ? { entry: source, punishment } : { entry: source });
    entryRanks.push(severity(punishment));
  }

  const automaton = buildAutomaton(keys);
  const stretched = compileStretchedWords(stretchedKeys);
  if (expressionEntry.length > 0) expressions.compile();
  const anyOwnPunishment = entryRanks.some((rank) => rank > 0);
  // Per-message memo of wildcards already tried, reset by bumping the stamp (no allocation per message).
  const wildcardStamp = new Int32Array(wildcards.length);
  let stamp = 0;
  /** Of the best entry so far (-1: none) and another that matched, the one with the harsher action
   * of its own, else the earlier in the list. Made once here, not per message: under tsx (the bench)
   * esbuild's keepNames names each named closure as it is made, which costs about 1 µs. */
  const better = (best: number, entryIndex: number) => {
    if (best === -1) return entryIndex;
    const rank = entryRanks[entryIndex] as number;
    const bestRank = entryRanks[best] as number;
    return rank > bestRank || (rank === bestRank && entryIndex < best) ? entryIndex : best;
  };

  return {
    folding,
    size: entries.length,
    match({ forWords, folded }) {
      stamp++;
      let best = -1;
      if (keys.length > 0)
        forEachOccurrence(automaton, forWords, (key, start, end) => {
          const wildcard = keyWildcard[key] as number;
          if (wildcard === -1) {
            if (keyWordStart[key] && isWordBefore(forWords, start)) return false;
            if (keyWordEnd[key] && isWordAt(forWords, end)) return false;
            best = better(best, keyEntry[key] as number);
          } else if (wildcardStamp[wildcard] !== stamp) {
            wildcardStamp[wildcard] = stamp;
            if (wildcards[wildcard]?.test(forWords)) best = better(best, wildcardEntry[wildcard] as number);
          }
          return false;
        });
      // Without actions of their own, any match will do: neither stretched words nor expressions
      // need be looked at once something matched.
      if (best === -1 || anyOwnPunishment)
        stretched.forEachMatch(forWords, (key) => {
          best = better(best, stretchedEntry[key] as number);
        });
      if (expressionEntry.length > 0 && (best === -1 || anyOwnPunishment))
        for (const index of expressions.match(folded)) best = better(best, expressionEntry[index] as number);
      return best === -1 ? null : (entries[best] ?? null);
    },
  };
}
