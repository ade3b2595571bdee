import { describe, expect, test } from 'vitest';
import {
  defaultModerationSettings,
  type FilterKey,
  filterKeys,
  type ModerationSettings,
} from './moderation-settings';
import { stepNames } from './normalize';
import { compileModeration, type ScreenInput } from './screen';

const now = 1_700_000_000_000;

/** Every filter on, nobody exempt, with overrides per filter. */
function settingsWith(
  overrides: Partial<{ [K in FilterKey]: Partial<ModerationSettings['filters'][K]> }> = {},
) {
  const filters = { ...defaultModerationSettings.filters };
  for (const key of filterKeys)
    filters[key] = { ...filters[key], enabled: true, exempt: [], ...(overrides[key] ?? {}) } as never;
  return { ...defaultModerationSettings, filters };
}

/** Ordinary-looking text of `length` characters that repeats nothing (so only the length filter minds it). */
function longVariedText(length: number): string {
  let seed = 7;
  let text = '';
  while (text.length < length) {
    seed = (seed * 48271) % 2147483647;
    text += `${'bcdfghklmnprstvz'[seed % 16]}${'aeiou'[seed % 5]}${'lmnrst'[seed % 6]}${seed % 3 === 0 ? ' ' : ''}`;
  }
  return text.slice(0, length);
}

function input(text: string, more: Partial<ScreenInput> = {}): ScreenInput {
  return {
    text,
    roles: [],
    chatterLogin: 'viewer',
    thirdPartyEmotes: new Set(['KEKW', 'LUL', 'OMEGALUL']),
    channelLogin: 'mychannel',
    isLive: true,
    now,
    history: { recent: [], trusted: true, permitUntil: null },
    ...more,
  };
}

describe('screen', () => {
  const everyFilter = compileModeration(settingsWith({ words: { entries: ['bad', 'slur'] } }));

  test('a clean message passes and still shows its normalisation steps', () => {
    const result = everyFilter.screen(input('Hello there, how is the stream going?'));
    expect(result.verdict).toBeNull();
    expect(result.normalized).toBe('hello there, how is the stream going?');
    expect(result.steps.map((step) => step.name)).toContain(stepNames.lookalikes);
  });

  test('each filter trips on its own kind of message', () => {
    const cases: [string, FilterKey, Partial<ScreenInput>?][] = [
      ['buy followers at example.com', 'links'],
      ['WHY IS NOBODY LISTENING TO ME', 'caps'],
      ['look !!!!!!!!!!!! here', 'symbols'],
      [Array.from({ length: 16 }, () => 'KEKW').join(' '), 'emotes'],
      ['aaaaaaaaaaaaaaaaaaaa', 'repetition'],
      [longVariedText(301), 'length'],
      [`hi z${'\u0336\u0337\u0338\u0321\u0322'}`, 'zalgo'],
      ['you are b\u0430d', 'words'],
    ];
    for (const [text, filter, more] of cases)
      expect(everyFilter.screen(input(text, more)).verdict?.filter).toBe(filter);
  });

  test('the first filter in the table order wins', () => {
    // Caps and words both trip; caps comes first in the spec's table.
    expect(everyFilter.screen(input('THIS IS REALLY BAD OK')).verdict?.filter).toBe('caps');
  });

  test('a word-list entry with its own action outranks an earlier filter', () => {
    const screen = compileModeration(
      settingsWith({
        words: { entries: ['slur'], entryPunishments: [{ entry: 'slur', punishment: { action: 'ban' } }] },
      }),
    );
    expect(screen.screen(input('WHAT A SLUR THAT WAS')).verdict).toEqual({
      filter: 'words',
      reason: 'matched the word list entry slur',
      entry: 'slur',
      punishment: { action: 'ban' },
    });
  });

  test('first-time chatters: a link from a viewer not yet trusted trips when Links lets the viewer through', () => {
    const screen = compileModeration(settingsWith({ links: { exempt: ['follower'] } }));
    const history = { recent: [], trusted: false, permitUntil: null };
    expect(
      screen.screen(input('hi all, my art: example.com', { roles: ['follower'], history })).verdict?.filter,
    ).toBe('firstTime');
  });

  test('disabled filters are skipped', () => {
    const screen = compileModeration(settingsWith({ caps: { enabled: false } }));
    expect(screen.screen(input('WHY IS NOBODY LISTENING TO ME')).verdict).toBeNull();
  });

  test('exempt roles skip the filter', () => {
    const screen = compileModeration(settingsWith({ links: { exempt: ['subscriber', 'vip'] } }));
    expect(screen.screen(input('example.com', { roles: ['subscriber'] })).verdict).toBeNull();
    expect(screen.screen(input('example.com', { roles: ['follower'] })).verdict?.filter).toBe('links');
  });

  test('live-only filters rest while the stream is offline', () => {
    const screen = compileModeration(settingsWith({ caps: { liveOnly: true } }));
    expect(screen.screen(input('WHY IS NOBODY LISTENING TO ME', { isLive: false })).verdict).toBeNull();
    expect(screen.screen(input('WHY IS NOBODY LISTENING TO ME', { isLive: true })).verdict?.filter).toBe(
      'caps',
    );
  });

  test('a dry-run filter returns its verdict marked dry run, and never hides a live one', () => {
    const screen = compileModeration(settingsWith({ caps: { dryRun: true }, words: { entries: ['bad'] } }));
    expect(screen.screen(input('WHY IS NOBODY LISTENING TO ME')).verdict).toMatchObject({
      filter: 'caps',
      dryRun: true,
    });
    expect(screen.screen(input('WHY IS THIS SO BAD')).verdict).toEqual({
      filter: 'words',
      reason: 'matched the word list entry bad',
      entry: 'bad',
    });
  });

  test('links pass while a permit runs, and the permit is reported used', () => {
    const permitted = { recent: [], trusted: true, permitUntil: now + 1 };
    const result = everyFilter.screen(input('my clip: example.com', { history: permitted }));
    expect(result.verdict).toBeNull();
    expect(result.usedPermit).toBe(true);
    const expired = { recent: [], trusted: true, permitUntil: now };
    expect(everyFilter.screen(input('my clip: example.com', { history: expired })).verdict?.filter).toBe(
      'links',
    );
    expect(everyFilter.screen(input('no link here', { history: permitted })).usedPermit).toBe(false);
  });

  test("the same text three times in 30 s trips; history holds screen's normalised text", () => {
    const first = everyFilter.screen(input('Follow me please'));
    const recent = [
      { text: first.normalized, at: now - 10_000 },
      { text: first.normalized, at: now - 5_000 },
    ];
    const third = everyFilter.screen(
      input('FOLLOW me\u200B please', { history: { recent, trusted: true, permitUntil: null } }),
    );
    expect(third.verdict?.filter).toBe('repetition');
  });

  test('Twitch emote fragments are counted and their codes skipped by caps', () => {
    const fragments = Array.from({ length: 16 }, () => ({
      type: 'emote' as const,
      text: 'PogChamp',
      id: '88',
      animated: false,
    }));
    const text = fragments.map((fragment) => fragment.text).join(' ');
    const spaced = fragments.flatMap((fragment) => [fragment, { type: 'text' as const, text: ' ' }]);
    expect(everyFilter.screen(input(text, { fragments: spaced })).verdict?.filter).toBe('emotes');
    expect(everyFilter.screen(input('OMEGALUL KEKW LUL that was funny')).verdict).toBeNull();
  });

  test('bad input never throws, with every filter on', () => {
    const inputs = [
      `z${'\u0336\u0337\u0338\u0321\u0322'.repeat(100)}`,
      '👨‍👩‍👧‍👦🇫🇷❤️1️⃣😀'.repeat(20),
      'مرحبا بالجميع \u202Ereversed\u202C שלום עולם',
      '\uD800\uDBFF lone \uDC00 surrogates \uD83D',
      '',
      ' ',
      '\u0000\u0007\u001b[31m',
    ];
    for (const text of inputs) expect(() => everyFilter.screen(input(text))).not.toThrow();
    expect(everyFilter.screen(input(`z${'\u0336\u0337\u0338\u0321\u0322'.repeat(40)}`)).verdict?.filter).toBe(
      'zalgo',
    );
  });
});
