// Each overlay area's settings rules table, by the registry's name (overlay-areas.ts): the type checker
// asks for every area. Apart from the registry, so only the code that works on settings loads them.
import { alertsArea } from '../alerts/alerts-settings';
import { carouselArea } from '../carousel/carousel-settings';
import { clipReelArea } from '../clips/clip-reel-settings';
import { emoteMoverArea } from '../emotes/emote-settings';
import { progressBarArea } from '../progress/progress-settings';
import type { SettingRules, SettingsArea, SettingsOf } from '../settings/setting-rules';
import type { OverlayArea } from './overlay-areas';

const settingsTables = {
  carousel: carouselArea,
  clipReel: clipReelArea,
  emoteMover: emoteMoverArea,
  progressBar: progressBarArea,
  alerts: alertsArea,
} as const satisfies Record<OverlayArea, { rules: SettingRules }>;

/** An area's settings table (its rules and the rules that join fields). */
export type AreaSettingsTable<A extends OverlayArea> = (typeof settingsTables)[A];

/** An area's settings object, as its rules table describes it. */
export type AreaSettings<A extends OverlayArea> = SettingsOf<AreaSettingsTable<A>['rules']>;

/** An area's settings table for code that works on any area (the settings routes, the DO, the editor). */
export const settingsAreaOf = (area: OverlayArea): SettingsArea =>
  // Each table's functions take its own settings; code that loops over areas passes them through.
  settingsTables[area] as unknown as SettingsArea;
