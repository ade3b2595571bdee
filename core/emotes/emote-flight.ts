// How one emote image becomes a flight: its size between minSize and maxSize, its pattern drawn by
// weight (spec: a weight of 0 removes a pattern), and its id.
import { type Emote, type EmoteImage, emoteId, urlForSize } from './emote';
import {
  type EmoteMoverSettings,
  type EmotePattern,
  type EmoteSize,
  emotePatterns,
  type PatternWeights,
} from './emote-settings';

/** A pattern drawn with chance proportional to its weight; bounce when every weight is 0. */
export function pickPattern(weights: PatternWeights, random: () => number): EmotePattern {
  const total = emotePatterns.reduce((sum, pattern) => sum + (weights[pattern] ?? 0), 0);
  if (total <= 0) return 'bounce';
  let roll = random() * total;
  for (const pattern of emotePatterns) {
    roll -= weights[pattern] ?? 0;
    if (roll < 0) return pattern;
  }
  return emotePatterns.findLast((pattern) => (weights[pattern] ?? 0) > 0) ?? 'bounce';
}

export function pickSize(minSize: number, maxSize: number, random: () => number): EmoteSize {
  const low = Math.min(minSize, maxSize);
  const high = Math.max(minSize, maxSize);
  return Math.min(4, Math.max(1, low + Math.floor(random() * (high - low + 1)))) as EmoteSize;
}

/** The patterns a cheer's burst uses: specialTypes, or the usual types when none is chosen. */
export function burstWeights(settings: EmoteMoverSettings): PatternWeights {
  const special = settings.specialTypes ?? {};
  return Object.values(special).some((weight) => (weight ?? 0) > 0) ? special : settings.types;
}

export function flightOf(
  image: EmoteImage,
  settings: EmoteMoverSettings,
  random: () => number,
  weights: PatternWeights = settings.types,
): Emote {
  const size = pickSize(settings.minSize, settings.maxSize, random);
  return {
    id: emoteId(random),
    url: urlForSize(image.urls, size),
    urls: image.urls,
    size,
    type: pickPattern(weights, random),
  };
}
