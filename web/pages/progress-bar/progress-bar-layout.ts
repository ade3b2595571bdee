// The progress bar page's setting groups (spec overlays.md "Progress bar page"): Colors, Layout,
// Styling, Type and Goal Text, each field's input from its rule.
import {
  defaultProgressTitles,
  type ProgressBarSettings,
  type ProgressBarType,
} from '../../../core/progress/progress-settings';
import { fontLabels } from '../../components/overlay-settings/font-labels';
import type { GroupLayout } from '../../components/overlay-settings/SettingGroups';

export const progressTypeLabels: Record<ProgressBarType, string> = {
  followsCount: 'New Follow Count',
  followsTotal: 'Total Follows',
  subsCount: 'New Subscription Count',
  subsTotal: 'Total Subscriptions',
  subsPoints: 'Subscriber Points',
  tipsPoints: 'Tips as Points',
};

const onOneLine = (settings: ProgressBarSettings) => settings.sameLine || settings.sameLineReverse;

export const progressBarGroups: GroupLayout<ProgressBarSettings>[] = [
  {
    title: 'Colors',
    fields: [
      { key: 'emptyBgColor', label: 'Empty bar background' },
      { key: 'fullBgColor', label: 'Full bar background' },
      {
        key: 'emptyFontColor',
        label: 'Text on the empty bar',
        optionsFor: (s) => ({ contrastWith: s.emptyBgColor }),
      },
      {
        key: 'fullFontColor',
        label: 'Text on the full bar',
        optionsFor: (s) => ({ contrastWith: s.fullBgColor }),
      },
      { key: 'emptyBorderColor', label: 'Empty bar border' },
      { key: 'fullBorderColor', label: 'Full bar border' },
      { key: 'titleTextColor', label: 'Title text' },
      { key: 'textOutline', label: 'Black outline on the title' },
    ],
  },
  {
    title: 'Layout',
    fields: [
      { key: 'width', label: 'Width', unit: 'px' },
      { key: 'height', label: 'Height', unit: 'px' },
      { key: 'sameLine', label: 'Title and bar on the same line' },
      { key: 'sameLineReverse', label: 'Title on the right side' },
      { key: 'spaceBetween', label: 'Space between title and bar', unit: 'px', shownWhen: onOneLine },
    ],
  },
  {
    title: 'Styling',
    fields: [
      { key: 'font', label: 'Font', choices: fontLabels },
      { key: 'titleFontSize', label: 'Title font size', unit: 'px' },
      { key: 'barFontSize', label: 'Bar text font size', unit: 'px' },
      { key: 'borderWidth', label: 'Border width', unit: 'px' },
      { key: 'borderRadius', label: 'Border radius', unit: 'px' },
    ],
  },
  {
    title: 'Type',
    fields: [{ key: 'progressBarType', label: 'What the bar counts', choices: progressTypeLabels }],
  },
  {
    title: 'Goal Text',
    fields: [
      { key: 'goal', label: 'Goal' },
      {
        key: 'titleText',
        label: 'Title',
        optionsFor: (s) => ({
          placeholder: defaultProgressTitles[s.progressBarType],
          hint: 'Leave it as it is to follow the type; empty shows no title.',
        }),
      },
      {
        key: 'countThirdPartyTips',
        label: 'Count tips (Ko-fi, StreamElements, Streamlabs)',
        shownWhen: isTips,
      },
      { key: 'countCheers', label: 'Count cheers (1 bit = 1 point)', shownWhen: isTips },
      { key: 'countSubscriptions', label: 'Count subscriptions (half their price)', shownWhen: isTips },
    ],
  },
];

function isTips(settings: ProgressBarSettings): boolean {
  return settings.progressBarType === 'tipsPoints';
}
