// A text command's reply as the public page shows it: as written, keywords marked, except what only the
// bot may read. A keyword that reads another site (its address may carry a key) shows as "answers from
// another site"; a stored variable's value is never shown, and its name only when the streamer chose so.
import { keywordsByName } from '../keywords/keyword-list';
import { type KeywordNode, parseTemplate, type TemplateNode } from '../keywords/parser';

/** A piece of the reply: plain text, or one keyword the bot fills in (shown marked). */
export type ReplyPart = { text: string; isKeyword: boolean };

export type ReplyShowing = {
  /** The streamer's choice: `{getvar.deaths}` shows as written rather than as a saved value. */
  showsVariableNames: boolean;
};

export const callOutLabel = 'answers from another site';
/** What a variable read shows when its name is not shown. */
export const savedValueLabel = '{saved value}';

const definitionOf = (node: KeywordNode) => keywordsByName.get(node.name);

function callsOut(node: TemplateNode): boolean {
  if (typeof node === 'string') return false;
  return definitionOf(node)?.callsOut === true || node.params.some((param) => param.some(callsOut));
}

function usesVariable(node: TemplateNode): boolean {
  if (typeof node === 'string') return false;
  return definitionOf(node)?.variable !== undefined || node.params.some((param) => param.some(usesVariable));
}

/** The node as written, with its variable keywords shown by the rule (a write shows no value). */
function written(node: TemplateNode, showing: ReplyShowing): string {
  if (typeof node === 'string') return node;
  if (!usesVariable(node)) return node.raw;
  const variable = definitionOf(node)?.variable;
  const name = definitionOf(node)?.name ?? node.name;
  const params = node.params.map((param) => param.map((part) => written(part, showing)).join(''));
  if (variable === 'read')
    return showing.showsVariableNames ? `{${name}.${params[0] ?? ''}}` : savedValueLabel;
  // A write says nothing in chat: without its name there is nothing to show.
  if (variable === 'write') return showing.showsVariableNames ? `{${name}.${params[0] ?? ''}|…}` : '';
  return `{${name}${params.length ? `.${params.join('|')}` : ''}}`;
}

export function toPublicReply(reply: string, showing: ReplyShowing): ReplyPart[] {
  const parts: ReplyPart[] = [];
  for (const node of parseTemplate(reply)) {
    if (typeof node === 'string') parts.push({ text: node, isKeyword: false });
    else if (callsOut(node)) parts.push({ text: callOutLabel, isKeyword: true });
    else {
      const text = written(node, showing);
      if (text) parts.push({ text, isKeyword: true });
    }
  }
  return parts;
}

/** The reply's text as the page shows it, for searching. */
export const replyText = (parts: readonly ReplyPart[]) => parts.map((part) => part.text).join('');
