// The answers of Nightbot's and StreamElements' APIs that an import reads, as zod schemas: strict on the
// fields the import reads, lenient with the rest (the APIs add fields over time). `parseImportData`
// checks what a streamer pasted or what the worker fetched, and says in plain words which part of which
// answer is not the expected shape.
//
// Sources followed:
// - Nightbot: nightbot/api-docs, includes/commands/_get.md, timers/_get.md and _introduction.md,
//   regulars/_introduction.md (the list is `regulars`; the example in regulars/_get.md mislabels it
//   `commands`), spam_protection/_get.md and _introduction.md (the list is `filters`, each with `_type`,
//   `enabled`, `length` (timeout seconds), `exemptUserLevel`, `message`, `silent` and, by type,
//   `blacklist`, `whitelist` (newline-separated) or `limit`), _userlevels.md.
// - StreamElements: its API has no published schema for the bot; the fields are those open-source clients
//   of `/kappa/v2/bot/commands/{channel}` and `/bot/timers/{channel}` read (Go structs with `_id`,
//   `command`, `reply`, `aliases`, `cooldown {user, global}`, `accessLevel`, `enabled`, `enabledOnline`,
//   `enabledOffline`, `hidden`, `type`, `cost`, `keywords`, `regex`; timers with `online`/`offline`
//   `{enabled, interval}`, `chatLines`, `messages`), StreamElements/docs for the levels (100 … 1500).
//   Quotes come as a list, or as one page of it (`{docs: […]}` or `{quotes: […]}`, with `?limit&offset`).
import { z } from 'zod';
import type { ImportSource } from './import-plan';

const text = z.string();
const count = z.number().int().min(0);

export const nightbotCommandSchema = z
  .object({ _id: text, name: text, message: text, coolDown: count, count: count.default(0), userLevel: text })
  .passthrough();

export const nightbotCommandsAnswerSchema = z
  .object({
    _total: count.optional(),
    status: z.number().optional(),
    commands: z.array(nightbotCommandSchema),
  })
  .passthrough();

export const nightbotTimerSchema = z
  .object({ _id: text, name: text, message: text, interval: text, lines: count, enabled: z.boolean() })
  .passthrough();

export const nightbotTimersAnswerSchema = z
  .object({ _total: count.optional(), status: z.number().optional(), timers: z.array(nightbotTimerSchema) })
  .passthrough();

export const nightbotRegularSchema = z
  .object({ _id: text, name: text, displayName: text.optional(), provider: text.optional() })
  .passthrough();

export const nightbotRegularsAnswerSchema = z
  .object({
    _total: count.optional(),
    status: z.number().optional(),
    regulars: z.array(nightbotRegularSchema),
  })
  .passthrough();

export const nightbotFilterSchema = z
  .object({
    _type: text,
    _name: text.optional(),
    enabled: z.boolean(),
    /** Timeout in seconds. */
    length: count,
    exemptUserLevel: text,
    message: text.optional(),
    silent: z.boolean().optional(),
    blacklist: text.optional(),
    whitelist: text.optional(),
    limit: z.number().optional(),
  })
  .passthrough();

export const nightbotSpamProtectionAnswerSchema = z
  .object({ status: z.number().optional(), filters: z.array(nightbotFilterSchema) })
  .passthrough();

export const streamElementsCommandSchema = z
  .object({
    _id: text,
    command: text,
    reply: text,
    aliases: z.array(text).default([]),
    cooldown: z.object({ user: count, global: count }).passthrough(),
    accessLevel: z.number().int(),
    enabled: z.boolean(),
    enabledOnline: z.boolean().optional(),
    enabledOffline: z.boolean().optional(),
    hidden: z.boolean().optional(),
    /** 'say', 'whisper' or 'reply'. */
    type: text.optional(),
    /** Loyalty points a use costs. */
    cost: z.number().optional(),
    /** Words that trigger it anywhere in a message, and a pattern that does. */
    keywords: z.array(text).optional(),
    regex: text.optional(),
    /** Not every answer has it (StreamElements counts with named counters). */
    count: count.optional(),
  })
  .passthrough();

export const streamElementsCommandsAnswerSchema = z.array(streamElementsCommandSchema);

const timerWhen = z.object({ enabled: z.boolean(), interval: count }).passthrough();

export const streamElementsTimerSchema = z
  .object({
    _id: text,
    name: text,
    enabled: z.boolean(),
    online: timerWhen,
    offline: timerWhen.optional(),
    chatLines: count,
    messages: z.array(text),
  })
  .passthrough();

export const streamElementsTimersAnswerSchema = z.array(streamElementsTimerSchema);

export const streamElementsQuoteSchema = z
  .object({
    _id: text,
    quoteId: z.number().int().optional(),
    message: text,
    user: text.optional(),
    createdAt: text.optional(),
  })
  .passthrough();

/** The whole list, or one page of it; read as the list either way. */
export const streamElementsQuotesAnswerSchema = z.union([
  z.array(streamElementsQuoteSchema),
  z
    .object({ docs: z.array(streamElementsQuoteSchema) })
    .passthrough()
    .transform((page) => page.docs),
  z
    .object({ quotes: z.array(streamElementsQuoteSchema) })
    .passthrough()
    .transform((page) => page.quotes),
]);

export type NightbotCommand = z.output<typeof nightbotCommandSchema>;
export type NightbotTimer = z.output<typeof nightbotTimerSchema>;
export type NightbotRegular = z.output<typeof nightbotRegularSchema>;
export type NightbotFilter = z.output<typeof nightbotFilterSchema>;
export type StreamElementsCommand = z.output<typeof streamElementsCommandSchema>;
export type StreamElementsTimer = z.output<typeof streamElementsTimerSchema>;
export type StreamElementsQuote = z.output<typeof streamElementsQuoteSchema>;

const nightbotDataSchema = z.object({
  commands: nightbotCommandsAnswerSchema.optional(),
  timers: nightbotTimersAnswerSchema.optional(),
  regulars: nightbotRegularsAnswerSchema.optional(),
  spam_protection: nightbotSpamProtectionAnswerSchema.optional(),
});

const streamElementsDataSchema = z.object({
  commands: streamElementsCommandsAnswerSchema.optional(),
  timers: streamElementsTimersAnswerSchema.optional(),
  quotes: streamElementsQuotesAnswerSchema.optional(),
});

export type NightbotAnswers = z.output<typeof nightbotDataSchema>;
export type StreamElementsAnswers = z.output<typeof streamElementsDataSchema>;

/** What one source answered, each part optional (a streamer may paste only their commands). */
export type ImportAnswers =
  | ({ source: 'nightbot' } & NightbotAnswers)
  | ({ source: 'streamelements' } & StreamElementsAnswers);

/** Which API call each key of `data` is the answer of, as the refusals and the page name them. */
export const sourceEndpoints = {
  nightbot: {
    commands: "Nightbot's GET /1/commands",
    timers: "Nightbot's GET /1/timers",
    regulars: "Nightbot's GET /1/regulars",
    spam_protection: "Nightbot's GET /1/spam_protection",
  },
  streamelements: {
    commands: "StreamElements' GET /kappa/v2/bot/commands/{channel}",
    timers: "StreamElements' GET /kappa/v2/bot/timers/{channel}",
    quotes: "StreamElements' GET /kappa/v2/bot/quotes/{channel}",
  },
} as const satisfies Record<ImportSource, Record<string, string>>;

/** Each key's answer schema, by source. */
const answerSchemas: Record<ImportSource, Record<string, z.ZodType>> = {
  nightbot: nightbotDataSchema.shape,
  streamelements: streamElementsDataSchema.shape,
};

export type ParsedImportData = { ok: true; answers: ImportAnswers } | { ok: false; reason: string };

/** `commands[3].message` for the path zod reports. */
function pathInWords(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

/** A JSON value's kind as a person says it. */
function kindInWords(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return kinds[typeof value] ?? typeof value;
}

const kinds: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

/** What zod found, for a person: where, and what was expected there. */
function issueInWords(issue: z.core.$ZodIssue): string {
  const where = pathInWords(issue.path) || 'the answer';
  if (issue.code === 'invalid_type')
    return `${where} should be ${kinds[issue.expected] ?? issue.expected} (it is ${kindInWords(issue.input)})`;
  return `${where}: ${issue.message}`;
}

/**
 * Checks `data` as the source's API answers, key by key. The reason names the answer and the place in it
 * that is not the expected shape: "expected Nightbot's GET /1/commands answer: commands[3].message
 * should be text (it is a number)".
 */
export function parseImportData(source: ImportSource, data: unknown): ParsedImportData {
  const endpoints: Record<string, string> = sourceEndpoints[source];
  const keys = Object.keys(endpoints);
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { ok: false, reason: `data should be an object with ${keys.join(', ')}, each an API answer.` };
  const unknown = Object.keys(data).filter((key) => !keys.includes(key));
  if (unknown.length > 0)
    return {
      ok: false,
      reason: `data has ${unknown.map((key) => `"${key}"`).join(', ')}, which is not one of ${keys.join(', ')}.`,
    };
  const answers: Record<string, unknown> = { source };
  for (const key of keys) {
    const part = (data as Record<string, unknown>)[key];
    if (part === undefined) continue;
    const schema = answerSchemas[source][key] as z.ZodType;
    const result = schema.safeParse(part, { reportInput: true });
    if (!result.success)
      return {
        ok: false,
        reason: `expected ${endpoints[key]} answer: ${issueInWords(firstIssue(result.error.issues))}.`,
      };
    answers[key] = result.data;
  }
  return { ok: true, answers: answers as ImportAnswers };
}

/** A union (quotes: a list or a page) reports each branch; one is enough. */
function firstIssue(issues: z.core.$ZodIssue[]): z.core.$ZodIssue {
  const issue = issues[0] as z.core.$ZodIssue;
  if (issue.code !== 'invalid_union') return issue;
  // The branch that got furthest into the answer says the most.
  const deepest = issue.errors
    .map((branch) => branch[0])
    .filter((branch) => branch !== undefined)
    .sort((a, b) => b.path.length - a.path.length)[0];
  return deepest ? { ...deepest, path: [...issue.path, ...deepest.path] } : issue;
}
