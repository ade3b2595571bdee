// The API's zod schema of an overlay area's settings, built from its rules table, so the API, the
// overlay's plain check and the overlay link accept exactly the same values.
import { z } from 'zod';
import { isMediaReference } from './media-reference';
import {
  hasEachOnce,
  hasNoPipe,
  hexColorPattern,
  isImageAddress,
  isScalar,
  momentValue,
  ruleDefault,
  type SettingRule,
  type SettingRules,
  type SettingsArea,
  type SettingsOf,
  sideOffsetsValue,
  withoutZeroWeights,
} from './setting-rules';

function fieldSchema(rule: SettingRule): z.ZodType {
  switch (rule.type) {
    case 'number':
      return z.number().min(rule.min).max(rule.max);
    case 'integer': {
      const integer = z.number().int();
      const atLeast = rule.min === undefined ? integer : integer.min(rule.min);
      return rule.max === undefined ? atLeast : atLeast.max(rule.max);
    }
    case 'boolean':
      return z.boolean();
    case 'choice':
      return z.enum(rule.values as [string, ...string[]]);
    case 'color':
      return z
        .string()
        .regex(hexColorPattern, 'A colour is 8 hex digits: RRGGBB then alpha.')
        .transform((value) => value.toLowerCase());
    case 'imageUrl':
      return z
        .string()
        .max(rule.maxLength)
        .refine(isImageAddress, 'An image is an http(s) address, or empty for the built-in one.');
    case 'text': {
      const text = z.string().max(rule.maxLength);
      return rule.noPipe ? text.refine(hasNoPipe, 'This text cannot contain the | character.') : text;
    }
    case 'list':
      return z
        .array(z.enum(rule.values as [string, ...string[]]))
        .max(rule.values.length)
        .refine(hasEachOnce, 'Each value can appear once in the list.');
    case 'weights':
      return z
        .strictObject(
          Object.fromEntries(rule.keys.map((key) => [key, z.number().int().min(0).max(rule.max).optional()])),
        )
        .transform((weights) => withoutZeroWeights(weights as Record<string, number>));
    case 'date':
      // null clears the date (no date filter), as leaving the field out does.
      return z
        .union([z.number(), z.string(), z.null()])
        .refine(
          (value) => value === null || momentValue(value) !== undefined,
          'A date is epoch milliseconds or ISO 8601 text such as 2024-05-01T00:00:00Z.',
        )
        .transform((value) => (value === null ? undefined : momentValue(value)) as number);
    case 'sides':
      return z
        .record(z.string(), z.unknown())
        .refine(
          (value) => sideOffsetsValue(value, rule.max) !== undefined,
          `Offsets are top, left, bottom or right, each a whole number from -${rule.max} to ${rule.max}, and never both top and bottom or both left and right.`,
        )
        .transform((value) => sideOffsetsValue(value, rule.max) as Record<string, number>);
    case 'group':
      return groupSchema(rule.rules);
    case 'records':
      return z.array(groupSchema(rule.rules)).max(rule.max);
    case 'media':
      return z
        .string()
        .refine(
          (value) => isMediaReference(value, rule.kinds),
          `Media is empty for the bundled default, "none", or the id of an uploaded ${rule.kinds.join(' or ')} file.`,
        );
    case 'scalar':
      return z
        .union([z.number(), z.string()])
        .refine(
          (value) => isScalar(value, rule.maxLength),
          `A value is a number or a text of at most ${rule.maxLength} characters.`,
        );
  }
}

/** A nested object, strictly; a field left out takes its default, or stays absent when optional. */
function groupSchema(rules: SettingRules): z.ZodType {
  return z.strictObject(
    Object.fromEntries(
      Object.entries(rules).map(([key, rule]) => {
        const schema = fieldSchema(rule);
        if (ruleDefault(rule) !== undefined) return [key, schema.default(() => ruleDefault(rule) as never)];
        return [key, rule.optional ? schema.optional() : schema];
      }),
    ),
  );
}

/** Each field's schema, typed by the setting it checks (an optional setting may be left out). */
type FieldSchemas<S> = {
  [K in keyof S]-?: undefined extends S[K]
    ? z.ZodOptional<z.ZodType<Exclude<S[K], undefined>>>
    : z.ZodType<S[K]>;
};

/** Every field, strictly: an unknown field is refused like a wrong value. */
export function settingsSchema<Rules extends SettingRules>(area: SettingsArea<Rules>) {
  const fields = Object.fromEntries(
    Object.entries(area.rules).map(([key, rule]) => [
      key,
      rule.optional ? fieldSchema(rule).optional() : fieldSchema(rule),
    ]),
  ) as FieldSchemas<SettingsOf<Rules>>;
  return z.strictObject(fields);
}
