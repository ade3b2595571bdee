// The registry of overlay areas that have settings: one rules table each, under the area's one name
// (storage, API, socket, page). A new overlay adds its table here.
import { carouselArea } from '../carousel/carousel-settings';
import { clipReelArea } from '../clips/clip-reel-settings';
import { emoteMoverArea } from '../emotes/emote-settings';
import { progressBarArea } from '../progress/progress-settings';
import type { SettingsArea, SettingsOf } from './setting-rules';

export const settingsAreas = {
  carousel: carouselArea,
  progressBar: progressBarArea,
  emoteMover: emoteMoverArea,
  clipReel: clipReelArea,
} as const;

export type SettingsAreaName = keyof typeof settingsAreas;

export type AreaSettings<A extends SettingsAreaName> = SettingsOf<(typeof settingsAreas)[A]['rules']>;

export const isSettingsArea = (area: string): area is SettingsAreaName => area in settingsAreas;

/** An area's table for code that works on any area (the settings routes, the overlay page, the DO). */
export const settingsAreaOf = (area: SettingsAreaName): SettingsArea =>
  // Each table's functions take its own settings; code that loops over areas passes them through.
  settingsAreas[area] as unknown as SettingsArea;
