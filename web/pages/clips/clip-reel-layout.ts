// The clip reel page's setting groups (spec overlays.md "Clip reel page"): Info Box, Clip options
// and Positioning, each field's input from its rule.
import type { ClipOrder, ClipPeriod, ClipReelSettings } from '../../../core/clips/clip-reel-settings';
import { fontLabels } from '../../components/overlay-settings/font-labels';
import type { GroupLayout } from '../../components/overlay-settings/SettingGroups';

const orderLabels: Record<ClipOrder, string> = {
  random: 'Random (each clip once per round)',
  top: 'Most viewed first',
};
const periodLabels: Record<ClipPeriod, string> = {
  '': 'Any time',
  day: 'Last day',
  week: 'Last 7 days',
  month: 'Last 30 days',
  year: 'Last 365 days',
};

export const clipReelGroups: GroupLayout<ClipReelSettings>[] = [
  {
    title: 'Info Box',
    fields: [
      { key: 'showTitle', label: 'Show the title' },
      { key: 'showGameName', label: 'Show the game' },
      { key: 'showSubmitter', label: 'Show who clipped it' },
      { key: 'showSlug', label: 'Show the slug (clip id)' },
      { key: 'font', label: 'Font', choices: fontLabels },
      { key: 'fontSize', label: 'Font size', unit: 'px' },
      { key: 'fontColor', label: 'Text', optionsFor: (s) => ({ contrastWith: s.bgColor }) },
      { key: 'bgColor', label: 'Background' },
      { key: 'textAlign', label: 'Text alignment', choices: { left: 'Left', right: 'Right' } },
      { key: 'noOutline', label: 'No black outline on the text' },
    ],
  },
  {
    title: 'Clip options',
    hint: 'Which clips play and in what order. The link can override these for one overlay.',
    fields: [
      { key: 'order', label: 'Order', choices: orderLabels },
      { key: 'volume', label: 'Volume (0 to 1)' },
      { key: 'minViews', label: 'At least this many views' },
      { key: 'clipPeriod', label: 'Made in the', choices: periodLabels },
      { key: 'filterStartDate', label: 'Made after (UTC)' },
      { key: 'filterEndDate', label: 'Made up to (UTC)', endOfDay: true },
      {
        key: 'gamesToShow',
        label: 'Only these games',
        placeholder: 'Celeste|Minecraft',
        hint: 'Exact names, case-sensitive, separated by |. Empty plays every game.',
      },
      {
        key: 'gamesToFilter',
        label: 'Never these games',
        placeholder: 'Just Chatting',
        hint: 'Exact names, case-sensitive, separated by |.',
      },
    ],
  },
  {
    title: 'Positioning',
    fields: [
      { key: 'width', label: 'Player width (0 = the full browser source)', unit: 'px' },
      { key: 'topMargin', label: 'Space above the player', unit: 'px' },
      {
        key: 'infoboxPosition',
        label: 'Info box offsets',
        unit: 'px',
        hint: '0 removes an offset; setting one side removes the opposite side. With none, the box sits at the bottom, on the side its text is aligned to.',
      },
    ],
  },
];
