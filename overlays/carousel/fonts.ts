// The carousel's fonts (spec: default, alpha54, alternity, audiowide, bowlbyOne, lacquer,
// merriweather, openSans, roboto), bundled with the overlay so nothing is fetched from a font CDN.
// Browsers download a font file only when text actually uses it. The @font-face rules (fonts.css)
// are imported by the pages that draw with these fonts (the overlays, the dashboard's live previews),
// so the dashboard's other pages never load them.
import type { CarouselFont } from '../../core/carousel/carousel-settings';

export const carouselFontFamilies: Record<CarouselFont, string> = {
  defaultFont: 'Helvetica, Arial, sans-serif',
  // Alpha 54 and Alternity are not published on npm; Orbitron and Michroma are the closest
  // open-licence stand-ins (wide, geometric display faces).
  alpha54: "'Orbitron', sans-serif",
  alternity: "'Michroma', sans-serif",
  audiowide: "'Audiowide', sans-serif",
  bowlbyOne: "'Bowlby One', sans-serif",
  lacquer: "'Lacquer', sans-serif",
  merriweather: "'Merriweather', serif",
  openSans: "'Open Sans', sans-serif",
  roboto: "'Roboto', sans-serif",
};
