// Nightbot's variables (`$(user)`, `$(urlfetch …)` …) in the keyword language. What has no equal here
// is kept as written and listed with the reason, never dropped.
import {
  fitsInParameter,
  type SourceVariableText,
  shortName,
  type Translation,
  translateVariables,
  type VariableTranslation,
} from './variable-syntax';

const same = (text: string): VariableTranslation => ({ text });

/** Variables without arguments that have an exact keyword. */
const plain: Record<string, string> = {
  user: '{username}',
  touser: '{optTarget}',
  query: '{message}',
  count: '{count}',
  channel: '{channel}',
  uptime: '{uptime}',
  game: '{game}',
  title: '{title}',
  1: '{target}',
};

const noEqual = (raw: string, what: string) => ({ kept: `${raw} ${what}: kept as written` });

function translateNightbotVariable({ name, args, raw }: SourceVariableText): VariableTranslation {
  const keyword = plain[name];
  if (keyword !== undefined && args === '') return same(keyword);
  switch (name) {
    case 'eval':
      return { kept: `${shortName(raw)} runs JavaScript, which this bot does not: kept as written` };
    case 'querystring':
      return {
        text: '{message}',
        notes: [
          '$(querystring) became {message}: spaces in an address are encoded, other symbols go as typed',
        ],
      };
    case 'urlfetch':
    case 'customapi':
      return urlFetch(args, raw);
    case 'randomnum':
      return randomNumber(args, raw);
    case 'time':
      return time(args);
  }
  if (/^[2-9]$/.test(name))
    return noEqual(
      raw,
      'has no equal (the keyword language reads the first word, {target}, or all, {message})',
    );
  return noEqual(shortName(raw), 'has no equal in the keyword language');
}

function urlFetch(args: string, raw: string): VariableTranslation {
  // `$(urlfetch json URL)` asks for the answer unformatted; {urlget} always gives it as sent.
  const url = args.replace(/^json\s+/i, '');
  if (url === '' || !fitsInParameter(url))
    return noEqual(shortName(raw), 'has an address {urlget} cannot take');
  return { text: `{urlget.${url}}` };
}

function randomNumber(args: string, raw: string): VariableTranslation {
  const bounds = args.split(/\s+/);
  if (bounds.length !== 2 || !bounds.every(fitsInParameter))
    return noEqual(shortName(raw), 'needs two numbers here');
  return { text: `{randomNumber.${bounds[0]}|${bounds[1]}}` };
}

function time(args: string): VariableTranslation {
  const [zone = '', ...format] = args.split(/\s+/).filter(Boolean);
  const text = zone ? `{time.${zone}}` : '{time}';
  return format.length > 0
    ? { text, notes: [`$(time) format ${format.join(' ')} was dropped: {time} says the time as 3:04 PM`] }
    : { text };
}

/** A Nightbot reply or timer message in the keyword language, with what stayed as written and why. */
export function translateNightbotText(text: string): Translation {
  return translateVariables(text, ['('], translateNightbotVariable);
}
