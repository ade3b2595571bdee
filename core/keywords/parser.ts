// Parses reply templates of the keyword language: {name} or {name.param|param}, nestable. Parsing
// never fails: a brace that does not open a well-formed keyword is kept as literal text.

export type TemplateNode = string | KeywordNode;
export type KeywordNode = { name: string; params: TemplateNode[][]; raw: string };
export type Template = TemplateNode[];

const namePattern = /^[A-Za-z][A-Za-z0-9]*$/;

/** Deepest nesting the parser builds; deeper braces stay literal text. */
export const maxParseDepth = 12;

export function parseTemplate(text: string): Template {
  return parseSequence({ text, unclosed: new Set() }, 0, 0, false).nodes;
}

/** `unclosed` remembers braces already found not to close, so retries stay linear. */
type ParseState = { text: string; unclosed: Set<number> };

type Parsed = { nodes: TemplateNode[]; end: number; stop: '' | '|' | '}' };

/**
 * Reads nodes from `start` until the end of the text or, inside a keyword's parameters, an
 * unnested `|` or `}`.
 */
function parseSequence(state: ParseState, start: number, depth: number, inParams: boolean): Parsed {
  const { text } = state;
  const nodes: TemplateNode[] = [];
  let literal = '';
  let i = start;
  while (i < text.length) {
    const char = text[i];
    if (inParams && (char === '|' || char === '}')) {
      if (literal) nodes.push(literal);
      return { nodes, end: i, stop: char };
    }
    if (char === '{' && depth < maxParseDepth && !state.unclosed.has(i)) {
      const keyword = parseKeyword(state, i, depth + 1);
      if (keyword) {
        if (literal) nodes.push(literal);
        literal = '';
        nodes.push(keyword.node);
        i = keyword.end;
        continue;
      }
    }
    literal += char;
    i++;
  }
  if (literal) nodes.push(literal);
  return { nodes, end: i, stop: '' };
}

/** A keyword starting at the `{` at `start`, or null when the text there is not one. */
function parseKeyword(
  state: ParseState,
  start: number,
  depth: number,
): { node: KeywordNode; end: number } | null {
  const { text } = state;
  let i = start + 1;
  while (i < text.length && /[A-Za-z0-9]/.test(text[i] as string)) i++;
  const name = text.slice(start + 1, i);
  if (!namePattern.test(name)) return null;
  if (text[i] === '}')
    return { node: { name: name.toLowerCase(), params: [], raw: text.slice(start, i + 1) }, end: i + 1 };
  if (text[i] !== '.') return null;

  const params: TemplateNode[][] = [];
  let cursor = i + 1;
  for (;;) {
    const param = parseSequence(state, cursor, depth, true);
    params.push(param.nodes);
    if (param.stop === '}') {
      return {
        node: { name: name.toLowerCase(), params, raw: text.slice(start, param.end + 1) },
        end: param.end + 1,
      };
    }
    if (param.stop !== '|') {
      // Ran out of text: an unclosed keyword is literal text.
      state.unclosed.add(start);
      return null;
    }
    cursor = param.end + 1;
  }
}
