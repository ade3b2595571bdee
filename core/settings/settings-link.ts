// An overlay link's query string, from an area's rules table: only non-default settings are written,
// under the spec's parameter names, so a default overlay has a bare link; the overlay reads them back
// to paint at the right size before its socket says anything.
import {
  completed,
  crossFieldRefusal,
  defaultSettings,
  defaultsFollowing,
  isInLink,
  ruleValue,
  type SettingRule,
  type SettingRules,
  type SettingsArea,
  type SettingsOf,
  type SideOffsets,
  sides,
} from './setting-rules';

/** One parameter of the link: a single field, or fields joined into one value. */
type LinkParam =
  | { kind: 'field'; key: string; name: string; rule: SettingRule }
  | { kind: 'joined'; name: string; separator: string; keys: string[] };

/** The link's parameters in table order; a joined parameter sits where its first field is. */
function linkParams(rules: SettingRules): LinkParam[] {
  const params: LinkParam[] = [];
  const joined = new Map<string, string[]>();
  for (const [key, rule] of Object.entries(rules)) {
    if (rule.join) {
      const keys = joined.get(rule.join.param);
      if (keys) keys.push(key);
      else {
        const first = [key];
        joined.set(rule.join.param, first);
        params.push({ kind: 'joined', name: rule.join.param, separator: rule.join.separator, keys: first });
      }
    } else if (isInLink(rule)) params.push({ kind: 'field', key, name: rule.param ?? key, rule });
  }
  return params;
}

const param = (name: string, value: string) => `${name}=${encodeURIComponent(value)}`;

/** Weights as `name.weight` pairs in a fixed order, zero weights left out. */
const weightPairs = (weights: Readonly<Record<string, number>>) =>
  Object.entries(weights)
    .filter(([, weight]) => weight > 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, weight]) => `${key}.${weight}`);

const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b)
    ? a.join('\u0000') === b.join('\u0000')
    : typeof a === 'object' && typeof b === 'object' && a !== null && b !== null
      ? objectText(a) === objectText(b)
      : a === b;

/** An object value (weights, side offsets) in a fixed form: its non-zero entries, sorted. */
const objectText = (value: object) =>
  JSON.stringify(
    Object.entries(value)
      .filter(([, entry]) => entry !== 0 && entry !== undefined)
      .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)),
  );

/** Side offsets as the link writes them: `top:10,left:-4`, in a fixed order. */
const sidesText = (offsets: object) =>
  sides
    .filter((side) => (offsets as SideOffsets)[side] !== undefined)
    .map((side) => `${side}:${(offsets as SideOffsets)[side]}`)
    .join(',');

/** A field's value as text in the link. */
function written(rule: SettingRule, value: unknown): string {
  if (rule.type === 'weights') return weightPairs(value as Record<string, number>).join('-');
  if (rule.type === 'list') return (value as string[]).join(rule.separator);
  if (rule.type === 'date') return new Date(value as number).toISOString();
  if (rule.type === 'sides') return sidesText(value as SideOffsets);
  return String(value);
}

/** `side:value` pairs, separated by commas or pipes; anything malformed makes the whole value invalid. */
function parsedSides(raw: string): unknown {
  const offsets: Record<string, number> = {};
  for (const pair of raw.split(/[,|]/).filter(Boolean)) {
    const [side, offset, ...extra] = pair.split(':');
    if (!side || offset === undefined || extra.length > 0 || offset.trim() === '' || side in offsets)
      return undefined;
    offsets[side] = Number(offset);
  }
  return offsets;
}

/** Text from the link as the value its rule checks (numbers as numbers, lists split). */
function parsed(rule: SettingRule, raw: string): unknown {
  switch (rule.type) {
    case 'boolean': {
      const on = raw === '' || raw === '1' || raw === 'true';
      const off = raw === '0' || raw === 'false';
      if (!on && !off) return undefined;
      return rule.negated ? off : on;
    }
    case 'number':
    case 'integer':
      return raw.trim() === '' ? undefined : Number(raw);
    case 'list':
      return raw.split(rule.separator).filter(Boolean);
    case 'weights':
      return Object.fromEntries(
        raw
          .split('-')
          .filter(Boolean)
          .map((pair) => {
            const [key = '', weight = ''] = pair.split('.');
            return [key, weight === '' ? Number.NaN : Number(weight)];
          }),
      );
    case 'date':
      return /^\d+$/.test(raw) ? Number(raw) : raw;
    case 'sides':
      return parsedSides(raw);
    default:
      return raw;
  }
}

/**
 * The overlay link's query string for these settings, with its leading `?`, or '' when every
 * setting is the default. Booleans are written bare (`&grayscale`, `&noCheers`).
 */
export function settingsQueryString<Rules extends SettingRules>(
  area: SettingsArea<Rules>,
  settings: SettingsOf<Rules>,
): string {
  const values = settings as Record<string, unknown>;
  // A field whose default follows others is at its default when it matches what they give it.
  const defaults: Record<string, unknown> = { ...defaultSettings(area) };
  for (const [key, from] of defaultsFollowing(area)) defaults[key] = from(settings);
  const parts: string[] = [];
  for (const link of linkParams(area.rules)) {
    if (link.kind === 'joined') {
      if (link.keys.some((key) => !sameValue(values[key], defaults[key])))
        parts.push(param(link.name, link.keys.map((key) => String(values[key])).join(link.separator)));
      continue;
    }
    const { key, name, rule } = link;
    const value = values[key];
    if (value === undefined || sameValue(value, defaults[key])) continue;
    if (rule.type === 'boolean') {
      if (value === !rule.negated) parts.push(name);
    } else if (rule.type === 'choice' && rule.flags) {
      const flag = rule.flags[value as string];
      if (flag) parts.push(flag);
    } else parts.push(param(name, written(rule, value)));
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/**
 * The settings an overlay link describes. A malformed or out-of-range value is ignored (that setting
 * keeps its default), so any link still paints a valid overlay.
 */
export function settingsFromQuery<Rules extends SettingRules>(
  area: SettingsArea<Rules>,
  params: URLSearchParams,
): SettingsOf<Rules> {
  const defaults = defaultSettings(area);
  const settings: Record<string, unknown> = { ...defaults };
  const given = new Set<string>();
  const take = (key: string, value: unknown) => {
    settings[key] = value;
    given.add(key);
  };
  for (const link of linkParams(area.rules)) {
    if (link.kind === 'joined') {
      const raws = params.get(link.name)?.split(link.separator);
      if (raws?.length !== link.keys.length) continue;
      const values = link.keys.map((key, i) => {
        const rule = area.rules[key] as SettingRule;
        return ruleValue(rule, parsed(rule, raws[i] as string));
      });
      if (values.every((value) => value !== undefined))
        for (const [i, key] of link.keys.entries()) take(key, values[i]);
      continue;
    }
    const { key, name, rule } = link;
    if (rule.type === 'choice' && rule.flags) {
      const found = Object.entries(rule.flags).find(([, flag]) => params.has(flag));
      if (found) take(key, found[0]);
      continue;
    }
    const raw = params.get(name);
    if (raw === null) continue;
    const value = ruleValue(rule, parsed(rule, raw));
    if (value !== undefined) take(key, value);
  }
  const result = completed(area, settings as SettingsOf<Rules>, given);
  return crossFieldRefusal(area, result) ? defaults : result;
}
