// A channel-point reply may be 6,000 characters (the spec), three times what one evaluation of the
// keyword language gives back (maxOutputChars). The reply is evaluated in consecutive parts, split
// between keywords and between words, each within that bound, so the whole text reaches chat.
import type { KeywordContext } from '../keywords/definition';
import { evaluateTemplate, maxOutputChars } from '../keywords/evaluate';
import { parseTemplate } from '../keywords/parser';
import { maxTextReplyLength } from './text-reply';

/** The template cut into parts of at most maxOutputChars, never inside a keyword or (where it can) a word. */
export function replyParts(text: string, limit = maxOutputChars): string[] {
  const parts: string[] = [];
  let current = '';
  const add = (piece: string) => {
    if (current.length + piece.length > limit && current) {
      parts.push(current);
      current = '';
    }
    current += piece;
  };
  for (const node of parseTemplate(text)) {
    if (typeof node !== 'string') {
      add(node.raw);
      continue;
    }
    // Literal text is cut after whitespace, so each word stays whole.
    for (const word of node.match(/\S+\s*|\s+/g) ?? [])
      for (let at = 0; at < word.length; at += limit) add(word.slice(at, at + limit));
  }
  if (current) parts.push(current);
  return parts;
}

/** The reply with its keywords filled in, whole up to the reply's own bound. */
export async function evaluateLongReply(text: string, context: KeywordContext): Promise<string> {
  let output = '';
  for (const part of replyParts(text)) {
    output += await evaluateTemplate(part, context);
    if (output.length >= maxTextReplyLength) break;
  }
  return output.slice(0, maxTextReplyLength);
}
