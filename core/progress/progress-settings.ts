// The goal progress bar's settings (spec overlays.md "Progress bar settings") as a rules table on
// the shared settings mechanism, in the order the overlay link writes them.
import { carouselFonts } from '../carousel/carousel-settings';
import { defaultSettings, type SettingsArea, type SettingsOf } from '../settings/setting-rules';

export const progressBarTypes = [
  'followsCount',
  'followsTotal',
  'subsCount',
  'subsTotal',
  'subsPoints',
  'tipsPoints',
] as const;
export type ProgressBarType = (typeof progressBarTypes)[number];

/** The spec's default title of each type; a saved title replaces it. */
export const defaultProgressTitles: Record<ProgressBarType, string> = {
  followsCount: 'Daily Followers',
  followsTotal: 'Total Followers',
  subsCount: 'Daily Subscribers',
  subsTotal: 'Total Subscribers',
  subsPoints: 'Total Subscriber Points',
  tipsPoints: 'Total Points',
};

const isDefaultTitle = (title: string) => Object.values(defaultProgressTitles).includes(title);

const color = (defaultValue: string, param?: string) =>
  ({ type: 'color', default: defaultValue, ...(param ? { param } : {}) }) as const;
const size = (min: number, max: number, defaultValue: number) =>
  ({ type: 'integer', min, max, default: defaultValue }) as const;
/** The three tip-point sources are on unless switched off; the link names the switch-off. */
const source = (param: string) => ({ type: 'boolean', default: true, negated: true, param }) as const;

export const progressBarSettingRules = {
  width: size(50, 3000, 400),
  height: size(10, 500, 40),
  goal: size(1, 1_000_000_000, 100),
  progressBarType: { type: 'choice', values: progressBarTypes, default: 'subsPoints', param: 'type' },
  countThirdPartyTips: source('noThirdPartyTips'),
  countCheers: source('noCheers'),
  countSubscriptions: source('noSubs'),
  font: { type: 'choice', values: carouselFonts, default: 'defaultFont' },
  sameLineReverse: { type: 'boolean', default: false, param: 'reverseLine' },
  sameLine: { type: 'boolean', default: false },
  spaceBetween: size(0, 500, 3),
  titleText: { type: 'text', maxLength: 100, param: 'title' },
  titleFontSize: size(1, 200, 20),
  titleTextColor: color('ffffffff', 'titleColor'),
  textOutline: { type: 'boolean', default: false },
  borderWidth: size(0, 50, 4),
  borderRadius: size(0, 500, 25),
  barFontSize: size(1, 200, 25),
  emptyBgColor: color('000000ff'),
  emptyBorderColor: color('ffffffff'),
  emptyFontColor: color('ffffffff'),
  fullBgColor: color('ffffffff'),
  fullBorderColor: color('000000ff'),
  fullFontColor: color('000000ff'),
} as const;

export type ProgressBarSettings = SettingsOf<typeof progressBarSettingRules>;

/** The progress bar as an overlay area: its title defaults to its type's title. */
export const progressBarArea = {
  rules: progressBarSettingRules,
  defaultFrom: { titleText: (settings) => defaultProgressTitles[settings.progressBarType] },
  // A title still at its type's default follows a new type; one the streamer wrote stays.
  adjust: (settings, changed) =>
    changed === 'progressBarType' && isDefaultTitle(settings.titleText)
      ? { ...settings, titleText: defaultProgressTitles[settings.progressBarType] }
      : settings,
} satisfies SettingsArea<typeof progressBarSettingRules>;

export const defaultProgressBarSettings: ProgressBarSettings = defaultSettings(progressBarArea);

/**
 * The title a bar of `type` shows: the saved title when the saved type is that type, else the
 * type's default title (a link may ask for another type than the saved one).
 */
export function progressTitleFor(settings: ProgressBarSettings, type: ProgressBarType): string {
  return type === settings.progressBarType ? settings.titleText : defaultProgressTitles[type];
}
