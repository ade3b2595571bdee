// What a word-list entry is (a word or phrase, a `*` wildcard, or a `~/pattern/flags` expression),
// and the save-time check of a whole list: the limits of the spec and the RE2 engine's refusals,
// said in plain words with the entry's position and where in its pattern the trouble is.
import { RE2JS, RE2JSException, RE2JSSyntaxException } from 're2js';
import { maxEntryLength, maxExpressionLength, maxExpressions, maxWordEntries } from './moderation-settings';

export type ParsedEntry =
  | { kind: 'literal'; text: string }
  | { kind: 'wildcard'; pieces: string[] }
  | { kind: 'expression'; pattern: string; flags: string };

/** A saved pattern's compiled program beyond this is refused as too complex (`(a{999}){999}`…). */
const maxProgramSize = 20_000;
const supportedFlags = /^[gimsu]*$/;

export function parseEntry(entry: string): ParsedEntry {
  const text = entry.trim();
  const close = text.lastIndexOf('/');
  if (text.startsWith('~/') && close > 1)
    return { kind: 'expression', pattern: text.slice(2, close), flags: text.slice(close + 1) };
  if (text.includes('*')) return { kind: 'wildcard', pieces: text.split('*') };
  return { kind: 'literal', text };
}

/** The RE2 pattern with the entry's flags written inline (`(?i)`), so one set can hold them all. */
export function expressionSource(pattern: string, flags: string): string {
  const inline = [...new Set(flags.replace(/[gu]/g, ''))].sort().join('');
  return inline ? `(?${inline})${pattern}` : pattern;
}

export type ExpressionCheck = { ok: true; compiled: RE2JS } | { ok: false; problem: string };

function plainProblem(error: RE2JSException, pattern: string): string {
  if (!(error instanceof RE2JSSyntaxException)) return error.message;
  const fragment = error.getPattern() ?? '';
  const description = error.getDescription();
  const at = fragment ? pattern.indexOf(fragment) : -1;
  const where = at === -1 ? '' : ` (at character ${at + 1} of the pattern: \`${fragment.slice(0, 30)}\`)`;
  if (/^\\[1-9]/.test(fragment)) return `back-references such as \\1 are not supported${where}`;
  if (/^\(\?<?[=!]/.test(fragment)) return `look-ahead and look-behind are not supported${where}`;
  if (description === 'invalid repeat count')
    return `a repeat count is over 1,000 (nested repeats multiply)${where}`;
  return `${description}${where}`;
}

/** Compiles one `~/pattern/flags` entry with RE2, or says in plain words why the engine refuses it. */
export function checkExpression(pattern: string, flags: string): ExpressionCheck {
  if (!supportedFlags.test(flags))
    return { ok: false, problem: `the flags "${flags}" are not supported (use i, m or s)` };
  if (pattern === '') return { ok: false, problem: 'the pattern is empty' };
  let compiled: RE2JS;
  try {
    compiled = RE2JS.compile(expressionSource(pattern, flags));
  } catch (error) {
    // The engine's refusal is the answer the streamer needs, not a failure of ours.
    if (error instanceof RE2JSException) return { ok: false, problem: plainProblem(error, pattern) };
    throw error;
  }
  if (compiled.programSize() > maxProgramSize)
    return { ok: false, problem: 'the pattern is too complex (make its repeat counts smaller)' };
  if (compiled.test('') && compiled.test('x'))
    return { ok: false, problem: 'the pattern matches an empty text, so it would match every message' };
  return { ok: true, compiled };
}

export type WordEntriesCheck = { ok: true } | { ok: false; reason: string; index: number };

const quoted = (entry: string) => (entry.length > 40 ? `"${entry.slice(0, 40)}…"` : `"${entry}"`);

/**
 * The save-time check of a word list. `index` is the entry's position in the array (from 0); the
 * reason names it as the streamer counts (from 1).
 */
export function validateWordEntries(entries: readonly string[]): WordEntriesCheck {
  if (entries.length > maxWordEntries)
    return {
      ok: false,
      reason: `The list has ${entries.length.toLocaleString('en')} entries; at most ${maxWordEntries.toLocaleString('en')} are allowed.`,
      index: maxWordEntries,
    };
  let expressions = 0;
  for (const [index, raw] of entries.entries()) {
    const entry = raw.trim();
    const name = `Entry ${index + 1} (${quoted(entry)})`;
    if (entry === '') return { ok: false, reason: `Entry ${index + 1} is empty.`, index };
    const parsed = parseEntry(entry);
    if (parsed.kind === 'expression') {
      expressions++;
      if (expressions > maxExpressions)
        return {
          ok: false,
          reason: `${name} is expression number ${expressions}; at most ${maxExpressions} expressions are allowed.`,
          index,
        };
      if (entry.length > maxExpressionLength)
        return {
          ok: false,
          reason: `${name} is ${entry.length.toLocaleString('en')} characters long; an expression may have at most ${maxExpressionLength.toLocaleString('en')}.`,
          index,
        };
    }
    if (entry.length > maxEntryLength)
      return {
        ok: false,
        reason: `${name} is ${entry.length} characters long; an entry may have at most ${maxEntryLength}.`,
        index,
      };
    if (parsed.kind === 'wildcard' && parsed.pieces.every((piece) => piece.trim() === ''))
      return { ok: false, reason: `${name} needs some text besides *.`, index };
    if (parsed.kind === 'expression') {
      const check = checkExpression(parsed.pattern, parsed.flags);
      if (!check.ok) return { ok: false, reason: `${name} is refused: ${check.problem}.`, index };
    }
  }
  return { ok: true };
}
