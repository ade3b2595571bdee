// biome-ignore-all lint/suspicious/noTemplateCurlyInString: StreamElements writes its variables as ${…} in plain strings.
import { describe, expect, it } from 'vitest';
import { evaluateTemplate } from '../keywords/evaluate';
import { keywordContext, memorySources } from '../keywords/test-context';
import { translateStreamElementsText } from './streamelements-variables';

const translated = (text: string) => translateStreamElementsText(text).text;

describe("StreamElements' variables translated", () => {
  it.each([
    ['${user}', '{username}'],
    ['${user.name}', '{username}'],
    ['${sender}', '{username}'],
    ['${touser}', '{optTarget}'],
    ['${1}', '{target}'],
    ['${1:}', '{message}'],
    ['${1|sender}', '{optTarget}'],
    ['${count}', '{count}'],
    ['${uptime}', '{uptime}'],
    ['${game}', '{game}'],
    ['${title}', '{title}'],
    ['${channel}', '{channel}'],
    ['${time}', '{time}'],
    ['${time Europe/Berlin}', '{time.Europe/Berlin}'],
    ['${customapi https://example.com/a}', '{urlget.https://example.com/a}'],
    ['${customapi.https://example.com/Path}', '{urlget.https://example.com/Path}'],
    ["${random.pick 'rock' 'paper' 'rare pepe'}", '{choose1.rock|paper|rare pepe}'],
    ['${random.pick "yes" no}', '{choose1.yes|no}'],
    ['${random.1-100}', '{randomNumber.1|100}'],
    ['${random 1-10}', '{randomNumber.1|10}'],
    ['${random.number 5-8}', '{randomNumber.5|8}'],
    ['${game ${touser}}', '{targetLastGame}'],
    ['${title ${touser}}', '{targetLastTitle}'],
    ['${getcount deaths}', '{getvar.deaths}'],
    ['${count deaths}', '{setvar.deaths|{add.{getvar.deaths}|1}}{getvar.deaths}'],
    ['${count deaths +5}', '{setvar.deaths|{add.{getvar.deaths}|5}}{getvar.deaths}'],
    ['${count deaths -1}', '{setvar.deaths|{subtract.{getvar.deaths}|1}}{getvar.deaths}'],
    ['${count deaths 0}', '{setvar.deaths|0}{getvar.deaths}'],
    ['$(user)', '{username}'],
  ])('%s becomes %s with nothing left over', (source, keyword) => {
    expect(translateStreamElementsText(`a ${source} b`)).toEqual({
      text: `a ${keyword} b`,
      untranslated: [],
    });
  });

  it('translates nested variables inside out, keeping the address as written', () => {
    expect(translated('${customapi.https://decapi.me/twitch/followage/${channel}/${user}?Token=AbC}')).toBe(
      '{urlget.https://decapi.me/twitch/followage/{channel}/{username}?Token=AbC}',
    );
  });

  it('gives ${1} a fallback with if and equals', () => {
    expect(translated("${1|'nobody'}")).toBe('{if.{equals.{target}|}|nobody|{target}}');
  });

  it("notes that ${game ${1}} reads the viewer's own channel when no name is given", () => {
    expect(translateStreamElementsText('${game ${1}}')).toEqual({
      text: '{targetLastGame}',
      untranslated: [
        "${game …} became {targetLastGame}: with no name given it reads the viewer's own channel",
      ],
    });
  });
});

describe("StreamElements' variables kept as written", () => {
  it.each([
    [
      '${2}',
      '${2} has no equal (the keyword language reads the first word, {target}, or all, {message}): kept as written',
    ],
    [
      '${2:}',
      '${2:} has no equal (the keyword language reads the first word, {target}, or all, {message}): kept as written',
    ],
    ['${user.points}', '${user.points} has no equal in the keyword language: kept as written'],
    ['${random.chatter}', '${random.chatter} has no equal in the keyword language: kept as written'],
    ['${weather London}', '${weather …} has no equal in the keyword language: kept as written'],
    [
      '${random.pick "a|b" "c"}',
      '${random.pick …} has options the keyword language cannot take: kept as written',
    ],
    ['${count two words here}', '${count …} names a counter the keyword language cannot: kept as written'],
    ['${customapi}', '${customapi} has an address {urlget} cannot take: kept as written'],
    ['${game somebody}', '${game …} has no equal in the keyword language: kept as written'],
  ])('keeps %s and says why', (source, reason) => {
    expect(translateStreamElementsText(`x ${source} y`)).toEqual({
      text: `x ${source} y`,
      untranslated: [reason],
    });
  });

  it('keeps an unknown variable with a translated one inside it as written, whole', () => {
    expect(translateStreamElementsText('${weather ${1:}}')).toEqual({
      text: '${weather ${1:}}',
      untranslated: ['${weather …} has no equal in the keyword language: kept as written'],
    });
  });
});

describe('a translated reply answers as StreamElements did', () => {
  it('picks from the options and counts with a channel variable', async () => {
    const sources = memorySources();
    const pick = translated('${sender} throws ${random.pick rock paper scissors}');
    expect(
      await evaluateTemplate(pick, keywordContext({ username: 'Ana', random: () => 0.5, sources })),
    ).toBe('Ana throws paper');
    const counter = translated('Deaths: ${count deaths}');
    expect(await evaluateTemplate(counter, keywordContext({ sources }))).toBe('Deaths: 1');
    expect(await evaluateTemplate(counter, keywordContext({ sources }))).toBe('Deaths: 2');
  });

  it('says everything after the command for ${1:}', async () => {
    expect(await evaluateTemplate(translated('${1:}'), keywordContext({ message: 'hello there chat' }))).toBe(
      'hello there chat',
    );
  });
});
