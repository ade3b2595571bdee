import { describe, expect, it } from 'vitest';
import {
  defaultModerationSettings,
  type FilterKey,
  filterNumberRules,
  maxTimeoutSeconds,
  moderationSettingsSchema,
  punishmentSchema,
} from './moderation-settings';

type NumberFilter = keyof typeof filterNumberRules;
const numberFilters = Object.keys(filterNumberRules) as NumberFilter[];

/** The default settings with one filter's number set to `value`. */
function withNumber(filter: FilterKey, key: string, value: number) {
  const filters = { ...defaultModerationSettings.filters };
  filters[filter] = { ...filters[filter], [key]: value } as never;
  return { ...defaultModerationSettings, filters };
}

const isAccepted = (filter: FilterKey, key: string, value: number) =>
  moderationSettingsSchema.safeParse(withNumber(filter, key, value)).success;

describe.each(numberFilters)("the %s filter's numbers", (filter) => {
  const rules: Record<string, { min: number; max: number }> = filterNumberRules[filter];

  it.each(Object.entries(rules))('%s takes whole numbers within its rule, the ends included', (key, rule) => {
    expect(isAccepted(filter, key, rule.min)).toBe(true);
    expect(isAccepted(filter, key, rule.max)).toBe(true);
    expect(isAccepted(filter, key, rule.min - 1)).toBe(false);
    expect(isAccepted(filter, key, rule.max + 1)).toBe(false);
    expect(isAccepted(filter, key, rule.min + 0.5)).toBe(false);
  });

  it('has a default within each rule, and no number the rules leave out', () => {
    const settings: Record<string, unknown> = defaultModerationSettings.filters[filter];
    for (const [key, rule] of Object.entries(rules)) {
      expect(settings[key]).toBeGreaterThanOrEqual(rule.min);
      expect(settings[key]).toBeLessThanOrEqual(rule.max);
    }
    const numbers = Object.keys(settings).filter((key) => typeof settings[key] === 'number');
    expect(numbers.sort()).toEqual(Object.keys(rules).sort());
  });
});

it('gives a number to every filter whose defaults hold one', () => {
  const holdingNumbers = Object.entries(defaultModerationSettings.filters)
    .filter(([, settings]) => Object.values(settings).some((value) => typeof value === 'number'))
    .map(([key]) => key);
  expect(holdingNumbers.sort()).toEqual([...numberFilters].sort());
});

it('times a viewer out for 1 second up to Twitch’s 14 days, in whole seconds', () => {
  const timeout = (duration: number) => punishmentSchema.safeParse({ action: 'timeout', duration }).success;
  expect(timeout(1)).toBe(true);
  expect(timeout(maxTimeoutSeconds)).toBe(true);
  expect(maxTimeoutSeconds).toBe(14 * 24 * 60 * 60);
  expect(timeout(0)).toBe(false);
  expect(timeout(maxTimeoutSeconds + 1)).toBe(false);
  expect(timeout(60.5)).toBe(false);
});
