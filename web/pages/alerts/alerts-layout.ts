// The alerts page's words: each alert type's name, which of a design's fields each group shows (and
// for which types), the variation condition kinds, the speech engines. Inputs come from the rules.
import type { AlertType } from '../../../core/alerts/alert';
import type {
  AlertSpeechSettings,
  AlertTypeSettings,
  ConditionKind,
} from '../../../core/alerts/alerts-settings';
import { fontLabels } from '../../components/overlay-settings/font-labels';
import type { FieldOptions } from '../../components/overlay-settings/SettingField';

export const alertTypeLabels: Record<AlertType, string> = {
  follow: 'Follow',
  sub: 'Sub',
  resub: 'Resub',
  giftBomb: 'Gift bomb',
  cheer: 'Cheer',
  raid: 'Raid',
  tip: 'Tip',
  redemption: 'Redemption',
};

/** What `min` counts for the types that have an amount; the others have no minimum. */
const minimumLabels: Partial<Record<AlertType, string>> = {
  giftBomb: 'Fewest gifted subs that alert',
  cheer: 'Fewest bits that alert',
  raid: 'Fewest raid viewers that alert',
  tip: 'Smallest tip that alerts',
};

/** The types whose events carry the viewer's message (spec: resub, cheer, tip). */
const messageTypes: readonly AlertType[] = ['resub', 'cheer', 'tip'];

/** The placeholders each type's template can fill (alert-template.ts's `alertPlaceholders`). */
export const placeholdersOf: Record<AlertType, readonly string[]> = {
  follow: ['username'],
  sub: ['username', 'tier'],
  resub: ['username', 'months', 'tier', 'message'],
  giftBomb: ['username', 'amount', 'tier'],
  cheer: ['username', 'amount', 'message'],
  raid: ['username', 'amount', 'viewers'],
  tip: ['username', 'amount', 'currency', 'message'],
  redemption: ['username', 'reward', 'message'],
};

export const layoutLabels = {
  above: 'Image above the text',
  side: 'Image beside the text',
  over: 'Text over the image',
  textOnly: 'Text only',
};

export const animationLabels = { fade: 'Fade', slide: 'Slide', zoom: 'Zoom', bounce: 'Bounce' };

/** A design field's place on the page; `forTypes` limits it to the types it means something for. */
export type DesignFieldLayout = FieldOptions & {
  key: Exclude<keyof AlertTypeSettings, 'variations' | 'speech'>;
  forTypes?: readonly AlertType[];
};

export type DesignGroupLayout = { title: string; fields: DesignFieldLayout[] };

const textField = (type: AlertType): DesignFieldLayout => ({
  key: 'text',
  label: 'Text',
  hint: `Placeholders: ${placeholdersOf[type].map((name) => `{${name}}`).join(' ')}; the keyword language works too.`,
});

export const designGroups = (type: AlertType): DesignGroupLayout[] => [
  {
    title: 'Alert',
    fields: [
      { key: 'enabled', label: `Play ${alertTypeLabels[type].toLowerCase()} alerts` },
      ...(minimumLabels[type] ? [{ key: 'min' as const, label: minimumLabels[type] }] : []),
      { key: 'priority', label: 'Priority (higher plays first)' },
      textField(type),
    ],
  },
  {
    title: 'Image and sound',
    fields: [
      { key: 'layout', label: 'Layout', choices: layoutLabels },
      { key: 'image', label: 'Image or video' },
      { key: 'sound', label: 'Sound' },
      { key: 'volume', label: 'Sound volume', unit: '%' },
    ],
  },
  {
    title: 'Timing and motion',
    fields: [
      { key: 'duration', label: 'Duration', unit: 's' },
      { key: 'untilSpeechEnds', label: 'Stay until the speech ends' },
      { key: 'textDelay', label: 'Text appears after', unit: 's' },
      { key: 'animationIn', label: 'Animation in', choices: animationLabels },
      { key: 'animationOut', label: 'Animation out', choices: animationLabels },
    ],
  },
  {
    title: 'Text style',
    fields: [
      { key: 'font', label: 'Font', choices: fontLabels },
      { key: 'fontSize', label: 'Text size', unit: 'px' },
      { key: 'textColor', label: 'Text colour' },
      { key: 'highlightColor', label: 'Highlight colour (name and amount)' },
      { key: 'outlineColor', label: 'Outline colour' },
      { key: 'showMessage', label: "Show the viewer's message", forTypes: messageTypes },
      { key: 'messageMin', label: 'Show the message from this amount', forTypes: ['cheer', 'tip'] },
    ],
  },
];

export type SpeechFieldLayout = FieldOptions & { key: keyof AlertSpeechSettings };

export const speechFields: SpeechFieldLayout[] = [
  { key: 'enabled', label: 'Speak this alert' },
  { key: 'readTemplate', label: "Read the text, then the viewer's message (otherwise the message alone)" },
  {
    key: 'voice',
    label: 'Voice',
    placeholder: "The engine's default",
    hint: 'A voice name of the engine; empty for its default.',
  },
  { key: 'rate', label: 'Rate (0.5 to 2)' },
  { key: 'pitch', label: 'Pitch (0.5 to 2)' },
  { key: 'volume', label: 'Speech volume', unit: '%' },
  { key: 'min', label: 'Speak from this amount' },
  { key: 'maxChars', label: 'Most characters spoken' },
  {
    key: 'wordList',
    label: 'Words on your moderation word list',
    choices: { skip: 'Skip the speech', beep: 'Replace them with a beep' },
  },
];

/** The design fields a variation offers to override, the ones streamers change most. */
export const overridableFields = [
  'text',
  'image',
  'sound',
  'volume',
  'duration',
  'layout',
  'textColor',
  'highlightColor',
  'fontSize',
  'animationIn',
] as const satisfies readonly DesignFieldLayout['key'][];
export type OverridableField = (typeof overridableFields)[number];

export const conditionLabels: Record<ConditionKind, string> = {
  amountAtLeast: 'Amount at least',
  amountExactly: 'Amount exactly',
  monthsAtLeast: 'Months at least',
  tier: 'Tier',
  prime: 'Prime sub',
  giftsAtLeast: 'Gifted subs at least',
  viewersAtLeast: 'Raid viewers at least',
  reward: 'Reward is',
  hasMessage: 'Has a message',
  role: 'Viewer is',
  random: 'Random, chance',
};

/** The conditions that can hold for each type's events, the most used first. */
export const conditionKindsOf: Record<AlertType, readonly ConditionKind[]> = {
  follow: ['role', 'random'],
  sub: ['tier', 'prime', 'hasMessage', 'role', 'random'],
  resub: ['monthsAtLeast', 'tier', 'prime', 'hasMessage', 'role', 'random'],
  giftBomb: ['giftsAtLeast', 'amountExactly', 'tier', 'role', 'random'],
  cheer: ['amountAtLeast', 'amountExactly', 'hasMessage', 'role', 'random'],
  raid: ['viewersAtLeast', 'amountExactly', 'random'],
  tip: ['amountAtLeast', 'amountExactly', 'hasMessage', 'random'],
  redemption: ['reward', 'hasMessage', 'role', 'random'],
};

export const roleLabels = {
  vip: 'VIP',
  moderator: 'Moderator',
  regular: 'Regular',
  subscriber: 'Subscriber',
};

export const speechEngineLabels = {
  bundled: 'Bundled voice (works offline)',
  hosted: 'Hosted voice (Workers AI)',
  browser: 'Browser speech (may not play or be recorded in OBS)',
};

/** Why browser speech is the last choice (issue 28: OBS issue 8424). */
export const speechEngineHint =
  "The bundled voice works offline; the hosted one where this deployment has Workers AI. Browser speech may not play or be recorded in OBS: OBS's browser source often has no voices and its speech is not captured with 'Control audio via OBS'.";

export const holdLabels = {
  off: 'Off: play them at once',
  timed: 'Wait, then play unless skipped',
  manual: 'Wait until approved',
};
