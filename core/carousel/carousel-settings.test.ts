import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  type CarouselSettings,
  carouselKinds,
  carouselSettingKeys,
  carouselSettingsFrom,
  carouselSettingValue,
  defaultCarouselSettings,
} from './carousel-settings';
import { carouselSettingsSchema } from './carousel-settings-schema';

const candidates: unknown[] = [
  undefined,
  null,
  {},
  true,
  false,
  ...[-3001, -3000, -1, 0, 0.5, 1, 1.5, 7, 8, 60, 61, 99, 100, 500, 501, 1000, 1001, 3000, 3001, 3600, 3601],
  ...[1e20, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 2],
  ...['', '1', 'abc', 'moveLeft', 'moveRight', 'roboto', 'comicSans', 'left', 'follows'],
  ...['ffffffff', 'FFD700FF', '#ffffff', 'ffffff0', 'ffffffffa', 'a|b', 'x'.repeat(100), 'x'.repeat(101)],
  ...['https://example.com/icon.png', 'HTTP://example.com/a', 'http:example.com', 'https://', 'ftp://x.y/z'],
  ...['javascript:alert(1)', ' https://example.com', `https://example.com/${'a'.repeat(2000)}`],
  ...[
    [],
    ['follows', 'bits'],
    ['follows', 'follows'],
    ['cats'],
    [...carouselKinds],
    [...carouselKinds, 'top'],
  ],
];

/** What the API's schema makes of a value for this setting, undefined when it refuses it. */
function schemaValue(key: keyof CarouselSettings, value: unknown): unknown {
  const parsed = carouselSettingsSchema.shape[key].safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

describe('the carousel setting rules', () => {
  it('are what the API schema checks: both accept and store exactly the same values', () => {
    for (const key of carouselSettingKeys)
      for (const value of candidates)
        expect(carouselSettingValue(key, value)).toEqual(schemaValue(key, value));
    fc.assert(
      fc.property(fc.constantFrom(...carouselSettingKeys), fc.anything(), (key, value) => {
        expect(carouselSettingValue(key, value)).toEqual(schemaValue(key, value));
      }),
    );
  });

  it('type the settings the schema parses', () => {
    expectTypeOf<z.output<typeof carouselSettingsSchema>>().toEqualTypeOf<CarouselSettings>();
  });

  it('accept the defaults', () => {
    expect(carouselSettingsSchema.parse(defaultCarouselSettings)).toEqual(defaultCarouselSettings);
  });
});

describe('carouselSettingsFrom', () => {
  it('merges stored settings over the defaults and drops what the rules refuse', () => {
    const settings = carouselSettingsFrom({ width: 700, fontColor: 'FFD700FF', iconSize: -1, gone: true });
    expect(settings).toMatchObject({
      width: 700,
      fontColor: 'ffd700ff',
      iconSize: 72,
      eventContainerWidth: 613,
    });
    expect(settings).not.toHaveProperty('gone');
  });

  it('gives the defaults for anything that is not stored settings', () => {
    expect(carouselSettingsFrom(null)).toEqual(defaultCarouselSettings);
    expect(carouselSettingsFrom('width=700')).toEqual(defaultCarouselSettings);
  });
});
