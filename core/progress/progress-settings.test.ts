import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { ruleValue, settingsFrom } from '../settings/setting-rules';
import { settingsFromQuery, settingsQueryString } from '../settings/settings-link';
import { settingsSchema } from '../settings/settings-schema';
import {
  defaultProgressBarSettings,
  defaultProgressTitles,
  type ProgressBarSettings,
  progressBarArea,
  progressBarSettingRules,
  progressBarTypes,
  progressTitleFor,
} from './progress-settings';

const schema = settingsSchema(progressBarArea);
const keys = Object.keys(progressBarSettingRules) as (keyof ProgressBarSettings)[];
const fromQuery = (query: string) => settingsFromQuery(progressBarArea, new URLSearchParams(query));
const withSettings = (changes: Partial<ProgressBarSettings>) => ({
  ...defaultProgressBarSettings,
  ...changes,
});

const candidates: unknown[] = [
  ...[undefined, null, {}, [], true, false, '', 'x', 'a|b', 'x'.repeat(100), 'x'.repeat(101)],
  ...[-1, 0, 0.5, 1, 3, 9, 10, 49, 50, 200, 201, 500, 501, 3000, 3001, 1e9, 1e9 + 1, Number.NaN],
  ...['ffffffff', 'FF0000FF', '#ffffff', 'fff', 'roboto', 'comicSans', ...progressBarTypes, 'hosts'],
];

describe('the progress bar rules table', () => {
  it('has the spec defaults, with the title of the default type', () => {
    expect(defaultProgressBarSettings).toEqual({
      width: 400,
      height: 40,
      goal: 100,
      progressBarType: 'subsPoints',
      countThirdPartyTips: true,
      countCheers: true,
      countSubscriptions: true,
      font: 'defaultFont',
      sameLineReverse: false,
      sameLine: false,
      spaceBetween: 3,
      titleText: 'Total Subscriber Points',
      titleFontSize: 20,
      titleTextColor: 'ffffffff',
      textOutline: false,
      borderWidth: 4,
      borderRadius: 25,
      barFontSize: 25,
      emptyBgColor: '000000ff',
      emptyBorderColor: 'ffffffff',
      emptyFontColor: 'ffffffff',
      fullBgColor: 'ffffffff',
      fullBorderColor: '000000ff',
      fullFontColor: '000000ff',
    });
  });

  it('gives the API schema and the overlay check the same verdict on every value', () => {
    const schemaValue = (key: keyof ProgressBarSettings, value: unknown) => {
      const parsed = schema.shape[key].safeParse(value);
      return parsed.success ? parsed.data : undefined;
    };
    for (const key of keys)
      for (const value of candidates)
        expect(ruleValue(progressBarSettingRules[key], value)).toEqual(schemaValue(key, value));
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.anything(), (key, value) => {
        expect(ruleValue(progressBarSettingRules[key], value)).toEqual(schemaValue(key, value));
      }),
    );
  });

  it('types the settings the schema parses and accepts the defaults', () => {
    expectTypeOf<z.output<typeof schema>>().toEqualTypeOf<ProgressBarSettings>();
    expect(schema.parse(defaultProgressBarSettings)).toEqual(defaultProgressBarSettings);
  });

  it('refuses borders below 0 and a goal of 0', () => {
    expect(schema.safeParse(withSettings({ borderWidth: -1 })).success).toBe(false);
    expect(schema.safeParse(withSettings({ borderRadius: -1 })).success).toBe(false);
    expect(schema.safeParse(withSettings({ goal: 0 })).success).toBe(false);
  });

  it('reads stored settings over the defaults; a missing title follows the stored type', () => {
    expect(settingsFrom(progressBarArea, { progressBarType: 'followsCount', goal: 50 })).toMatchObject({
      progressBarType: 'followsCount',
      goal: 50,
      titleText: 'Daily Followers',
    });
    expect(
      settingsFrom(progressBarArea, { progressBarType: 'tipsPoints', titleText: 'Road to 10k' }).titleText,
    ).toBe('Road to 10k');
  });

  it('lets a default title follow a type change in the editor, but keeps a written one', () => {
    const adjust = progressBarArea.adjust;
    expect(
      adjust({ ...defaultProgressBarSettings, progressBarType: 'tipsPoints' }, 'progressBarType').titleText,
    ).toBe('Total Points');
    const written = {
      ...defaultProgressBarSettings,
      titleText: 'Sub goal',
      progressBarType: 'subsTotal' as const,
    };
    expect(adjust(written, 'progressBarType').titleText).toBe('Sub goal');
  });

  it("answers the saved title for the saved type, else the other type's own title", () => {
    const saved = withSettings({ progressBarType: 'followsTotal', titleText: 'Follower goal' });
    expect(progressTitleFor(saved, 'followsTotal')).toBe('Follower goal');
    expect(progressTitleFor(saved, 'tipsPoints')).toBe(defaultProgressTitles.tipsPoints);
  });
});

describe('the progress bar overlay link', () => {
  it('is empty for the defaults and names what changed as the spec does', () => {
    expect(settingsQueryString(progressBarArea, defaultProgressBarSettings)).toBe('');
    expect(
      settingsQueryString(
        progressBarArea,
        withSettings({
          goal: 500,
          progressBarType: 'tipsPoints',
          titleText: 'Total Points',
          countCheers: false,
          sameLineReverse: true,
          titleTextColor: 'ff0000ff',
          emptyBgColor: '11223344',
        }),
      ),
    ).toBe('?goal=500&type=tipsPoints&noCheers&reverseLine&titleColor=ff0000ff&emptyBgColor=11223344');
  });

  it('writes the title only when it is not its type’s own', () => {
    const query = settingsQueryString(
      progressBarArea,
      withSettings({ progressBarType: 'followsCount', titleText: 'Daily Followers' }),
    );
    expect(query).toBe('?type=followsCount');
    expect(fromQuery(query).titleText).toBe('Daily Followers');
    expect(fromQuery('type=followsCount&title=Hi%20there').titleText).toBe('Hi there');
  });

  it('ignores malformed values', () => {
    expect(fromQuery('goal=0&width=wide&type=hosts&borderWidth=-3&titleColor=red&noCheers=maybe')).toEqual(
      defaultProgressBarSettings,
    );
  });

  it('reads back exactly the settings it was written from', () => {
    const hex = fc.stringMatching(/^[0-9a-f]{8}$/);
    const arbitrary = fc
      .record({
        width: fc.integer({ min: 50, max: 3000 }),
        height: fc.integer({ min: 10, max: 500 }),
        goal: fc.integer({ min: 1, max: 1_000_000_000 }),
        progressBarType: fc.constantFrom(...progressBarTypes),
        countThirdPartyTips: fc.boolean(),
        countCheers: fc.boolean(),
        countSubscriptions: fc.boolean(),
        sameLine: fc.boolean(),
        sameLineReverse: fc.boolean(),
        spaceBetween: fc.integer({ min: 0, max: 500 }),
        titleText: fc.string({ maxLength: 100 }),
        textOutline: fc.boolean(),
        borderWidth: fc.integer({ min: 0, max: 50 }),
        fullBgColor: hex,
        emptyFontColor: hex,
      })
      .map((changes) => withSettings(changes));
    fc.assert(
      fc.property(arbitrary, (settings) => {
        expect(fromQuery(settingsQueryString(progressBarArea, settings))).toEqual(settings);
      }),
    );
  });
});
