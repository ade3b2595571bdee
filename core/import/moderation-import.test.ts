import { describe, expect, it } from 'vitest';
import { defaultModerationSettings, moderationSettingsSchema } from '../moderation/moderation-settings';
import { demoNightbotSpamProtection } from './demo-nightbot';
import type { ImportedFilter } from './import-plan';
import { exemptFromLevel, moderationAfterImport, nightbotFilterItem } from './moderation-import';
import type { NightbotFilter } from './source-answers';

const filter = (fields: Partial<NightbotFilter> & { _type: string }): NightbotFilter => ({
  enabled: true,
  length: 600,
  exemptUserLevel: 'moderator',
  message: '',
  silent: false,
  ...fields,
});

const payloadOf = (nightbot: NightbotFilter) => nightbotFilterItem(nightbot).payload as ImportedFilter;

describe("Nightbot's exempt levels", () => {
  it.each([
    ['everyone', ['vip', 'subscriber', 'regular', 'follower']],
    ['subscriber', ['vip', 'subscriber', 'regular']],
    ['regular', ['vip', 'regular']],
    ['twitch_vip', ['vip']],
    ['moderator', []],
    ['owner', []],
  ])('exempting from %s leaves %j alone', (level, roles) => {
    expect(exemptFromLevel(level)).toEqual(roles);
  });
});

describe("Nightbot's filters as chat filters", () => {
  it('makes the blacklist word-list entries, each with its timeout, refusing what the list cannot hold', () => {
    const item = nightbotFilterItem(
      filter({
        _type: 'blacklist',
        blacklist: 'buy followers\nfree*\n~/b[i1]gg?/i\n~/(a)\\1/\n',
        length: 300,
      }),
    );
    expect(item.payload).toEqual({
      filter: 'words',
      enabled: true,
      exempt: [],
      settings: {
        entries: ['buy followers', 'free*', '~/b[i1]gg?/i'],
        entryPunishments: ['buy followers', 'free*', '~/b[i1]gg?/i'].map((entry) => ({
          entry,
          punishment: { action: 'timeout', duration: 300 },
        })),
        silent: false,
      },
    });
    expect(item.untranslated).toEqual([
      'blacklist line "~/(a)\\1/" left out: back-references such as \\1 are not supported (at character 4 of the pattern: `\\1`)',
    ]);
  });

  it('makes the links whitelist the allow list, as domains', () => {
    expect(
      payloadOf(filter({ _type: 'links', whitelist: 'https://clips.twitch.tv/\nyoutube.com\nnot a domain' }))
        .settings.allow,
    ).toEqual(['clips.twitch.tv', 'youtube.com']);
  });

  it("takes caps and symbols limits as percentages and emotes' as a count", () => {
    expect(payloadOf(filter({ _type: 'caps', limit: 70 })).settings.percent).toBe(70);
    expect(payloadOf(filter({ _type: 'symbols', limit: 150 })).settings.percent).toBe(100);
    expect(payloadOf(filter({ _type: 'emotes', limit: 8 })).settings.max).toBe(8);
  });

  it('notes that timeouts follow the strike ladder here, and keeps the timeout message', () => {
    const item = nightbotFilterItem(
      filter({ _type: 'caps', limit: 50, length: 10, message: 'Stop shouting' }),
    );
    expect(item.untranslated).toEqual([
      "Nightbot timed out for 10 s; here the channel's strike ladder decides",
    ]);
    expect((item.payload as ImportedFilter).settings.message).toBe('Stop shouting');
  });

  it('turns off a filter that exempted everyone', () => {
    const item = nightbotFilterItem(filter({ _type: 'caps', exemptUserLevel: 'everyone', length: 0 }));
    expect((item.payload as ImportedFilter).enabled).toBe(false);
    expect(item.untranslated).toEqual([
      'everyone was exempt, so the filter acted on no one: turned off here',
    ]);
  });

  it('lists a filter type with no equal here as not importable', () => {
    expect(nightbotFilterItem(filter({ _type: 'zalgo_plus' }))).toMatchObject({
      payload: null,
      untranslated: ["not importable: Nightbot's zalgo_plus filter has no equal here"],
    });
  });
});

describe('moderationAfterImport', () => {
  const imported = demoNightbotSpamProtection.filters.map(
    (nightbot) => nightbotFilterItem(nightbot).payload as ImportedFilter,
  );

  it('gives settings the moderation schema accepts, with the filters set as Nightbot had them', () => {
    const { settings, changed } = moderationAfterImport(defaultModerationSettings, imported);
    expect(moderationSettingsSchema.safeParse(settings).success).toBe(true);
    expect(settings.filters.caps).toMatchObject({
      enabled: true,
      percent: 70,
      exempt: ['vip', 'subscriber', 'regular'],
    });
    expect(settings.filters.links).toMatchObject({
      enabled: true,
      silent: true,
      allow: ['clips.twitch.tv', 'youtube.com', '*.example.com'],
    });
    expect(settings.filters.words.entries).toEqual([
      'buy followers',
      'free vbucks*',
      '~/b[i1]gg?[o0]s/',
      'cheap viewers',
    ]);
    expect(settings.ladder).toEqual(defaultModerationSettings.ladder);
    expect(changed).toEqual(['words', 'caps', 'emotes', 'links', 'symbols', 'repetition']);
  });

  it("adds to the channel's lists without repeating an entry, and changes nothing the second time", () => {
    const current = structuredClone(defaultModerationSettings);
    current.filters.words.entries = ['Cheap Viewers', 'my own'];
    current.filters.links.allow = ['youtube.com'];
    const once = moderationAfterImport(current, imported);
    expect(once.settings.filters.words.entries).toEqual([
      'Cheap Viewers',
      'my own',
      'buy followers',
      'free vbucks*',
      '~/b[i1]gg?[o0]s/',
    ]);
    expect(once.settings.filters.links.allow).toEqual(['youtube.com', 'clips.twitch.tv', '*.example.com']);
    const twice = moderationAfterImport(once.settings, imported);
    expect(twice.changed).toEqual([]);
    expect(twice.settings).toEqual(once.settings);
  });

  it('keeps the word list within its most entries, saying how many did not fit', () => {
    const current = structuredClone(defaultModerationSettings);
    current.filters.words.entries = Array.from({ length: 1999 }, (_, i) => `word${i}`);
    const result = moderationAfterImport(current, [
      { filter: 'words', enabled: true, settings: { entries: ['one', 'two', 'three'] } },
    ]);
    expect(result.settings.filters.words.entries).toHaveLength(2000);
    expect(result.notes).toEqual(["2 blocked words did not fit in the list's 2000"]);
  });
});
