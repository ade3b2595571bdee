// The API's zod schema of the carousel settings, built from the per-field rules in
// carousel-settings.ts, so the API and the overlay link accept exactly the same values.
import { z } from 'zod';
import {
  type CarouselSettingRule,
  type CarouselSettings,
  carouselKinds,
  carouselSettingRules,
  hasEachKindOnce,
  hasNoPipe,
  hexColorPattern,
  isIconAddress,
} from './carousel-settings';

function fieldSchema(rule: CarouselSettingRule): z.ZodType {
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
    case 'iconUrl':
      return z
        .string()
        .max(rule.maxLength)
        .refine(isIconAddress, 'An icon is an http(s) image address, or empty for the built-in icon.');
    case 'eventText':
      return z.string().max(rule.maxLength).refine(hasNoPipe, 'Event texts cannot contain the | character.');
    case 'kindOrder':
      return z
        .array(z.enum(carouselKinds))
        .max(carouselKinds.length)
        .refine(hasEachKindOnce, 'Each kind can appear once in the order.');
  }
}

/** Each field's schema, typed by the setting it checks (an optional setting may be left out). */
type FieldSchemas = {
  [K in keyof CarouselSettings]-?: undefined extends CarouselSettings[K]
    ? z.ZodOptional<z.ZodType<Exclude<CarouselSettings[K], undefined>>>
    : z.ZodType<CarouselSettings[K]>;
};

const fieldSchemas = Object.fromEntries(
  Object.entries(carouselSettingRules).map(([key, rule]: [string, CarouselSettingRule]) => [
    key,
    rule.optional ? fieldSchema(rule).optional() : fieldSchema(rule),
  ]),
) as FieldSchemas;

export const carouselSettingsSchema = z.strictObject(fieldSchemas);
