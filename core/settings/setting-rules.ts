// One overlay area's settings as a rules table: each field's kind of value, its default, its range
// or choices, and how the overlay link writes it. Everything else about an area's settings comes
// from its table: the API's zod schema (settings-schema.ts), the overlay's plain check (below, no
// zod, so overlay pages stay light), the link codec (settings-link.ts) and the dashboard's fields.
// Groups and records nest tables, so one area can hold a design per alert type and a list of variations.
import { isMediaReference, type MediaKind } from './media-reference';

/** How a field is written in the overlay link; by default `field=value` under the field's own name. */
export type LinkEncoding = {
  /** The parameter's name; null keeps the field out of the link (derived fields). */
  param?: string | null;
  /** A boolean whose bare parameter means false (`noCheers` for countCheers). */
  negated?: true;
  /** A choice written as a bare parameter per value (`iconRight`); the first present wins. */
  flags?: Readonly<Record<string, string>>;
  /** Fields written together as one parameter (`padding=4.2`), in table order, joined by `separator`. */
  join?: { param: string; separator: string };
};

/** What one setting accepts. Numbers are finite; integers are safe integers. */
export type SettingRule = LinkEncoding & { optional?: true } & (
    | { type: 'number'; min: number; max: number; step?: number; default?: number }
    | { type: 'integer'; min?: number; max?: number; default?: number }
    | { type: 'boolean'; default?: boolean }
    | { type: 'choice'; values: readonly string[]; default?: string }
    /** Six hex digits of colour then two of alpha (alpha percent scaled to 0-255), no #; stored lowercase. */
    | { type: 'color'; default?: string }
    /** An http(s) image address, or empty for the built-in image. */
    | { type: 'imageUrl'; maxLength: number; default?: string }
    /** Free text; `noPipe` where the link joins texts with pipes. */
    | { type: 'text'; maxLength: number; noPipe?: true; default?: string }
    /** Distinct values from a list, in order; the link joins them with `separator`. */
    | { type: 'list'; values: readonly string[]; separator: string; default?: readonly string[] }
    /**
     * A whole-number weight per named item (the emote mover's patterns); a missing item weighs 0.
     * Stored without the zero weights; the link writes `name.weight` pairs joined by dashes.
     */
    | { type: 'weights'; keys: readonly string[]; max: number; default?: Readonly<Record<string, number>> }
    /** A moment as epoch milliseconds; given as such or as ISO 8601 text, which the link writes. */
    | { type: 'date'; default?: number }
    /**
     * Offsets from a box's sides (`top`, `left`, `bottom`, `right`), integers up to `max` either way
     * (0 drops the side), at most one of each opposing pair; the link writes `side:value` pairs.
     */
    | { type: 'sides'; max: number; default?: Readonly<SideOffsets> }
    /**
     * A nested object checked by its own rules. A field left out (or, in stored settings, no longer
     * accepted) takes its default; an optional group without its fields' defaults stays absent.
     */
    | { type: 'group'; rules: SettingRules }
    /** An ordered list of objects, each checked by `rules`, at most `max` of them; empty by default. */
    | { type: 'records'; rules: SettingRules; max: number }
    /** A file (media-reference.ts): '' the bundled default, 'none', or an upload's id of one of `kinds`. */
    | { type: 'media'; kinds: readonly MediaKind[]; default?: string }
    /** A number or a short text whose meaning another field gives (a variation condition's value). */
    | { type: 'scalar'; maxLength: number; default?: number | string }
  );

/** Kinds the overlay link never carries: the overlay receives them over its socket. */
const linklessKinds: readonly SettingRule['type'][] = ['group', 'records', 'media', 'scalar'];

/** Whether the overlay link writes this field under its own parameter. */
export const isInLink = (rule: SettingRule): boolean =>
  rule.param !== null && !linklessKinds.includes(rule.type);

export const sides = ['top', 'left', 'bottom', 'right'] as const;
export type Side = (typeof sides)[number];
export type SideOffsets = Partial<Record<Side, number>>;
export const oppositeSide: Record<Side, Side> = {
  top: 'bottom',
  bottom: 'top',
  left: 'right',
  right: 'left',
};

export type SettingRules = Record<string, SettingRule>;

type RuleValue<R> = R extends { type: 'group'; rules: infer G }
  ? SettingsOf<G>
  : R extends { type: 'records'; rules: infer G }
    ? SettingsOf<G>[]
    : R extends { type: 'scalar' }
      ? number | string
      : PlainValue<R>;
type PlainValue<R> = R extends { type: 'number' | 'integer' }
  ? number
  : R extends { type: 'boolean' }
    ? boolean
    : R extends { type: 'choice'; values: readonly (infer V)[] }
      ? V
      : R extends { type: 'list'; values: readonly (infer V)[] }
        ? V[]
        : R extends { type: 'weights'; keys: readonly (infer V extends string)[] }
          ? Partial<Record<V, number>>
          : R extends { type: 'date' }
            ? number
            : R extends { type: 'sides' }
              ? SideOffsets
              : string;
type OptionalKey<Rules> = {
  [K in keyof Rules]: Rules[K] extends { optional: true } ? K : never;
}[keyof Rules];
type Flatten<T> = { [K in keyof T]: T[K] };

/** The settings object a rules table describes. */
export type SettingsOf<Rules> = Flatten<
  { [K in Exclude<keyof Rules, OptionalKey<Rules>>]: RuleValue<Rules[K]> } & {
    [K in OptionalKey<Rules>]?: RuleValue<Rules[K]>;
  }
>;

/** A field that must hold for the settings as a whole, with the reason a save is refused. */
export type CrossFieldRule<S> = { holds: (settings: S) => boolean; reason: string };

/** One overlay area's settings: its table and the rules that join fields. */
export type SettingsArea<Rules extends SettingRules = SettingRules> = {
  rules: Rules;
  /** Fields the server computes from others (the carousel's layout); applied on every read and save. */
  derive?: (settings: SettingsOf<Rules>) => SettingsOf<Rules>;
  /** A field whose default depends on others (the progress bar's title follows its type). */
  defaultFrom?: Partial<{
    [K in keyof SettingsOf<Rules>]: (settings: SettingsOf<Rules>) => SettingsOf<Rules>[K];
  }>;
  /** Refusals the per-field rules cannot express (the emote mover's min and max sizes). */
  crossField?: CrossFieldRule<SettingsOf<Rules>>[];
  /** How the editor keeps joined fields consistent when one changes (raising min raises max). */
  adjust?: (settings: SettingsOf<Rules>, changed: keyof SettingsOf<Rules>) => SettingsOf<Rules>;
};

export const hexColorPattern = /^[0-9a-fA-F]{8}$/;

/** An image address: empty (the built-in image) or an absolute http(s) URL. */
export function isImageAddress(value: string): boolean {
  if (value === '') return true;
  if (!/^https?:\/\//i.test(value)) return false;
  // Not URL.canParse: OBS browser sources run older Chromium builds that lack it.
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

export const hasNoPipe = (text: string) => !text.includes('|');

export const hasEachOnce = (values: readonly string[]) => new Set(values).size === values.length;

/** Weights without their zero entries, so equal weightings compare (and store) the same. */
export function withoutZeroWeights(weights: Readonly<Record<string, number>>): Record<string, number> {
  return Object.fromEntries(Object.entries(weights).filter(([, weight]) => weight > 0));
}

/** ISO 8601 as the link and the API take it: a date, optionally with a time and zone. */
const isoDatePattern = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
/** Far enough for any clip or stream; keeps every moment a valid Date. */
const latestMoment = 8_640_000_000_000_000;

/** Epoch ms from epoch ms or ISO 8601 text (a bare date is midnight UTC), else undefined. */
export function momentValue(value: unknown): number | undefined {
  if (typeof value === 'number')
    return Number.isSafeInteger(value) && value >= 0 && value <= latestMoment ? value : undefined;
  if (typeof value !== 'string' || !isoDatePattern.test(value)) return undefined;
  const at = Date.parse(value);
  return Number.isFinite(at) && at >= 0 ? at : undefined;
}

/** The offsets if they are a valid `sides` value: known sides, non-zero integers, no opposing pair. */
export function sideOffsetsValue(value: unknown, max: number): SideOffsets | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const offsets: SideOffsets = {};
  for (const [side, offset] of Object.entries(value)) {
    if (!(sides as readonly string[]).includes(side)) return undefined;
    if (!Number.isSafeInteger(offset) || Math.abs(offset as number) > max) return undefined;
    // An offset of 0 is no offset: that side is left out.
    if (offset !== 0) offsets[side as Side] = offset as number;
  }
  return offsets.top !== undefined && offsets.bottom !== undefined
    ? undefined
    : offsets.left !== undefined && offsets.right !== undefined
      ? undefined
      : offsets;
}

/**
 * One side's offset changed, as the editor applies it: 0 (or no number) removes that side, and a
 * non-zero offset removes the opposite side's (the clip reel's infobox rule).
 */
export function withSideOffset(offsets: SideOffsets, side: Side, offset: number, max: number): SideOffsets {
  const next: SideOffsets = { ...offsets };
  if (!Number.isFinite(offset) || Math.round(offset) === 0) {
    delete next[side];
    return next;
  }
  delete next[oppositeSide[side]];
  next[side] = Math.max(-max, Math.min(max, Math.round(offset)));
  return next;
}

function inRange(value: number, rule: { min?: number; max?: number }): boolean {
  return (rule.min === undefined || value >= rule.min) && (rule.max === undefined || value <= rule.max);
}

/** The value as the setting stores it if its rule accepts it, else undefined. The overlay's check. */
export function ruleValue(rule: SettingRule, value: unknown): unknown {
  switch (rule.type) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) && inRange(value, rule) ? value : undefined;
    case 'integer':
      return Number.isSafeInteger(value) && inRange(value as number, rule) ? value : undefined;
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
    case 'choice':
      return rule.values.includes(value as string) ? value : undefined;
    case 'color':
      return typeof value === 'string' && hexColorPattern.test(value) ? value.toLowerCase() : undefined;
    case 'imageUrl':
      return typeof value === 'string' && value.length <= rule.maxLength && isImageAddress(value)
        ? value
        : undefined;
    case 'text':
      return typeof value === 'string' && value.length <= rule.maxLength && (!rule.noPipe || hasNoPipe(value))
        ? value
        : undefined;
    case 'list':
      return Array.isArray(value) &&
        value.length <= rule.values.length &&
        value.every((item) => rule.values.includes(item)) &&
        hasEachOnce(value)
        ? [...value]
        : undefined;
    case 'weights': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
      const entries = Object.entries(value as Record<string, unknown>);
      const isValid = entries.every(
        ([key, weight]) =>
          rule.keys.includes(key) &&
          Number.isSafeInteger(weight) &&
          inRange(weight as number, { min: 0, max: rule.max }),
      );
      return isValid ? withoutZeroWeights(value as Record<string, number>) : undefined;
    }
    case 'date':
      return momentValue(value);
    case 'sides':
      return sideOffsetsValue(value, rule.max);
    case 'group':
      return groupValue(rule.rules, value);
    case 'records':
      // A record its rules refuse is dropped, and so are those past the most allowed.
      return Array.isArray(value)
        ? value
            .flatMap((item) => {
              const record = groupValue(rule.rules, item);
              return record ? [record] : [];
            })
            .slice(0, rule.max)
        : undefined;
    case 'media':
      return typeof value === 'string' && isMediaReference(value, rule.kinds) ? value : undefined;
    case 'scalar':
      return isScalar(value, rule.maxLength) ? value : undefined;
  }
}

/** A finite number, or a text up to maxLength. */
export const isScalar = (value: unknown, maxLength: number): value is number | string =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.length <= maxLength);

export function settingKeys<Rules extends SettingRules>(
  area: SettingsArea<Rules>,
): (keyof SettingsOf<Rules>)[] {
  return Object.keys(area.rules) as (keyof SettingsOf<Rules>)[];
}

/**
 * The same rules for fields that override others (an alert variation's design): each optional and
 * without its default, so a field left out keeps what it overrides.
 */
export type OverridingRules<Rules> = {
  [K in keyof Rules]: Rules[K] extends { type: 'group'; rules: infer G }
    ? Omit<Rules[K], 'rules'> & { rules: OverridingRules<G>; optional: true }
    : Omit<Rules[K], 'default'> & { optional: true };
};

export function overridingRules<Rules extends SettingRules>(rules: Rules): OverridingRules<Rules> {
  return Object.fromEntries(
    Object.entries(rules).map(([key, rule]) => {
      if (rule.type === 'group')
        return [key, { ...rule, rules: overridingRules(rule.rules), optional: true }];
      if (rule.type === 'records') return [key, { ...rule, optional: true }];
      const { default: _, ...rest } = rule;
      return [key, { ...rest, optional: true }];
    }),
  ) as OverridingRules<Rules>;
}

/** A field's default as a fresh value (a group's is its fields' defaults), or undefined when it has none. */
export function ruleDefault(rule: SettingRule): unknown {
  switch (rule.type) {
    case 'group':
      return rule.optional ? undefined : groupValue(rule.rules, {});
    case 'records':
      return [];
    default: {
      const value = rule.default;
      return Array.isArray(value) ? [...value] : typeof value === 'object' ? { ...value } : value;
    }
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A nested object as its rules keep it: unknown fields dropped, refused or missing ones at their
 * default; undefined when a field that has no default and is not optional is refused or missing.
 */
function groupValue(rules: SettingRules, value: unknown): Record<string, unknown> | undefined {
  if (!isPlainObject(value)) return undefined;
  const result: Record<string, unknown> = {};
  for (const [key, rule] of Object.entries(rules)) {
    const checked = ruleValue(rule, value[key]) ?? ruleDefault(rule);
    if (checked !== undefined) result[key] = checked;
    else if (!rule.optional) return undefined;
  }
  return result;
}

/** The table's defaults, exactly (derived fields and field-dependent defaults applied). */
export function defaultSettings<Rules extends SettingRules>(area: SettingsArea<Rules>): SettingsOf<Rules> {
  const settings: Record<string, unknown> = {};
  for (const [key, rule] of Object.entries(area.rules)) {
    const value = ruleDefault(rule);
    if (value !== undefined) settings[key] = value;
  }
  return completed(area, settings as SettingsOf<Rules>, new Set());
}

/** The fields whose default follows others, with how they follow. */
export function defaultsFollowing<Rules extends SettingRules>(
  area: SettingsArea<Rules>,
): [key: string, from: (settings: SettingsOf<Rules>) => unknown][] {
  return Object.entries(area.defaultFrom ?? {}) as [string, (settings: SettingsOf<Rules>) => unknown][];
}

/** Fills the fields whose default follows others (unless given), then the derived fields. */
export function completed<Rules extends SettingRules>(
  area: SettingsArea<Rules>,
  settings: SettingsOf<Rules>,
  given: ReadonlySet<string>,
): SettingsOf<Rules> {
  let result = settings;
  for (const [key, from] of defaultsFollowing(area))
    if (!given.has(key)) result = { ...result, [key]: from(result) };
  return area.derive ? area.derive(result) : result;
}

/** The first cross-field rule these settings break, or null. */
export function crossFieldRefusal<Rules extends SettingRules>(
  area: SettingsArea<Rules>,
  settings: SettingsOf<Rules>,
): string | null {
  return area.crossField?.find((rule) => !rule.holds(settings))?.reason ?? null;
}

/**
 * Stored settings merged over the defaults, so fields added later take their default; a stored
 * value its rule no longer accepts (or a field since removed) is dropped the same way, and settings
 * that break a cross-field rule fall back to the defaults as a whole.
 */
export function settingsFrom<Rules extends SettingRules>(
  area: SettingsArea<Rules>,
  stored: unknown,
): SettingsOf<Rules> {
  const defaults = defaultSettings(area);
  const settings: Record<string, unknown> = { ...defaults };
  const given = new Set<string>();
  if (typeof stored === 'object' && stored !== null)
    for (const [key, rule] of Object.entries(area.rules)) {
      const value = ruleValue(rule, (stored as Record<string, unknown>)[key]);
      if (value === undefined) continue;
      settings[key] = value;
      given.add(key);
    }
  const result = completed(area, settings as SettingsOf<Rules>, given);
  return crossFieldRefusal(area, result) ? defaults : result;
}
