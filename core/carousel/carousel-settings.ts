// The event carousel's settings (spec overlays.md "Carousel settings") as a rules table on the
// shared settings mechanism (core/settings): the kinds, fonts, defaults and one rule per field, in the
// order the overlay link writes them. This module imports no zod, so the overlay page stays light.
import {
  defaultSettings,
  ruleValue,
  type SettingsArea,
  type SettingsOf,
  settingKeys,
  settingsFrom,
} from '../settings/setting-rules';

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

const seconds = (max: number, defaultValue: number) =>
  ({ type: 'number', min: 0, max, default: defaultValue }) as const;
const pixels = (min: number, max: number, defaultValue: number) =>
  ({ type: 'integer', min, max, default: defaultValue }) as const;
const icon = { type: 'imageUrl', maxLength: 2000, default: '' } as const;
/** The six texts share the `formatting` parameter, joined by pipes, so a text cannot hold one. */
const eventText = (defaultValue: string) =>
  ({
    type: 'text',
    maxLength: 100,
    noPipe: true,
    default: defaultValue,
    join: { param: 'formatting', separator: '|' },
  }) as const;
const flag = { type: 'boolean', default: false } as const;
const derived = { type: 'integer', param: null } as const;
const padding = (defaultValue: number) =>
  ({ ...pixels(0, 500, defaultValue), join: { param: 'padding', separator: '.' } }) as const;

/** The spec's fields and defaults, exactly; the link writes them in this order. */
export const carouselSettingRules = {
  width: pixels(100, 3000, 500),
  height: { ...derived, min: 1, max: 3000, default: 76 },
  iconSize: pixels(8, 500, 72),
  eventContainerWidth: { ...derived, default: 413 },
  eventContainerLeftMargin: { ...derived, default: 82 },
  textRight: flag,
  font: { type: 'choice', values: carouselFonts, default: 'defaultFont' },
  grayscale: flag,
  iconColor: { type: 'number', min: 0, max: 1, optional: true },
  fontColor: { type: 'color', default: 'ffffffff', param: 'color' },
  bgColor: { type: 'color', default: '00000000' },
  followsIcon: icon,
  bitsIcon: icon,
  subIcon: icon,
  tipsIcon: icon,
  topIcon: icon,
  slow: flag,
  timeBetweenEvents: { ...seconds(3600, 1.5), param: 'speed' },
  timeBetweenLoops: { ...seconds(3600, 0), param: 'loopDelay' },
  nameDelay: seconds(60, 0),
  fadeBetweenLoops: flag,
  loopsBeforeFading: { type: 'integer', min: 1, max: 1000, default: 1 },
  fadeDuration: seconds(60, 0),
  fadeOutDirection: { type: 'choice', values: fadeOutDirections, default: '' },
  outline: flag,
  // Not in the spec's link list, but a link must carry every setting the overlay draws with.
  bold: flag,
  initialDelay: seconds(3600, 0),
  noTop: flag,
  useProgressBar: { type: 'boolean', optional: true },
  positionOffset: pixels(-3000, 3000, 0),
  positionIncrement: pixels(0, 500, 23),
  moveToLocation: pixels(-3000, 3000, 7),
  moveDirection: {
    type: 'choice',
    values: moveDirections,
    default: 'moveLeft',
    flags: { moveRight: 'iconRight', moveLeft: 'iconLeft' },
  },
  eventsOrder: {
    type: 'list',
    values: carouselKinds,
    separator: '-',
    default: carouselKinds,
    param: 'order',
  },
  paddingWidth: padding(0),
  paddingHeight: padding(2),
  followText: eventText('new follow'),
  bitSingleText: eventText('{amount} bit'),
  bitPluralText: eventText('{amount} bits'),
  subText: eventText('subscription'),
  giftSubText: eventText('gift subscription'),
  tipText: eventText('{amount}'),
} as const;

export type CarouselSettings = SettingsOf<typeof carouselSettingRules>;

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

/** The carousel as an overlay area of the shared settings mechanism. */
export const carouselArea = {
  rules: carouselSettingRules,
  derive: withDerivedLayout,
} satisfies SettingsArea<typeof carouselSettingRules>;

export const carouselSettingKeys = settingKeys(carouselArea);

export const defaultCarouselSettings: CarouselSettings = defaultSettings(carouselArea);

/** The value as the setting stores it if the setting's rule accepts it, else undefined. */
export function carouselSettingValue<K extends keyof CarouselSettings>(
  key: K,
  value: unknown,
): CarouselSettings[K] | undefined {
  return ruleValue(carouselSettingRules[key], value) as CarouselSettings[K] | undefined;
}

/** Stored settings over the defaults (see settingsFrom). */
export const carouselSettingsFrom = (stored: unknown): CarouselSettings => settingsFrom(carouselArea, stored);
