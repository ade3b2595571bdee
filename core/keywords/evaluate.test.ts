import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateTemplate, maxOutputChars } from './evaluate';
import { keywordContext, memorySources } from './test-context';

const run = async (template: string, overrides: Parameters<typeof keywordContext>[0] = {}) =>
  evaluateTemplate(template, keywordContext(overrides));

describe('placeholders', () => {
  it('fills username, target, optTarget and message', async () => {
    const context = { username: 'Ana', message: '@Bob is great' };
    expect(await run('{username} {target} {optTarget} [{message}]', context)).toBe(
      'Ana Bob Bob [@Bob is great]',
    );
  });

  it('falls back to the caller for optTarget and to nothing for target', async () => {
    expect(await run('[{target}] {optTarget}', { username: 'Ana' })).toBe('[] Ana');
  });

  it('matches keyword names in any case', async () => {
    expect(await run('{USERNAME} {OptTarget}', { username: 'Ana' })).toBe('Ana Ana');
  });
});

describe('stream keywords', () => {
  it('shows uptime as HH:mm:ss while live', async () => {
    const sources = memorySources({ liveSince: async () => 1_000 });
    const uptime = 1_000 + (2 * 3600 + 3 * 60 + 4) * 1000;
    expect(await run('{uptime}', { sources, now: () => uptime })).toBe('02:03:04');
  });

  it('says offline when the stream is not live', async () => {
    expect(await run('{uptime}')).toBe('offline');
  });

  it("reads the target's last game and title", async () => {
    const sources = memorySources({
      lastGameOf: async (login) => (login === 'bob' ? 'Celeste' : null),
      lastTitleOf: async (login) => (login === 'bob' ? 'Speedruns!' : null),
    });
    expect(await run('{targetLastGame} / {targetLastTitle}', { message: 'bob', sources })).toBe(
      'Celeste / Speedruns!',
    );
    expect(await run('{targetLastGame}', { message: 'nobody', sources })).toBe('an unknown game');
  });
});

describe('functions', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [102, '102nd'],
    [111, '111th'],
  ])('writes %i as %s', async (n, text) => {
    expect(await run(`{ordinal.${n}}`)).toBe(text);
  });

  it('stores and reads variables, and setvar shows nothing', async () => {
    const sources = memorySources();
    expect(await run('{setvar.deaths|3}Deaths: {getvar.deaths}', { sources })).toBe('Deaths: 3');
    expect(await run('{setvar.deaths|{add.{getvar.deaths}|1}}{getvar.DEATHS}', { sources })).toBe('4');
    expect(await run('[{getvar.unset}]', { sources })).toBe('[]');
  });

  it('counts from 1 with the setvar example, as an unset variable counts as 0 in arithmetic', async () => {
    const sources = memorySources();
    const counter = '{setvar.deaths|{add.{getvar.deaths}|1}}Deaths: {getvar.deaths}';
    expect(await run(counter, { sources })).toBe('Deaths: 1');
    expect(await run(counter, { sources })).toBe('Deaths: 2');
    expect(await run('{subtract.{getvar.nothing}|2}', { sources })).toBe('-2');
  });

  it('reads a web address once per reply, within limits', async () => {
    const asked: string[] = [];
    const sources = memorySources({
      fetchText: async (url, limits) => {
        asked.push(`${url} ${limits.timeoutMs}`);
        return 'x'.repeat(1000);
      },
    });
    const output = await run('{urlget.https://example.com/a} {urlget.https://example.com/b}', { sources });
    expect(asked).toEqual(['https://example.com/a 5000']);
    expect(output).toBe(`${'x'.repeat(400)} (urlget can be used once per reply)`);
  });

  it('refuses urlget addresses that are not http or https', async () => {
    expect(await run('{urlget.file:///etc/passwd}')).toBe('(urlget only reads http and https addresses)');
    expect(await run('{urlget.not a url}')).toBe('(urlget needs a web address)');
  });

  it('says so when urlget fails', async () => {
    expect(await run('{urlget.https://example.com}')).toBe('(urlget could not read that address)');
  });

  it('chooses one option with the random source', async () => {
    expect(await run('{choose1.a|b|c}', { random: () => 0 })).toBe('a');
    expect(await run('{choose1.a|b|c}', { random: () => 0.99 })).toBe('c');
  });

  it('picks random numbers inclusively, min defaulting to 1', async () => {
    expect(await run('{randomNumber.6}', { random: () => 0 })).toBe('1');
    expect(await run('{randomNumber.6}', { random: () => 0.9999 })).toBe('6');
    expect(await run('{randomNumber.10|20}', { random: () => 0.9999 })).toBe('20');
  });

  it('swaps min and max when given the wrong way round', async () => {
    expect(await run('{randomNumber.20|10}', { random: () => 0 })).toBe('10');
  });

  it('does arithmetic without float noise', async () => {
    expect(await run('{add.0.1|0.2} {subtract.10|4} {multiply.6|7} {divide.10|4}')).toBe('0.3 6 42 2.5');
  });
});

describe('logic', () => {
  it('compares ignoring case and outer spaces', async () => {
    expect(await run('{equals.Bob| bob } {equals.a|b}')).toBe('true false');
  });

  it('picks a branch and runs only that one', async () => {
    const sources = memorySources();
    expect(await run('{if.true|yes{setvar.x|1}|no{setvar.y|1}}', { sources })).toBe('yes');
    expect(sources.variables.has('x')).toBe(true);
    expect(sources.variables.has('y')).toBe(false);
    expect(await run('{if.false|yes}')).toBe('');
  });

  it('nests: inner results feed outer ones', async () => {
    const template =
      '{if.{equals.{target}|streamer}|Hi boss!|Hi {target}, roll: {add.{randomNumber.6}|{multiply.2|3}}}';
    expect(await run(template, { message: 'streamer' })).toBe('Hi boss!');
    expect(await run(template, { message: 'ana', random: () => 0 })).toBe('Hi ana, roll: 7');
  });
});

describe('odd input', () => {
  it('leaves unknown keywords as written', async () => {
    expect(await run('hello {nope} {nope.a|b}')).toBe('hello {nope} {nope.a|b}');
  });

  it('explains a wrong number of parameters', async () => {
    expect(await run('{add.1}')).toBe('(add is used as {add.a|b})');
    expect(await run('{username.x}')).toBe('(username is used as {username})');
  });

  it('explains bad numbers and division by zero', async () => {
    expect(await run('{add.one|2}')).toBe('(add needs numbers)');
    expect(await run('{divide.1|0}')).toBe('(cannot divide by zero)');
  });

  it('keeps unbalanced brackets as text', async () => {
    expect(await run('{username')).toBe('{username');
    expect(await run('a } b { c')).toBe('a } b { c');
    expect(await run('{if.true|yes')).toBe('{if.true|yes');
    expect(await run('{{username}}', { username: 'Ana' })).toBe('{Ana}');
  });

  it('keeps braces that do not name a keyword as text', async () => {
    expect(await run('{ username } {1} {}')).toBe('{ username } {1} {}');
  });

  it('refuses bad variable names', async () => {
    expect(await run('{setvar.a b|1}')).toBe('(variable names are 1-32 letters, digits, - or _)');
  });

  it('says which keyword failed when a source breaks', async () => {
    const sources = memorySources({
      liveSince: async () => {
        throw new Error('Helix is down');
      },
    });
    expect(await run('Up: {uptime}', { sources })).toBe('Up: (uptime failed)');
  });
});

describe('bounds (property-based)', () => {
  const pieces = fc.constantFrom(
    '{',
    '}',
    '|',
    '.',
    ' ',
    'x',
    '{username}',
    '{add.',
    '{if.',
    '{equals.',
    '{choose1.',
    '{setvar.v|',
    '{getvar.v}',
    '{divide.',
    '{randomNumber.',
    '{ordinal.',
    '{multiply.',
    '9',
    '0',
    '-1',
    'true',
    '{nope',
    '{target}',
    '{message}',
  );
  const templates = fc.array(pieces, { maxLength: 200 }).map((parts) => parts.join(''));

  it('always terminates, never throws and bounds its output', async () => {
    await fc.assert(
      fc.asyncProperty(
        templates,
        fc.string({ maxLength: 50 }),
        fc.double({ min: 0, max: 0.999 }),
        async (template, message, r) => {
          const output = await evaluateTemplate(template, keywordContext({ message, random: () => r }));
          expect(typeof output).toBe('string');
          expect(output.length).toBeLessThanOrEqual(maxOutputChars);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('bounds output that grows through nesting', async () => {
    const huge = `{setvar.a|${'x'.repeat(300)}}${'{getvar.a}'.repeat(50)}`;
    expect((await run(huge)).length).toBeLessThanOrEqual(maxOutputChars);
  });
});

describe('incrementor keywords', () => {
  const now = Date.UTC(2026, 10, 4, 12);
  const redemptions = [
    { userId: 'ana', userName: 'Ana', count: 1, points: 100, at: now - 1000 },
    { userId: 'bo', userName: 'Bo', count: 3, points: 300, at: now - 2000 },
  ];
  const source = (added: number[] = []) => ({
    userId: 'ana',
    add: async (amount: number) => void added.push(amount),
    redemptions: async () => redemptions,
  });

  it('reads the counter in every form', async () => {
    const sources = memorySources({ incrementor: source() });
    const template =
      '{incrementor.get|user|count|total} {incrementor.get|channel|points|monthly} [{incrementor.get|top|count|daily}] {incrementor.get|usercount|total} {incrementor.get|place|count|total}';
    expect(await run(template, { sources, now: () => now })).toBe('1 400 [Bo: 3, Ana: 1] 2 2');
  });

  it('adds without output', async () => {
    const added: number[] = [];
    expect(
      await run('[{incrementor.add|2}{incrementor.add}]', {
        sources: memorySources({ incrementor: source(added) }),
      }),
    ).toBe('[]');
    expect(added).toEqual([2, 1]);
  });

  it('explains misuse and where it works', async () => {
    expect(
      await run('{incrementor.get|user|count|hourly}', { sources: memorySources({ incrementor: source() }) }),
    ).toContain('periods are');
    expect(await run('{incrementor.get|user|count|total}')).toBe(
      '(incrementor keywords work only in channel-point replies)',
    );
  });
});
