import { describe, expect, it } from 'vitest';
import { evaluateTemplate } from '../keywords/evaluate';
import { keywordContext, memorySources } from '../keywords/test-context';
import { translateNightbotText } from './nightbot-variables';

const translated = (text: string) => translateNightbotText(text).text;

describe("Nightbot's variables translated", () => {
  it.each([
    ['$(user)', '{username}'],
    ['$(touser)', '{optTarget}'],
    ['$(query)', '{message}'],
    ['$(count)', '{count}'],
    ['$(channel)', '{channel}'],
    ['$(uptime)', '{uptime}'],
    ['$(game)', '{game}'],
    ['$(title)', '{title}'],
    ['$(1)', '{target}'],
    ['$(randomnum 1 6)', '{randomNumber.1|6}'],
    ['$(urlfetch https://example.com/joke)', '{urlget.https://example.com/joke}'],
    ['$(urlfetch json https://example.com/data)', '{urlget.https://example.com/data}'],
    ['$(customapi https://example.com/a)', '{urlget.https://example.com/a}'],
    ['$(time Europe/London)', '{time.Europe/London}'],
    ['$(time)', '{time}'],
  ])('%s becomes %s with nothing left over', (source, keyword) => {
    expect(translateNightbotText(`a ${source} b`)).toEqual({ text: `a ${keyword} b`, untranslated: [] });
  });

  it('matches variable names in any case', () => {
    expect(translated('$(USER) $(TouSer)')).toBe('{username} {optTarget}');
  });

  it('translates nested variables inside out', () => {
    expect(translated('$(urlfetch https://decapi.me/twitch/followage/$(channel)/$(user))')).toBe(
      '{urlget.https://decapi.me/twitch/followage/{channel}/{username}}',
    );
  });

  it('puts the words after the command into an address for $(querystring), and says how', () => {
    expect(translateNightbotText('$(urlfetch https://wttr.in/$(querystring))')).toEqual({
      text: '{urlget.https://wttr.in/{message}}',
      untranslated: [
        '$(querystring) became {message}: spaces in an address are encoded, other symbols go as typed',
      ],
    });
  });

  it("drops $(time)'s format string with a note", () => {
    expect(translateNightbotText('$(time America/New_York "h:mm A")')).toEqual({
      text: '{time.America/New_York}',
      untranslated: ['$(time) format "h:mm A" was dropped: {time} says the time as 3:04 PM'],
    });
  });

  it('leaves text without variables alone, and a $( that never closes', () => {
    expect(translateNightbotText('costs $(5 and more')).toEqual({
      text: 'costs $(5 and more',
      untranslated: [],
    });
  });
});

describe("Nightbot's variables kept as written", () => {
  it('keeps $(eval …), saying it runs JavaScript', () => {
    const source = '8-ball: $(eval ["Yes","No"][Math.floor(Math.random()*2)])';
    expect(translateNightbotText(source)).toEqual({
      text: source,
      untranslated: ['$(eval …) runs JavaScript, which this bot does not: kept as written'],
    });
  });

  it('keeps a variable inside $(eval …) as written too', () => {
    const source = '$(eval "$(user)".toUpperCase())';
    expect(translateNightbotText(source)).toEqual({
      text: source,
      untranslated: ['$(eval …) runs JavaScript, which this bot does not: kept as written'],
    });
  });

  it('keeps unknown variables and says so', () => {
    expect(translateNightbotText('$(user): $(weather London) $(quote)')).toEqual({
      text: '{username}: $(weather London) $(quote)',
      untranslated: [
        '$(weather …) has no equal in the keyword language: kept as written',
        '$(quote) has no equal in the keyword language: kept as written',
      ],
    });
  });

  it('keeps arguments past the first, which the language cannot read', () => {
    expect(translateNightbotText('$(1) and $(2)')).toEqual({
      text: '{target} and $(2)',
      untranslated: [
        '$(2) has no equal (the keyword language reads the first word, {target}, or all, {message}): kept as written',
      ],
    });
  });

  it('keeps $(randomnum) without two bounds, and $(urlfetch) without an address', () => {
    expect(translateNightbotText('$(randomnum 6) $(urlfetch)').untranslated).toEqual([
      '$(randomnum …) needs two numbers here: kept as written',
      '$(urlfetch) has an address {urlget} cannot take: kept as written',
    ]);
  });

  it('keeps a variable given arguments it does not take', () => {
    expect(translateNightbotText('$(user bob)')).toEqual({
      text: '$(user bob)',
      untranslated: ['$(user …) has no equal in the keyword language: kept as written'],
    });
  });
});

describe('a translated reply answers as Nightbot did', () => {
  it("answers with the chatter's and the target's names", async () => {
    const text = translated('$(user) gives $(touser) a hug');
    expect(await evaluateTemplate(text, keywordContext({ username: 'Ana', message: '@Bob' }))).toBe(
      'Ana gives Bob a hug',
    );
    expect(await evaluateTemplate(text, keywordContext({ username: 'Ana' }))).toBe('Ana gives Ana a hug');
  });

  it('fetches the nested address with the names filled in', async () => {
    const fetched: string[] = [];
    const sources = memorySources({
      ownChannel: async () => ({ login: 'demo', displayName: 'Demo' }),
      fetchText: async (url) => {
        fetched.push(url);
        return '3 years';
      },
    });
    const text = translated('$(urlfetch https://example.com/$(channel)/$(user))');
    expect(await evaluateTemplate(text, keywordContext({ username: 'Ana', sources }))).toBe('3 years');
    expect(fetched).toEqual(['https://example.com/Demo/Ana']);
  });
});
