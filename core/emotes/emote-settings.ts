// The emote mover's settings (spec overlays.md "Emote mover settings") as a rules table on the shared
// settings mechanism, with its joined fields: the smallest and largest size follow each other, and
// pattern weights above 1 need advanced weighting.
import { defaultSettings, type SettingsArea, type SettingsOf } from '../settings/setting-rules';

export const emotePatterns = [
  'bounce',
  'firework',
  'horizontal',
  'rain',
  'upwards',
  'vertical',
  'volcano',
] as const;
export type EmotePattern = (typeof emotePatterns)[number];

/** Sizes 1 to 4; 3 and 4 draw at the same size (spec constants), 4 only drops to 2 in offshoots. */
export const emoteSizes = [1, 2, 3, 4] as const;
export type EmoteSize = (typeof emoteSizes)[number];

/** The most a weight can be with advanced weighting on. */
export const maxPatternWeight = 100;

export const defaultMaxEmotesPerMessage = 20;

const weights = (defaultWeights: Record<string, number>) =>
  ({ type: 'weights', keys: emotePatterns, max: maxPatternWeight, default: defaultWeights }) as const;
const size = { type: 'integer', min: 1, max: 4, default: 2 } as const;
/** A third-party source left out; absent means used, so the defaults do not name them (spec). */
const leaveOut = { type: 'boolean', optional: true } as const;

export const emoteMoverSettingRules = {
  types: weights({ bounce: 1 }),
  /** The patterns of a cheer's burst; none chosen means the same as `types`. May be left out. */
  specialTypes: { ...weights({}), optional: true },
  advancedWeighting: { type: 'boolean', default: false },
  cheerMin: { type: 'integer', min: 1, max: 1_000_000, default: 50 },
  duration: { type: 'number', min: 1, max: 60, step: 0.5, default: 5 },
  initialOffset: { type: 'number', min: 0, max: 30, step: 0.5, default: 0 },
  maxEmotesToShow: { type: 'integer', min: 1, max: 500, default: 50 },
  /**
   * How many emotes of one chat message reach the overlay; the rest of a spam line is dropped. Not in
   * the spec's table, so a save may leave it out (it keeps its default).
   */
  maxEmotesPerMessage: {
    type: 'integer',
    min: 1,
    max: 100,
    default: defaultMaxEmotesPerMessage,
    optional: true,
  },
  minSize: size,
  maxSize: size,
  noFFZ: leaveOut,
  noBTTV: leaveOut,
  no7TV: leaveOut,
  opacity: { type: 'number', min: 0, max: 1, step: 0.05, default: 1 },
  speed: { type: 'number', min: 1, max: 30, step: 0.5, default: 5 },
} as const;

export type EmoteMoverSettings = SettingsOf<typeof emoteMoverSettingRules>;
export type PatternWeights = EmoteMoverSettings['types'];

const totalWeight = (weights: PatternWeights) =>
  Object.values(weights).reduce((sum: number, weight) => sum + (weight ?? 0), 0);
const isZeroOrOne = (weights: PatternWeights) => Object.values(weights).every((weight) => weight === 1);
const asCheckboxes = (weights: PatternWeights): PatternWeights =>
  Object.fromEntries(Object.entries(weights).map(([pattern]) => [pattern, 1]));

export const emoteMoverArea = {
  rules: emoteMoverSettingRules,
  crossField: [
    { holds: (s) => s.minSize <= s.maxSize, reason: 'minSize cannot be larger than maxSize.' },
    { holds: (s) => totalWeight(s.types) > 0, reason: 'Choose at least one pattern in types.' },
    {
      holds: (s) => s.advancedWeighting || (isZeroOrOne(s.types) && isZeroOrOne(s.specialTypes ?? {})),
      reason: 'Pattern weights other than 0 and 1 need advancedWeighting.',
    },
  ],
  // Spec: raising minSize above maxSize raises it; lowering maxSize below minSize lowers it. Turning
  // advanced weighting off makes every weight a plain checkbox again.
  adjust: (settings, changed) => {
    if (changed === 'minSize' && settings.minSize > settings.maxSize)
      return { ...settings, maxSize: settings.minSize };
    if (changed === 'maxSize' && settings.maxSize < settings.minSize)
      return { ...settings, minSize: settings.maxSize };
    if (changed === 'advancedWeighting' && !settings.advancedWeighting)
      return {
        ...settings,
        types: asCheckboxes(settings.types),
        specialTypes: asCheckboxes(settings.specialTypes ?? {}),
      };
    return settings;
  },
} satisfies SettingsArea<typeof emoteMoverSettingRules>;

export const defaultEmoteMoverSettings: EmoteMoverSettings = defaultSettings(emoteMoverArea);
