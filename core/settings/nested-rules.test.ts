// Groups, records, media and scalar settings: the API's zod schema refuses what is wrong, the plain
// check (stored settings, the overlay) drops it and fills defaults, and the link never carries them.
import { describe, expect, it } from 'vitest';
import {
  defaultSettings,
  overridingRules,
  ruleValue,
  type SettingsArea,
  type SettingsOf,
  settingsFrom,
} from './setting-rules';
import { settingsQueryString } from './settings-link';
import { settingsSchema } from './settings-schema';

const design = {
  size: { type: 'integer', min: 1, max: 10, default: 4 },
  look: {
    type: 'group',
    rules: { color: { type: 'color', default: 'ffffffff' }, bold: { type: 'boolean' } },
  },
} as const;

const rules = {
  design: { type: 'group', rules: design },
  items: {
    type: 'records',
    max: 2,
    rules: {
      name: { type: 'text', maxLength: 10 },
      value: { type: 'scalar', maxLength: 5, optional: true },
      ...overridingRules(design),
    },
  },
  picture: { type: 'media', kinds: ['image', 'video'], default: '' },
  width: { type: 'integer', min: 1, max: 100, default: 50 },
} as const;

const area: SettingsArea<typeof rules> = { rules };
const schema = settingsSchema(area);
const imageId = `${'a'.repeat(32)}.png`;

describe('nested settings', () => {
  it('default a group to its fields’ defaults and records to none', () => {
    const defaults: SettingsOf<typeof rules> = defaultSettings(area);
    // A group field with no default and not optional makes its group default-less: `bold` is required.
    expect(defaults).toEqual({ items: [], picture: '', width: 50 });
  });

  it('fill a group’s missing fields with their defaults in the API and keep overrides absent', () => {
    const parsed = schema.parse({
      design: { look: { bold: true } },
      items: [{ name: 'big', value: 3, size: 9 }],
      picture: imageId,
      width: 20,
    });
    expect(parsed.design).toEqual({ size: 4, look: { color: 'ffffffff', bold: true } });
    expect(parsed.items).toEqual([{ name: 'big', value: 3, size: 9 }]);
  });

  it('refuse unknown fields, too many records, bad nested values and media of another kind', () => {
    const valid = { design: { look: { bold: false } }, items: [], picture: '', width: 1 };
    expect(schema.safeParse(valid).success).toBe(true);
    const refused = [
      { ...valid, design: { look: { bold: false }, extra: 1 } },
      { ...valid, design: { size: 11, look: { bold: false } } },
      { ...valid, items: [{ name: 'a' }, { name: 'b' }, { name: 'c' }] },
      { ...valid, items: [{ value: 1 }] },
      { ...valid, items: [{ name: 'a', value: 'toolong' }] },
      { ...valid, items: [{ name: 'a', look: { color: 'red' } }] },
      { ...valid, picture: `${'a'.repeat(32)}.mp3` },
      { ...valid, picture: 'https://example.com/a.png' },
    ];
    for (const body of refused) expect(schema.safeParse(body).success, JSON.stringify(body)).toBe(false);
  });

  it('drop bad stored values field by field, and records that cannot be kept', () => {
    const stored = {
      design: { size: 99, look: { color: 'ZZZ', bold: true }, gone: 1 },
      items: [
        { name: 'ok', size: 2, look: { bold: 'x' } },
        { size: 3 },
        'text',
        { name: 'two' },
        { name: 'three' },
      ],
      picture: 'none',
      width: 500,
    };
    expect(settingsFrom(area, stored)).toEqual({
      design: { size: 4, look: { color: 'ffffffff', bold: true } },
      items: [{ name: 'ok', size: 2, look: {} }, { name: 'two' }],
      picture: 'none',
      width: 50,
    });
  });

  it('check a group like the API where nothing is wrong', () => {
    const value = { size: 7, look: { color: 'ABCDEF80', bold: false } };
    expect(ruleValue(rules.design, value)).toEqual(schema.shape.design.parse(value));
    expect(ruleValue(rules.design, ['size'])).toBeUndefined();
    expect(ruleValue(rules.items, { name: 'x' })).toBeUndefined();
  });

  it('never write groups, records or media in the overlay link', () => {
    const settings = settingsFrom(area, {
      design: { size: 9, look: { bold: true } },
      items: [{ name: 'a' }],
      picture: imageId,
      width: 20,
    });
    expect(settingsQueryString(area, settings)).toBe('?width=20');
  });
});
