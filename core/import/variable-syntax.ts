// Reads another bot's reply text into its variables (`$(name args)`, `${name args}`), nestable, and
// rewrites them inside out into the keyword language: each source says what one variable becomes, or
// why it stays as written. Reading never fails: a `$(` that does not close is plain text.

export type Bracket = '(' | '{';
export type SourceVariable = { open: Bracket; inner: SourceNode[]; raw: string };
export type SourceNode = string | SourceVariable;

const closing: Record<Bracket, string> = { '(': ')', '{': '}' };

/** The text's plain parts and variables; `opens` are the brackets the source writes after `$`. */
export function readVariables(text: string, opens: readonly Bracket[]): SourceNode[] {
  const nodes: SourceNode[] = [];
  let literal = '';
  let i = 0;
  while (i < text.length) {
    const open = text[i + 1] as Bracket;
    if (text[i] === '$' && opens.includes(open)) {
      const end = closeOf(text, i + 1, open);
      if (end !== -1) {
        if (literal) nodes.push(literal);
        literal = '';
        nodes.push({
          open,
          inner: readVariables(text.slice(i + 2, end), opens),
          raw: text.slice(i, end + 1),
        });
        i = end + 1;
        continue;
      }
    }
    literal += text[i];
    i++;
  }
  if (literal) nodes.push(literal);
  return nodes;
}

/** Where the bracket at `start` closes, counting nested pairs of the same kind; -1 when it never does. */
function closeOf(text: string, start: number, open: Bracket): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === open) depth++;
    else if (text[i] === closing[open] && --depth === 0) return i;
  }
  return -1;
}

/** A variable's translation, or why it is kept as written. `notes` say what changed on the way. */
export type VariableTranslation = { text: string; notes?: string[] } | { kept: string };

/**
 * What a translator is given of one variable, the variables inside it already translated: `content`
 * between the brackets (trimmed), `name` its first word lower-cased and `args` the rest. `raw` is the
 * variable as the source wrote it.
 */
export type SourceVariableText = { content: string; name: string; args: string; raw: string };

/** Says what one variable becomes. */
export type VariableTranslator = (variable: SourceVariableText) => VariableTranslation;

export type Translation = { text: string; untranslated: string[] };

/** Rewrites the text's variables inside out; one kept as written keeps its inner variables as written too. */
export function translateVariables(
  text: string,
  opens: readonly Bracket[],
  translate: VariableTranslator,
): Translation {
  return translateNodes(readVariables(text, opens), translate);
}

function translateNodes(nodes: SourceNode[], translate: VariableTranslator): Translation {
  let text = '';
  const untranslated: string[] = [];
  for (const node of nodes) {
    if (typeof node === 'string') {
      text += node;
      continue;
    }
    const inner = translateNodes(node.inner, translate);
    const content = inner.text.trim();
    const space = content.search(/\s/);
    const name = (space === -1 ? content : content.slice(0, space)).toLowerCase();
    const args = space === -1 ? '' : content.slice(space + 1).trim();
    const result = translate({ content, name, args, raw: node.raw });
    if ('kept' in result) {
      text += node.raw;
      untranslated.push(result.kept);
    } else {
      text += result.text;
      untranslated.push(...inner.untranslated, ...(result.notes ?? []));
    }
  }
  return { text, untranslated };
}

/** `$(weather …)` or `${user.points}`: a variable as a note names it, its arguments shortened. */
export function shortName(raw: string): string {
  const open = raw.slice(0, 2);
  const inner = raw.slice(2, -1).trim();
  const space = inner.search(/\s/);
  return space === -1 ? raw : `${open}${inner.slice(0, space)} …${raw.slice(-1)}`;
}

/** Whether text can be one parameter of a keyword: a `|` outside a keyword or a stray brace would split or end it. */
export function fitsInParameter(text: string): boolean {
  let depth = 0;
  for (const char of text) {
    if (char === '{') depth++;
    else if (char === '}' && --depth < 0) return false;
    else if (char === '|' && depth === 0) return false;
  }
  return depth === 0;
}
