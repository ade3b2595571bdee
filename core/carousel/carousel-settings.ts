// The event carousel's settings (spec overlays.md "Carousel settings") as plain data: the kinds,
// fonts, defaults and one rule per field. The API's zod schema (carousel-settings-schema.ts) and the
// overlay link codec both check values against these rules, and this module imports no zod, so the
// overlay page OBS loads stays light.

/** The kinds the carousel can rotate through, in their default order. */
export const carouselKinds = ['follows', 'bits', 'subs', 'tips', 'top'] as const;
export type CarouselKind = (typeof carouselKinds)[number];

export const carouselFonts = [
  'defaultFont',
  'alpha54',
  'alternity',
  'audiowide',
  'bowlbyOne',
  'lacquer',
  'merriweather',
  'openSans',
  'roboto',
] as const;
export type CarouselFont = (typeof carouselFonts)[number];

export const fadeOutDirections = ['', 'left', 'right', 'up', 'down'] as const;
export const moveDirections = ['moveLeft', 'moveRight'] as const;

/** What one setting accepts. Numbers are finite; integers are safe integers. */
export type CarouselSettingRule = { optional?: true } & (
  | { type: 'number'; min: number; max: number }
  | { type: 'integer'; min?: number; max?: number }
  | { type: 'boolean' }
  | { type: 'choice'; values: readonly string[] }
  /** Six hex digits of colour then two of alpha (alpha percent scaled to 0-255), no leading #; stored lowercase. */
  | { type: 'color' }
  /** A custom icon: an http(s) image address, or empty for the built-in icon. */
  | { type: 'iconUrl'; maxLength: number }
  /** Pipes join the six texts in the overlay link, so a text cannot hold one. */
  | { type: 'eventText'; maxLength: number }
  /** Kinds, each at most once. */
  | { type: 'kindOrder' }
);

const seconds = (max: number) => ({ type: 'number', min: 0, max }) as const;
const pixels = (min: number, max: number) => ({ type: 'integer', min, max }) as const;
const iconUrl = { type: 'iconUrl', maxLength: 2000 } as const;
const eventText = { type: 'eventText', maxLength: 100 } as const;
const flag = { type: 'boolean' } as const;

export const carouselSettingRules = {
  eventsOrder: { type: 'kindOrder' },
  width: pixels(100, 3000),
  height: pixels(1, 3000),
  iconSize: pixels(8, 500),
  eventContainerWidth: { type: 'integer' },
  eventContainerLeftMargin: { type: 'integer' },
  followsIcon: iconUrl,
  bitsIcon: iconUrl,
  subIcon: iconUrl,
  tipsIcon: iconUrl,
  topIcon: iconUrl,
  moveDirection: { type: 'choice', values: moveDirections },
  textRight: flag,
  font: { type: 'choice', values: carouselFonts },
  grayscale: flag,
  iconColor: { type: 'number', min: 0, max: 1, optional: true },
  fontColor: { type: 'color' },
  bgColor: { type: 'color' },
  outline: flag,
  bold: flag,
  initialDelay: seconds(3600),
  timeBetweenEvents: seconds(3600),
  timeBetweenLoops: seconds(3600),
  nameDelay: seconds(60),
  fadeBetweenLoops: flag,
  fadeDuration: seconds(60),
  loopsBeforeFading: { type: 'integer', min: 1, max: 1000 },
  fadeOutDirection: { type: 'choice', values: fadeOutDirections },
  slow: flag,
  noTop: flag,
  positionOffset: pixels(-3000, 3000),
  positionIncrement: pixels(0, 500),
  moveToLocation: pixels(-3000, 3000),
  paddingWidth: pixels(0, 500),
  paddingHeight: pixels(0, 500),
  useProgressBar: { type: 'boolean', optional: true },
  followText: eventText,
  bitSingleText: eventText,
  bitPluralText: eventText,
  subText: eventText,
  giftSubText: eventText,
  tipText: eventText,
} as const satisfies Record<string, CarouselSettingRule>;

type Rules = typeof carouselSettingRules;
type RuleValue<R> = R extends { type: 'number' | 'integer' }
  ? number
  : R extends { type: 'boolean' }
    ? boolean
    : R extends { type: 'choice'; values: readonly (infer V)[] }
      ? V
      : R extends { type: 'kindOrder' }
        ? CarouselKind[]
        : string;
type OptionalKey = { [K in keyof Rules]: Rules[K] extends { optional: true } ? K : never }[keyof Rules];
type Flatten<T> = { [K in keyof T]: T[K] };

export type CarouselSettings = Flatten<
  { [K in Exclude<keyof Rules, OptionalKey>]: RuleValue<Rules[K]> } & {
    [K in OptionalKey]?: RuleValue<Rules[K]>;
  }
>;

export const carouselSettingKeys = Object.keys(carouselSettingRules) as (keyof CarouselSettings)[];

export const hexColorPattern = /^[0-9a-fA-F]{8}$/;

/** An icon address: empty (the built-in icon) or an absolute http(s) URL. */
export function isIconAddress(value: string): boolean {
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

export const hasEachKindOnce = (kinds: readonly string[]) => new Set(kinds).size === kinds.length;

const isKind = (value: unknown): value is CarouselKind =>
  (carouselKinds as readonly unknown[]).includes(value);

function inRange(value: number, rule: { min?: number; max?: number }): boolean {
  return (rule.min === undefined || value >= rule.min) && (rule.max === undefined || value <= rule.max);
}

function checkedValue(rule: CarouselSettingRule, value: unknown): unknown {
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
    case 'iconUrl':
      return typeof value === 'string' && value.length <= rule.maxLength && isIconAddress(value)
        ? value
        : undefined;
    case 'eventText':
      return typeof value === 'string' && value.length <= rule.maxLength && hasNoPipe(value)
        ? value
        : undefined;
    case 'kindOrder':
      return Array.isArray(value) &&
        value.length <= carouselKinds.length &&
        value.every(isKind) &&
        hasEachKindOnce(value)
        ? [...value]
        : undefined;
  }
}

/** The value as the setting stores it if the setting's rule accepts it, else undefined. */
export function carouselSettingValue<K extends keyof CarouselSettings>(
  key: K,
  value: unknown,
): CarouselSettings[K] | undefined {
  const rule: CarouselSettingRule = carouselSettingRules[key];
  return checkedValue(rule, value) as CarouselSettings[K] | undefined;
}

/** The spec's defaults, exactly. */
export const defaultCarouselSettings: CarouselSettings = {
  eventsOrder: [...carouselKinds],
  width: 500,
  height: 76,
  iconSize: 72,
  eventContainerWidth: 413,
  eventContainerLeftMargin: 82,
  followsIcon: '',
  bitsIcon: '',
  subIcon: '',
  tipsIcon: '',
  topIcon: '',
  moveDirection: 'moveLeft',
  textRight: false,
  font: 'defaultFont',
  grayscale: false,
  fontColor: 'ffffffff',
  bgColor: '00000000',
  outline: false,
  bold: false,
  initialDelay: 0,
  timeBetweenEvents: 1.5,
  timeBetweenLoops: 0,
  nameDelay: 0,
  fadeBetweenLoops: false,
  fadeDuration: 0,
  loopsBeforeFading: 1,
  fadeOutDirection: '',
  slow: false,
  noTop: false,
  positionOffset: 0,
  positionIncrement: 23,
  moveToLocation: 7,
  paddingWidth: 0,
  paddingHeight: 2,
  followText: 'new follow',
  bitSingleText: '{amount} bit',
  bitPluralText: '{amount} bits',
  subText: 'subscription',
  giftSubText: 'gift subscription',
  tipText: '{amount}',
};

/**
 * The derived layout fields (spec section 9): the text area is the width less the icon and 15 px;
 * its left margin is 10 px plus the icon when icons sit left, else 5 px; the height is the icon
 * plus the vertical padding. The server recomputes them on every save, so they never disagree.
 */
export function withDerivedLayout(settings: CarouselSettings): CarouselSettings {
  return {
    ...settings,
    height: settings.iconSize + 2 * settings.paddingHeight,
    eventContainerWidth: settings.width - (settings.iconSize + 15),
    eventContainerLeftMargin: settings.moveDirection === 'moveLeft' ? 10 + settings.iconSize : 5,
  };
}

/**
 * Stored settings merged over the defaults, so fields added later take their default; a stored
 * value its rule no longer accepts (or a field since removed) is dropped the same way.
 */
export function carouselSettingsFrom(stored: unknown): CarouselSettings {
  const settings: Record<string, unknown> = { ...defaultCarouselSettings };
  if (typeof stored === 'object' && stored !== null)
    for (const key of carouselSettingKeys) {
      const value = carouselSettingValue(key, (stored as Record<string, unknown>)[key]);
      if (value !== undefined) settings[key] = value;
    }
  return withDerivedLayout(settings as CarouselSettings);
}
