// The carousel overlay link's query string (spec overlays.md "Overlay link query parameters"), from
// its rules table by the shared codec: `/events/v2/{overlaySecretKey}` plus only the non-defaults.
import { settingsFromQuery, settingsQueryString } from '../settings/settings-link';
import { type CarouselSettings, carouselArea } from './carousel-settings';

export const carouselQueryString = (settings: CarouselSettings): string =>
  settingsQueryString(carouselArea, settings);

export const carouselSettingsFromQuery = (params: URLSearchParams): CarouselSettings =>
  settingsFromQuery(carouselArea, params);
