// StreamElements' variables (`${user}`, `${random.pick …}`, `${customapi …}` …, also written `$(…)`) in
// the keyword language. What has no equal here is kept as written and listed with the reason.
import { variableNamePattern } from '../keywords/builtins/function-keywords';
import {
  fitsInParameter,
  type SourceVariableText,
  shortName,
  type Translation,
  translateVariables,
  type VariableTranslation,
} from './variable-syntax';

/** Variables without arguments that have an exact keyword. */
const plain: Record<string, string> = {
  user: '{username}',
  'user.name': '{username}',
  sender: '{username}',
  touser: '{optTarget}',
  count: '{count}',
  channel: '{channel}',
  uptime: '{uptime}',
  game: '{game}',
  title: '{title}',
  time: '{time}',
};

const noEqual = (raw: string, what: string): VariableTranslation => ({
  kept: `${shortName(raw)} ${what}: kept as written`,
});

function translateStreamElementsVariable({
  content,
  name,
  args,
  raw,
}: SourceVariableText): VariableTranslation {
  const keyword = plain[name];
  if (keyword !== undefined && args === '') return { text: keyword };
  const argument = /^(\d+)(:?)(?:\|(.*))?$/s.exec(content);
  if (argument) return word(Number(argument[1]), argument[2] === ':', argument[3], raw);
  const head = name.split('.')[0] ?? '';
  switch (head) {
    case 'customapi': {
      // `${customapi.https://…}` puts the address after a dot, `${customapi https://…}` after a space.
      const url = content.slice('customapi'.length + 1).trim();
      return url && fitsInParameter(url)
        ? { text: `{urlget.${url}}` }
        : noEqual(raw, 'has an address {urlget} cannot take');
    }
    case 'random':
      return random(name, args, raw);
    case 'count':
      return counter(args, raw);
    case 'getcount':
      return variableName(args)
        ? { text: `{getvar.${args}}` }
        : noEqual(raw, 'names a counter the keyword language cannot');
    case 'game':
    case 'title':
      return ofTarget(head, name, args, raw);
    case 'time':
      return name === 'time' && fitsInParameter(args) && !/\s/.test(args)
        ? { text: `{time.${args}}` }
        : noEqual(raw, 'has no equal in the keyword language');
  }
  return noEqual(raw, 'has no equal in the keyword language');
}

/** `${1}`, `${1:}`, `${1|fallback}`: the language reads the first word ({target}) and all words ({message}). */
function word(
  index: number,
  onward: boolean,
  fallback: string | undefined,
  raw: string,
): VariableTranslation {
  if (index !== 1)
    return noEqual(
      raw,
      'has no equal (the keyword language reads the first word, {target}, or all, {message})',
    );
  if (onward) return fallback === undefined ? { text: '{message}' } : noEqual(raw, 'has no equal');
  if (fallback === undefined) return { text: '{target}' };
  const value = fallback.replace(/^(['"])(.*)\1$/, '$2');
  if (['sender', 'user', '{username}'].includes(value)) return { text: '{optTarget}' };
  return fitsInParameter(value)
    ? { text: `{if.{equals.{target}|}|${value}|{target}}` }
    : noEqual(raw, 'has a fallback the keyword language cannot take');
}

/** `${random.pick 'a' 'b'}`, `${random.1-100}`, `${random 1-10}`, `${random.number 1-10}`. */
function random(name: string, args: string, raw: string): VariableTranslation {
  if (name === 'random.pick') {
    const options = [...args.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
    if (options.length === 0 || !options.every(fitsInParameter))
      return noEqual(raw, 'has options the keyword language cannot take');
    return { text: `{choose1.${options.join('|')}}` };
  }
  const range = /^(-?\d+)-(-?\d+)$/.exec(
    name === 'random' || name === 'random.number' ? args : name.slice(7),
  );
  if (range) return { text: `{randomNumber.${range[1]}|${range[2]}}` };
  return noEqual(raw, 'has no equal in the keyword language');
}

const variableName = (name: string) => variableNamePattern.test(name);

/**
 * `${count name}` counts with a named counter: a channel variable here. `+N`/`-N` change it by N, a plain
 * number sets it; it says the value after.
 */
function counter(args: string, raw: string): VariableTranslation {
  const [name = '', change, ...more] = args.split(/\s+/);
  if (!variableName(name) || more.length > 0)
    return noEqual(raw, 'names a counter the keyword language cannot');
  const get = `{getvar.${name}}`;
  if (change === undefined) return { text: `{setvar.${name}|{add.${get}|1}}${get}` };
  const by = /^([+-])(\d+)$/.exec(change);
  if (by) return { text: `{setvar.${name}|{${by[1] === '+' ? 'add' : 'subtract'}.${get}|${by[2]}}}${get}` };
  if (/^\d+$/.test(change)) return { text: `{setvar.${name}|${change}}${get}` };
  return noEqual(raw, 'changes a counter in a way the keyword language cannot');
}

/** `${game}` is this channel's; `${game ${1}}` or `${game ${touser}}` the named channel's last one. */
function ofTarget(head: 'game' | 'title', name: string, args: string, raw: string): VariableTranslation {
  const keyword = head === 'game' ? '{targetLastGame}' : '{targetLastTitle}';
  if (name === head && args === '{optTarget}') return { text: keyword };
  if (name === head && args === '{target}')
    return {
      text: keyword,
      notes: [`${shortName(raw)} became ${keyword}: with no name given it reads the viewer's own channel`],
    };
  return noEqual(raw, 'has no equal in the keyword language');
}

/** A StreamElements reply or timer message in the keyword language, with what stayed as written and why. */
export function translateStreamElementsText(text: string): Translation {
  return translateVariables(text, ['{', '('], translateStreamElementsVariable);
}
