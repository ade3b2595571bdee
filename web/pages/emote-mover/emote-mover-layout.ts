// The emote mover page's plain setting fields (spec overlays.md "Emote mover page"), each input from
// its rule; Patterns, Testing and the emote sources have controls of their own.
import type { EmoteMoverSettings, EmotePattern } from '../../../core/emotes/emote-settings';
import type { FieldLayout } from '../../components/overlay-settings/SettingGroups';

export const patternLabels: Record<EmotePattern, string> = {
  bounce: 'Bounce',
  firework: 'Firework',
  horizontal: 'Horizontal',
  rain: 'Rain',
  upwards: 'Upwards',
  vertical: 'Vertical',
  volcano: 'Volcano',
};

export const sizeLabels = {
  1: 'Small (28 px)',
  2: 'Medium (56 px)',
  3: 'Large (112 px)',
  4: 'Large (112 px)',
};

export const patternOptionFields: FieldLayout<EmoteMoverSettings>[] = [
  { key: 'duration', label: 'Duration', unit: 's' },
  { key: 'speed', label: 'Speed' },
  { key: 'initialOffset', label: 'Random start delay, up to', unit: 's' },
  { key: 'minSize', label: 'Smallest size (1 = 28 px, 2 = 56 px, 3 = 112 px)' },
  { key: 'maxSize', label: 'Largest size' },
  { key: 'opacity', label: 'Opacity (0 to 1)' },
  { key: 'maxEmotesToShow', label: 'Most emotes on screen (the rest wait)' },
];

export const otherFields: FieldLayout<EmoteMoverSettings>[] = [
  { key: 'cheerMin', label: 'Bits for a cheer burst', unit: 'bits' },
  { key: 'maxEmotesPerMessage', label: 'Most emotes taken from one chat message' },
];
