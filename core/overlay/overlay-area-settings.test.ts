// Every registered overlay area at once: its zod schema, its plain check and its link codec accept
// and refuse the same values, and a cross-field rule refuses what its fields alone would accept.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  crossFieldRefusal,
  defaultSettings,
  ruleValue,
  type SettingsArea,
  settingsFrom,
} from '../settings/setting-rules';
import { settingsFromQuery, settingsQueryString } from '../settings/settings-link';
import { settingsSchema } from '../settings/settings-schema';
import { settingsAreaOf } from './area-settings';
import { overlayAreas } from './overlay-areas';

const names = overlayAreas.map((area) => area.name);

const values: unknown[] = [
  ...[undefined, null, true, false, '', 'a|b', 'x'.repeat(101), -1, 0, 1, 2.5, 40, 100, 4000, 1e10],
  ...[
    'ffffffff',
    'FFD700FF',
    '#fff',
    'https://example.com/a.png',
    'javascript:alert(1)',
    ['follows', 'bits'],
  ],
  ...['roboto', 'moveRight', 'tipsPoints', 'up', ['top', 'top']],
];

describe.each(names)('the %s area', (name) => {
  const area = settingsAreaOf(name);
  const schema = settingsSchema(area);
  const defaults = defaultSettings(area);

  it('has defaults its own schema accepts', () => {
    expect(schema.parse(defaults)).toEqual(defaults);
  });

  it('accepts a value in the API exactly when the overlay check does, and the link carries it', () => {
    for (const [key, rule] of Object.entries(area.rules))
      for (const value of values) {
        const parsed = schema.shape[key]?.safeParse(value);
        const checked = ruleValue(rule, value);
        expect(parsed?.success ? parsed.data : undefined).toEqual(checked);
        // An optional flag that is off draws as if unset: the link writes neither.
        if (checked === undefined || rule.param === null || (rule.optional && checked === false)) continue;
        const settings = settingsFrom(area, { ...defaults, [key]: checked });
        if ((settings as Record<string, unknown>)[key] !== checked && !Array.isArray(checked)) continue;
        const link = settingsFromQuery(area, new URLSearchParams(settingsQueryString(area, settings)));
        expect(link).toEqual(settings);
      }
  });
});

describe('cross-field rules', () => {
  const sizeRules = {
    minSize: { type: 'integer', min: 1, max: 3, default: 2 },
    maxSize: { type: 'integer', min: 1, max: 3, default: 2 },
  } as const;
  const sizes: SettingsArea<typeof sizeRules> = {
    rules: sizeRules,
    crossField: [
      { holds: (s) => s.minSize <= s.maxSize, reason: 'The smallest size cannot be above the largest.' },
    ],
  };

  it('refuse a save, and read stored or linked settings that break one as the defaults', () => {
    expect(crossFieldRefusal(sizes, { minSize: 3, maxSize: 1 })).toBe(
      'The smallest size cannot be above the largest.',
    );
    expect(crossFieldRefusal(sizes, { minSize: 1, maxSize: 3 })).toBeNull();
    expect(settingsFrom(sizes, { minSize: 3, maxSize: 1 })).toEqual({ minSize: 2, maxSize: 2 });
    expect(settingsFromQuery(sizes, new URLSearchParams('minSize=3&maxSize=1'))).toEqual({
      minSize: 2,
      maxSize: 2,
    });
  });

  it('never let a link break one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 }), (min, max) => {
        const read = settingsFromQuery(sizes, new URLSearchParams(`minSize=${min}&maxSize=${max}`));
        expect(read.minSize).toBeLessThanOrEqual(read.maxSize);
      }),
    );
  });
});
