// The event carousel's settings (spec overlays.md "Carousel settings"): one schema for the API, the
// settings page, the overlay link codec and the overlay itself.
import { z } from 'zod';

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

/** Six hex digits of colour then two of alpha (alpha percent scaled to 0-255), no leading #. */
export const colorSchema = z
  .string()
  .regex(/^[0-9a-fA-F]{8}$/, 'A colour is 8 hex digits: RRGGBB then alpha.')
  .transform((value) => value.toLowerCase());

const seconds = (max: number) => z.number().finite().min(0).max(max);
const pixels = (min: number, max: number) => z.number().int().min(min).max(max);
/** Custom icons are image URLs; empty means the built-in icon. */
const iconUrl = z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(2000)]);
/** Pipes join the six texts in the overlay link, so a text cannot hold one. */
const eventText = z
  .string()
  .max(100)
  .refine((text) => !text.includes('|'), 'Event texts cannot contain the | character.');

export const carouselSettingsSchema = z.strictObject({
  eventsOrder: z
    .array(z.enum(carouselKinds))
    .max(carouselKinds.length)
    .refine((order) => new Set(order).size === order.length, 'Each kind can appear once in the order.'),
  width: pixels(100, 3000),
  height: pixels(1, 3000),
  iconSize: pixels(8, 500),
  eventContainerWidth: z.number().int(),
  eventContainerLeftMargin: z.number().int(),
  followsIcon: iconUrl,
  bitsIcon: iconUrl,
  subIcon: iconUrl,
  tipsIcon: iconUrl,
  topIcon: iconUrl,
  moveDirection: z.enum(['moveLeft', 'moveRight']),
  textRight: z.boolean(),
  font: z.enum(carouselFonts),
  grayscale: z.boolean(),
  iconColor: z.number().min(0).max(1).optional(),
  fontColor: colorSchema,
  bgColor: colorSchema,
  outline: z.boolean(),
  bold: z.boolean(),
  initialDelay: seconds(3600),
  timeBetweenEvents: seconds(3600),
  timeBetweenLoops: seconds(3600),
  nameDelay: seconds(60),
  fadeBetweenLoops: z.boolean(),
  fadeDuration: seconds(60),
  loopsBeforeFading: z.number().int().min(1).max(1000),
  fadeOutDirection: z.enum(fadeOutDirections),
  slow: z.boolean(),
  noTop: z.boolean(),
  positionOffset: pixels(-3000, 3000),
  positionIncrement: pixels(0, 500),
  moveToLocation: pixels(-3000, 3000),
  paddingWidth: pixels(0, 500),
  paddingHeight: pixels(0, 500),
  useProgressBar: z.boolean().optional(),
  followText: eventText,
  bitSingleText: eventText,
  bitPluralText: eventText,
  subText: eventText,
  giftSubText: eventText,
  tipText: eventText,
});

export type CarouselSettings = z.infer<typeof carouselSettingsSchema>;

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

/** Stored settings merged over the defaults, so fields added later take their default. */
export function carouselSettingsFrom(stored: unknown): CarouselSettings {
  const parsed = carouselSettingsSchema.partial().safeParse(stored);
  return withDerivedLayout({ ...defaultCarouselSettings, ...(parsed.success ? parsed.data : {}) });
}
