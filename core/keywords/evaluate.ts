// Evaluates parsed templates. Synchronous wherever no keyword needs I/O, so common replies cost no
// promises; bounded in steps and output so no template can stall or flood the bot; never throws.
import {
  type KeywordContext,
  type KeywordDefinition,
  KeywordError,
  type KeywordScope,
  type MaybePromise,
} from './definition';
import { keywordsByName } from './keyword-list';
import { type KeywordNode, parseTemplate, type Template, type TemplateNode } from './parser';

export const maxKeywordSteps = 500;
export const maxOutputChars = 2000;

type Budget = KeywordScope & { steps: number };

const parsedTemplates = new Map<string, Template>();
const parsedCacheLimit = 2000;

/** Parses once per distinct template text: command replies repeat, so this is the hot path. */
export function cachedTemplate(text: string): Template {
  let template = parsedTemplates.get(text);
  if (!template) {
    if (parsedTemplates.size >= parsedCacheLimit) parsedTemplates.clear();
    template = parseTemplate(text);
    parsedTemplates.set(text, template);
  }
  return template;
}

export function evaluateTemplate(text: string, context: KeywordContext): MaybePromise<string> {
  const budget: Budget = { context, urlgetUsed: false, steps: 0 };
  const output = evaluateNodes(cachedTemplate(text), budget);
  return typeof output === 'string' ? clip(output) : output.then(clip, () => '');
}

const clip = (text: string) => (text.length > maxOutputChars ? text.slice(0, maxOutputChars) : text);

function evaluateNodes(nodes: TemplateNode[], budget: Budget, from = 0, prefix = ''): MaybePromise<string> {
  let output = prefix;
  for (let i = from; i < nodes.length; i++) {
    const node = nodes[i] as TemplateNode;
    const value = typeof node === 'string' ? node : evaluateKeyword(node, budget);
    if (typeof value !== 'string')
      return value.then((resolved) => evaluateNodes(nodes, budget, i + 1, output + resolved));
    output += value;
    if (output.length > maxOutputChars) return output.slice(0, maxOutputChars);
  }
  return output;
}

function evaluateKeyword(node: KeywordNode, budget: Budget): MaybePromise<string> {
  if (++budget.steps > maxKeywordSteps) return '';
  const placeholder = budget.context.placeholders?.[node.name];
  if (placeholder !== undefined && node.params.length === 0) return placeholder;
  const definition = keywordsByName.get(node.name);
  if (!definition) return node.raw;
  const count = node.params.length;
  if (count < definition.minParams || count > definition.maxParams) return `(${usageHint(definition)})`;
  try {
    const result = definition.evaluate(
      (index) => evaluateNodes(node.params[index] ?? [], budget),
      count,
      budget,
    );
    return typeof result === 'string' ? result : result.catch((error: unknown) => failure(definition, error));
  } catch (error) {
    return failure(definition, error);
  }
}

function usageHint(definition: KeywordDefinition): string {
  return `${definition.name} is used as ${definition.usage}`;
}

function failure(definition: KeywordDefinition, error: unknown): string {
  return error instanceof KeywordError ? `(${error.message})` : `(${definition.name} failed)`;
}
