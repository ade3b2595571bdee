// The clip reel's settings (spec overlays.md "Clip reel settings") as a rules table on the shared
// settings mechanism, in the order the overlay link writes them, under the link's parameter names.
import { carouselFonts } from '../carousel/carousel-settings';
import {
  defaultSettings,
  type SettingsArea,
  type SettingsOf,
  type Side,
  type SideOffsets,
  withSideOffset,
} from '../settings/setting-rules';

export const clipOrders = ['random', 'top'] as const;
export type ClipOrder = (typeof clipOrders)[number];

/** The spec's clip periods: the last 1, 7, 30 or 365 days; empty means no period. */
export const clipPeriods = ['', 'day', 'week', 'month', 'year'] as const;
export type ClipPeriod = (typeof clipPeriods)[number];

/** How far the info box may sit from the player's sides, either way. */
export const maxInfoboxOffset = 3000;
/** Game lists are pipe-separated names; this bounds the whole list. */
const maxGameList = 2000;

const flag = (param: string) => ({ type: 'boolean', default: false, param }) as const;

export const clipReelSettingRules = {
  width: { type: 'integer', min: 0, max: 3840, default: 0 },
  topMargin: { type: 'integer', min: 0, max: 2160, default: 0 },
  textAlign: { type: 'choice', values: ['left', 'right'], default: 'left' },
  font: { type: 'choice', values: carouselFonts, default: 'defaultFont' },
  fontSize: { type: 'integer', min: 1, max: 200, default: 20 },
  fontColor: { type: 'color', default: 'ffffffff', param: 'color' },
  bgColor: { type: 'color', default: '0000004d' },
  noOutline: { type: 'boolean', default: false },
  showTitle: flag('title'),
  showGameName: flag('game'),
  showSubmitter: flag('submitter'),
  showSlug: flag('slug'),
  order: { type: 'choice', values: clipOrders, default: 'random', param: 'sort' },
  volume: { type: 'number', min: 0, max: 1, step: 0.01, default: 1 },
  filterStartDate: { type: 'date', optional: true, param: 'startDate' },
  filterEndDate: { type: 'date', optional: true, param: 'endDate' },
  gamesToShow: { type: 'text', maxLength: maxGameList, default: '' },
  gamesToFilter: { type: 'text', maxLength: maxGameList, default: '' },
  clipPeriod: { type: 'choice', values: clipPeriods, default: '', param: 'period' },
  minViews: { type: 'integer', min: 0, max: 1_000_000_000, default: 0 },
  infoboxPosition: { type: 'sides', max: maxInfoboxOffset, default: {}, param: 'infoPosition' },
} as const;

export type ClipReelSettings = SettingsOf<typeof clipReelSettingRules>;

/** The spec's infobox rule: an offset of 0 removes that side; a non-zero one removes its opposite. */
export const withInfoboxOffset = (position: SideOffsets, side: Side, offset: number): SideOffsets =>
  withSideOffset(position, side, offset, maxInfoboxOffset);

export const clipReelArea = {
  rules: clipReelSettingRules,
  crossField: [
    {
      holds: (s) =>
        s.filterStartDate === undefined ||
        s.filterEndDate === undefined ||
        s.filterStartDate < s.filterEndDate,
      reason: 'The start date must be before the end date.',
    },
  ],
} satisfies SettingsArea<typeof clipReelSettingRules>;

export const defaultClipReelSettings: ClipReelSettings = defaultSettings(clipReelArea);

/** Pipe-separated game names as a list: exact names, empty entries dropped. */
export const gameList = (text: string): string[] => text.split('|').filter((name) => name !== '');
