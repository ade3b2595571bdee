// The overlay fonts' names as the dashboard shows them (the carousel's and the progress bar's lists).
import type { CarouselFont } from '../../../core/carousel/carousel-settings';

export const fontLabels: Record<CarouselFont, string> = {
  defaultFont: 'Default (Helvetica, Arial)',
  alpha54: 'Alpha 54',
  alternity: 'Alternity',
  audiowide: 'Audiowide',
  bowlbyOne: 'Bowlby One',
  lacquer: 'Lacquer',
  merriweather: 'Merriweather',
  openSans: 'Open Sans',
  roboto: 'Roboto',
};
