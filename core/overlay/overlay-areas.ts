// The registry of overlay areas: one entry each, and every other list of them derives from it (stored
// settings and `settings` messages, socket tags, the pages OBS loads with their build inputs, Worker-first
// paths and security headers, the dashboard's settings routes and menu). A new overlay adds an entry here
// and its settings rules table in area-settings.ts, which is apart so that the dashboard's menu, which
// reads this registry, does not load every area's table with the first page.
// vite.config.ts loads this module, so it names its imports' .ts files, as the native config loader
// (Vite's next default) needs.
import type { OutsideContent } from '../web/security-headers.ts';

type OverlayAreaDefinition = {
  /** The area's one name: its stored settings, `settings` messages, socket tag, `{name}Settings` in its API. */
  name: string;
  /** OBS loads `{pagePath}/{overlaySecretKey}` (the spec's routes, versions included). */
  pagePath: string;
  /** The page's folder in overlays/; the build writes it to /overlays/{pageFolder}/. */
  pageFolder: string;
  /** What the page loads from other sites; its Content-Security-Policy allows that and no more. */
  outsideContent: readonly OutsideContent[];
  /** `?overlay=` values of sockets opened by pages older than the one name each area has now. */
  formerNames: readonly string[];
  /** The area's dashboard page, /settings/{path}; the header's menu links it unless told not to. */
  dashboard: { path: string; label: string; inHeaderMenu: boolean };
};

const carouselOverlay = {
  name: 'carousel',
  pagePath: '/events/v2',
  pageFolder: 'carousel',
  // The carousel's icons are links the streamer types, on any host.
  outsideContent: ['anyImages'],
  formerNames: ['events'],
  dashboard: { path: 'carousel', label: 'Event Carousel', inHeaderMenu: true },
} as const satisfies OverlayAreaDefinition;

const clipReelOverlay = {
  name: 'clipReel',
  pagePath: '/clips',
  pageFolder: 'clip-reel',
  outsideContent: ['twitchClips'],
  formerNames: ['clips'],
  dashboard: { path: 'clips', label: 'Clip Reel', inHeaderMenu: true },
} as const satisfies OverlayAreaDefinition;

const emoteMoverOverlay = {
  name: 'emoteMover',
  pagePath: '/emoteMover/v1',
  pageFolder: 'emote-mover',
  outsideContent: ['emoteImages'],
  formerNames: [],
  dashboard: { path: 'emoteMover', label: 'Emotes', inHeaderMenu: true },
} as const satisfies OverlayAreaDefinition;

const progressBarOverlay = {
  name: 'progressBar',
  pagePath: '/progressBar/v1',
  pageFolder: 'progress-bar',
  outsideContent: [],
  formerNames: [],
  // The spec keeps the progress bar out of the header's menu; the settings home still links it.
  dashboard: { path: 'progressBar', label: 'Progress Bar', inHeaderMenu: false },
} as const satisfies OverlayAreaDefinition;

const alertsOverlay = {
  name: 'alerts',
  pagePath: '/alerts/v1',
  pageFolder: 'alerts',
  // Media from the product's own origin (/media/{id}, /alert-defaults/); speech is WebAssembly.
  outsideContent: ['ownMedia', 'speech'],
  formerNames: [],
  dashboard: { path: 'alerts', label: 'Alerts', inHeaderMenu: true },
} as const satisfies OverlayAreaDefinition;

/** Every overlay area, in the order the dashboard lists them. */
export const overlayAreas = [
  carouselOverlay,
  clipReelOverlay,
  emoteMoverOverlay,
  progressBarOverlay,
  alertsOverlay,
] as const;

type OverlayAreaEntry = (typeof overlayAreas)[number];
export type OverlayArea = OverlayAreaEntry['name'];
type EntryOf<A extends OverlayArea> = Extract<OverlayAreaEntry, { name: A }>;

export function overlayArea<A extends OverlayArea>(name: A): EntryOf<A> {
  return overlayAreas.find((area) => area.name === name) as EntryOf<A>;
}

/** The area an overlay socket's `?overlay=` names, by its name or a former one; the carousel when none. */
export function overlayAreaFromQuery(value: string | null): OverlayArea {
  const named = overlayAreas.find(
    (area) => area.name === value || (area.formerNames as readonly string[]).includes(value ?? ''),
  );
  return named?.name ?? 'carousel';
}

/** The address OBS loads for an area: its page with the overlay key, then the link's query string. */
export const overlayPageLink = (area: OverlayArea, overlaySecretKey: string, query = ''): string =>
  `${overlayArea(area).pagePath}/${encodeURIComponent(overlaySecretKey)}${query}`;
