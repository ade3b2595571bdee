// Keywords that compute: ordinals, variables, web requests, chance and arithmetic.
import { channelLimits } from '../../limits/channel-limits';
import { eager, FetchRefusedError, type KeywordDefinition, KeywordError } from '../definition';

export const urlgetLimits = { timeoutMs: 5000, maxChars: 400 };
export const variableNamePattern = /^[A-Za-z0-9_-]{1,32}$/;
export const maxVariableLength = channelLimits.variableLength;

export function ordinal(n: number): string {
  const abs = Math.abs(n);
  const lastTwo = abs % 100;
  const suffix = lastTwo >= 11 && lastTwo <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][abs % 10] ?? 'th');
  return `${n}${suffix}`;
}

function toNumber(text: string, keyword: string): number {
  const value = Number(text.trim().replace(/,/g, ''));
  if (text.trim() === '' || !Number.isFinite(value)) throw new KeywordError(`${keyword} needs numbers`);
  return value;
}

/** An arithmetic operand: empty (an unset variable, as getvar reads it) counts as 0, so a counter works from its first use. */
function operand(text: string, keyword: string): number {
  return text.trim() === '' ? 0 : toNumber(text, keyword);
}

/** Arithmetic results without float noise: 0.1 + 0.2 shows as 0.3. */
export function formatNumber(value: number): string {
  return String(Number(value.toFixed(10)));
}

function variableName(text: string): string {
  const name = text.trim().toLowerCase();
  if (!variableNamePattern.test(name))
    throw new KeywordError('variable names are 1-32 letters, digits, - or _');
  return name;
}

function arithmetic(
  name: string,
  description: string,
  example: { template: string; output: string },
  apply: (a: number, b: number) => number,
): KeywordDefinition {
  return {
    name,
    group: 'functions',
    usage: `{${name}.a|b}`,
    description,
    example,
    minParams: 2,
    maxParams: 2,
    evaluate: eager(([a = '', b = '']) => formatNumber(apply(operand(a, name), operand(b, name)))),
  };
}

export const functionKeywords: KeywordDefinition[] = [
  {
    name: 'ordinal',
    group: 'functions',
    usage: '{ordinal.N}',
    description: 'The number N as an ordinal: 1st, 2nd, 3rd, 4th …',
    example: { template: 'You are the {ordinal.22} viewer', output: 'You are the 22nd viewer' },
    minParams: 1,
    maxParams: 1,
    evaluate: eager(([n = '']) => {
      const value = toNumber(n, 'ordinal');
      if (!Number.isInteger(value)) throw new KeywordError('ordinal needs a whole number');
      return ordinal(value);
    }),
  },
  {
    name: 'plural',
    group: 'functions',
    usage: '{plural.N|word} or {plural.N|word|words}',
    description:
      'N and the word, with an s added unless N is 1 (or the plural given, for words such as person|people).',
    example: {
      template: 'You have come back {plural.{getvar.visits}|time}.',
      output: 'You have come back 3 times.',
    },
    minParams: 2,
    maxParams: 3,
    evaluate: eager(([n = '', singular = '', plural]) => {
      const shown = n.trim();
      const word =
        Math.abs(toNumber(shown, 'plural')) === 1
          ? singular.trim()
          : (plural ?? `${singular.trim()}s`).trim();
      return `${shown} ${word}`;
    }),
  },
  {
    name: 'getvar',
    group: 'functions',
    variable: 'read',
    usage: '{getvar.name}',
    description: 'The value stored under name with setvar (empty when nothing is stored).',
    minParams: 1,
    maxParams: 1,
    evaluate: eager(
      async ([name = ''], { context }) => (await context.sources.getVariable(variableName(name))) ?? '',
    ),
  },
  {
    name: 'setvar',
    group: 'functions',
    variable: 'write',
    usage: '{setvar.name|text}',
    description: 'Stores text under name for this channel, kept between streams. Shows nothing.',
    example: {
      template: '{setvar.deaths|{add.{getvar.deaths}|1}}Deaths: {getvar.deaths}',
      output: 'Deaths: 1',
    },
    minParams: 2,
    maxParams: 2,
    evaluate: eager(async ([name = '', value = ''], { context }) => {
      if (value.length > maxVariableLength)
        throw new KeywordError(`setvar keeps at most ${maxVariableLength} characters`);
      if (!(await context.sources.setVariable(variableName(name), value)))
        throw new KeywordError(`this channel already keeps ${channelLimits.variables} variables`);
      return '';
    }),
  },
  {
    name: 'urlget',
    group: 'functions',
    callsOut: true,
    usage: '{urlget.url}',
    description: `The text a web address answers (http or https, ${urlgetLimits.timeoutMs / 1000} s at most, first ${urlgetLimits.maxChars} characters; once per reply).`,
    minParams: 1,
    maxParams: 1,
    evaluate: eager(async ([url = ''], scope) => {
      let parsed: URL;
      try {
        parsed = new URL(url.trim());
      } catch {
        throw new KeywordError('urlget needs a web address');
      }
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
        throw new KeywordError('urlget only reads http and https addresses');
      }
      if (scope.urlgetUsed) throw new KeywordError('urlget can be used once per reply');
      scope.urlgetUsed = true;
      try {
        const text = await scope.context.sources.fetchText(parsed.toString(), urlgetLimits);
        return text.slice(0, urlgetLimits.maxChars).trim();
      } catch (error) {
        if (error instanceof FetchRefusedError) throw new KeywordError(error.message);
        throw new KeywordError('urlget could not read that address');
      }
    }),
  },
  {
    name: 'choose1',
    group: 'functions',
    usage: '{choose1.a|b|c}',
    description: 'One of the options, picked at random.',
    example: { template: '{choose1.rock|paper|scissors}', output: 'paper' },
    minParams: 1,
    maxParams: 100,
    evaluate: (param, count, { context }) => param(Math.min(count - 1, Math.floor(context.random() * count))),
  },
  {
    name: 'randomNumber',
    group: 'functions',
    usage: '{randomNumber.max} or {randomNumber.min|max}',
    description: 'A whole number from min (1 when left out) to max, both included.',
    example: { template: '{randomNumber.1|6}', output: '4' },
    minParams: 1,
    maxParams: 2,
    evaluate: eager((params, { context }) => {
      const numbers = params.map((p) => Math.trunc(toNumber(p, 'randomNumber')));
      const [a, b] = numbers.length === 1 ? [1, numbers[0] as number] : (numbers as [number, number]);
      const [low, high] = a <= b ? [a, b] : [b, a];
      return String(low + Math.floor(context.random() * (high - low + 1)));
    }),
  },
  arithmetic(
    'add',
    'a plus b (an empty or unset value counts as 0).',
    { template: '{add.2|3}', output: '5' },
    (a, b) => a + b,
  ),
  arithmetic('subtract', 'a minus b.', { template: '{subtract.10|4}', output: '6' }, (a, b) => a - b),
  arithmetic('multiply', 'a times b.', { template: '{multiply.6|7}', output: '42' }, (a, b) => a * b),
  arithmetic('divide', 'a divided by b.', { template: '{divide.10|4}', output: '2.5' }, (a, b) => {
    if (b === 0) throw new KeywordError('cannot divide by zero');
    return a / b;
  }),
];
