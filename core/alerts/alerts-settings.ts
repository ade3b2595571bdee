// The alerts' settings (spec alerts.md sections 2, 3 and 5) as the `alerts` area's rules table on the
// shared settings mechanism: one design per alert type with its ordered variations, then the queue's
// own fields. The overlay's link carries none of them: the queue sends each alert's resolved design
// over the overlay's socket. This module imports no zod, so the overlay page stays light.
import { carouselFonts } from '../carousel/carousel-settings';
import {
  defaultSettings,
  overridingRules,
  type SettingsArea,
  type SettingsOf,
  settingsFrom,
} from '../settings/setting-rules';
import { type AlertType, alertAnimations, alertLayouts, alertTypes } from './alert';
import { usesCallingOutKeyword } from './calling-out';

export const conditionKinds = [
  'amountAtLeast',
  'amountExactly',
  'monthsAtLeast',
  'tier',
  'prime',
  'giftsAtLeast',
  'viewersAtLeast',
  'reward',
  'hasMessage',
  'role',
  'random',
] as const;
export type ConditionKind = (typeof conditionKinds)[number];

/** The roles a `role` condition names (the chat roles the product knows). */
export const conditionRoles = ['vip', 'moderator', 'regular', 'subscriber'] as const;

export const maxVariations = 25;
export const maxConditions = 5;
export const maxTemplateChars = 300;

const defaultTexts: Record<AlertType, string> = {
  follow: '{username} is now following!',
  sub: '{username} subscribed!',
  resub: '{username} resubscribed for {months} months!',
  giftBomb: '{username} gifted {amount} subs!',
  cheer: '{username} cheered {amount} bits!',
  raid: '{username} is raiding with {amount} viewers!',
  tip: '{username} tipped {amount}!',
  redemption: '{username} redeemed {reward}!',
};

/** Speech's minimum amount by default (spec section 5): a tip of 1.00, 100 bits; nothing elsewhere. */
const defaultSpeechMin: Partial<Record<AlertType, number>> = { tip: 1, cheer: 100 };

/** Far above any real amount; keeps the numbers finite. */
const largestAmount = 1_000_000_000;

const amount = (defaultValue: number) =>
  ({ type: 'number', min: 0, max: largestAmount, default: defaultValue }) as const;
const percent = (defaultValue: number) =>
  ({ type: 'integer', min: 0, max: 100, default: defaultValue }) as const;
const flag = (defaultValue: boolean) => ({ type: 'boolean', default: defaultValue }) as const;
const color = (defaultValue: string) => ({ type: 'color', default: defaultValue }) as const;
const animation = { type: 'choice', values: alertAnimations, default: 'fade' } as const;
const speed = { type: 'number', min: 0.5, max: 2, step: 0.1, default: 1 } as const;

const speechRules = (type: AlertType) =>
  ({
    enabled: flag(false),
    /** A voice of the chosen engine; '' is the engine's default voice. */
    voice: { type: 'text', maxLength: 60, default: '' },
    rate: speed,
    pitch: speed,
    volume: percent(80),
    min: amount(defaultSpeechMin[type] ?? 0),
    maxChars: { type: 'integer', min: 50, max: 500, default: 200 },
    /** Read the filled-in template, then the message; otherwise the message alone. */
    readTemplate: flag(false),
    /** What the channel's moderation word list does to speech: skip it all, or beep the words. */
    wordList: { type: 'choice', values: ['skip', 'beep'], default: 'skip' },
  }) as const;

/** Everything a variation may override. */
const designRules = (type: AlertType) =>
  ({
    text: { type: 'text', maxLength: maxTemplateChars, default: defaultTexts[type] },
    layout: { type: 'choice', values: alertLayouts, default: 'above' },
    image: { type: 'media', kinds: ['image', 'video'], default: '' },
    sound: { type: 'media', kinds: ['sound'], default: '' },
    volume: percent(80),
    duration: { type: 'number', min: 2, max: 30, step: 0.5, default: 8 },
    /** Stay on screen past `duration` until the speech has played. */
    untilSpeechEnds: flag(false),
    textDelay: { type: 'number', min: 0, max: 10, step: 0.5, default: 0 },
    animationIn: animation,
    animationOut: animation,
    font: { type: 'choice', values: carouselFonts, default: 'defaultFont' },
    fontSize: { type: 'integer', min: 8, max: 200, default: 40 },
    textColor: color('ffffffff'),
    highlightColor: color('ffd700ff'),
    outlineColor: color('000000ff'),
    /** The viewer's message (resubs, cheers, tips) under the text, from `messageMin` up. */
    showMessage: flag(true),
    messageMin: amount(0),
    speech: { type: 'group', rules: speechRules(type) },
  }) as const;

const conditionRules = {
  kind: { type: 'choice', values: conditionKinds },
  /** What the kind compares with (see variations.ts); prime and hasMessage need none. */
  value: { type: 'scalar', maxLength: 100, optional: true },
} as const;

const variationRules = (type: AlertType) =>
  ({
    name: { type: 'text', maxLength: 60 },
    when: { type: 'choice', values: ['all', 'any'], default: 'all' },
    conditions: { type: 'records', rules: conditionRules, max: maxConditions },
    ...overridingRules(designRules(type)),
  }) as const;

const typeRules = (type: AlertType) =>
  ({
    enabled: flag(type !== 'redemption'),
    /** The least amount that alerts (bits, tip amount, raid viewers, gifted subs); see resolve-alert.ts. */
    min: amount(0),
    /** Higher plays first among queued alerts. */
    priority: { type: 'integer', min: 0, max: 10, default: 0 },
    ...designRules(type),
    variations: { type: 'records', rules: variationRules(type), max: maxVariations },
  }) as const;

type TypeRules = ReturnType<typeof typeRules>;

const typesRules = Object.fromEntries(
  alertTypes.map((type) => [type, { type: 'group', rules: typeRules(type) }]),
) as {
  [T in AlertType]: { type: 'group'; rules: TypeRules };
};

/** Fields only the channel's queue reads, kept out of the overlay link like the designs. */
const queueOnly = { param: null } as const;

export const alertsSettingRules = {
  types: { type: 'group', rules: typesRules },
  /** Seconds every alert waits, to match a stream delay. */
  delay: { type: 'number', min: 0, max: 30, step: 0.5, default: 0, ...queueOnly },
  /** Seconds between one alert's end and the next's start. */
  gap: { type: 'number', min: 0, max: 10, step: 0.5, default: 0.5, ...queueOnly },
  /** Tips and cheers with a message wait for approval: not at all, up to holdSeconds, or until approved. */
  hold: { type: 'choice', values: ['off', 'timed', 'manual'], default: 'off', ...queueOnly },
  holdSeconds: { type: 'integer', min: 1, max: 600, default: 60, ...queueOnly },
  speechEngine: {
    type: 'choice',
    values: ['bundled', 'hosted', 'browser'],
    default: 'bundled',
    ...queueOnly,
  },
  /** The browser source's size the page tells the streamer; the overlay itself fits any canvas. */
  width: { type: 'integer', min: 100, max: 7680, default: 800, ...queueOnly },
  height: { type: 'integer', min: 100, max: 4320, default: 600, ...queueOnly },
} as const;

export type AlertsSettings = SettingsOf<typeof alertsSettingRules>;
/** One alert type's design with its variations (every type has the same fields). */
export type AlertTypeSettings = AlertsSettings['types'][AlertType];
export type AlertVariation = AlertTypeSettings['variations'][number];
export type VariationCondition = AlertVariation['conditions'][number];
export type AlertSpeechSettings = AlertTypeSettings['speech'];

const numberKinds: readonly ConditionKind[] = [
  'amountAtLeast',
  'amountExactly',
  'monthsAtLeast',
  'giftsAtLeast',
  'viewersAtLeast',
];

/** Whether a condition's value suits its kind (variations.ts reads them so). */
export function isConditionValid({ kind, value }: VariationCondition): boolean {
  if (numberKinds.includes(kind)) return typeof value === 'number' && value >= 0;
  switch (kind) {
    case 'tier':
      return value === 1 || value === 2 || value === 3;
    case 'random':
      return typeof value === 'number' && value >= 0 && value <= 100;
    case 'reward':
      return typeof value === 'string' && value.trim() !== '';
    case 'role':
      return (conditionRoles as readonly unknown[]).includes(value);
    default:
      return true;
  }
}

const typeTemplates = (design: AlertTypeSettings) => [
  design.text,
  ...design.variations.flatMap((variation) => (variation.text === undefined ? [] : [variation.text])),
];

const typeLabels: Record<AlertType, string> = {
  follow: 'follow',
  sub: 'sub',
  resub: 'resub',
  giftBomb: 'gift bomb',
  cheer: 'cheer',
  raid: 'raid',
  tip: 'tip',
  redemption: 'redemption',
};

export const alertsArea = {
  rules: alertsSettingRules,
  crossField: [
    ...alertTypes.map((type) => ({
      holds: (settings: AlertsSettings) => !typeTemplates(settings.types[type]).some(usesCallingOutKeyword),
      reason: `The ${typeLabels[type]} alert's text (or a variation's) uses a keyword that calls out ({urlget}, {targetLastGame}, {targetLastTitle}); alert texts cannot.`,
    })),
    ...alertTypes.map((type) => ({
      holds: (settings: AlertsSettings) =>
        settings.types[type].variations.every((variation) => variation.conditions.every(isConditionValid)),
      reason: `A condition of a ${typeLabels[type]} alert's variation has a value its kind cannot use: amounts, months, gifts and viewers take a number of 0 or more, tier 1, 2 or 3, random a chance of 0 to 100, reward a name, role vip, moderator, regular or subscriber.`,
    })),
  ],
} satisfies SettingsArea<typeof alertsSettingRules>;

export const defaultAlertsSettings: AlertsSettings = defaultSettings(alertsArea);

/** Stored settings over the defaults (see settingsFrom). */
export const alertsSettingsFrom = (stored: unknown): AlertsSettings => settingsFrom(alertsArea, stored);
