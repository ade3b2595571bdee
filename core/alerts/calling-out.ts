// Which keywords an alert's template may not use: alerts play on stream with no one to check them
// first, so nothing in them may reach outside the channel. Reads templates with the parser alone, so
// the settings' check stays light enough for the overlay page.
import { parseTemplate, type TemplateNode } from '../keywords/parser';

/** Keywords that fetch a web page or look a channel up on Twitch (lower case, as the parser names them). */
export const callingOutKeywords: ReadonlySet<string> = new Set([
  'urlget',
  'targetlastgame',
  'targetlasttitle',
  'game',
  'title',
]);

function keywordNames(nodes: readonly TemplateNode[]): string[] {
  return nodes.flatMap((node) =>
    typeof node === 'string' ? [] : [node.name, ...node.params.flatMap(keywordNames)],
  );
}

export const usesCallingOutKeyword = (template: string): boolean =>
  keywordNames(parseTemplate(template)).some((name) => callingOutKeywords.has(name));
