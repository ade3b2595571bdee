// The carousel's built-in icons: a round badge per kind (heart for follows, gem for bits, star for
// subs, dollar coin for tips, crown for the top), drawn as inline SVG so they stay crisp at any size.
import type { CarouselKind } from '../../core/carousel/carousel-settings';

type Palette = { light: string; dark: string };

const palettes: Record<CarouselKind, Palette> = {
  follows: { light: '#ff7a9c', dark: '#d81b60' },
  bits: { light: '#b388ff', dark: '#6a1bd6' },
  subs: { light: '#5ab0ff', dark: '#1d4fd8' },
  tips: { light: '#4ee08f', dark: '#11824a' },
  top: { light: '#ffd866', dark: '#e08a00' },
};

const crownPath = 'M4 30 2 9l10 8.5L20 3l8 14.5L38 9l-2 21z';
const crownBase = '<rect x="4" y="32" width="32" height="5" rx="2" fill="#fff"/>';

const glyphs: Record<CarouselKind, string> = {
  follows:
    '<path d="M32 48C20 40 13 32.5 13 25c0-6 4.4-10.5 10-10.5 4 0 7 2.2 9 5.6 2-3.4 5-5.6 9-5.6 5.6 0 10 4.5 10 10.5 0 7.5-7 15-19 23z" fill="#fff"/>',
  bits:
    '<g stroke-linejoin="round">' +
    '<path d="M32 13 47 27 32 51 17 27z" fill="#fff"/>' +
    '<path d="M17 27h30L32 51z" fill="#e4d4ff"/>' +
    '<path d="M25 27 32 13l7 14-7 24z" fill="#fff" opacity="0.9"/>' +
    '<path d="M32 27v24" stroke="#c9a8ff" stroke-width="1.2"/>' +
    '</g>',
  subs: '<path d="M32 14.5 36.8 26.9 50.1 27.6 39.8 36 43.2 48.9 32 41.7 20.8 48.9 24.2 36 13.9 27.6 27.2 26.9z" fill="#fff" stroke-linejoin="round" stroke="#fff" stroke-width="2.5"/>',
  tips:
    '<g fill="none" stroke="#fff" stroke-linecap="round" stroke-width="5">' +
    '<path d="M40.5 23.5c-1.6-3.2-4.6-4.8-8.5-4.8-5 0-8.6 2.6-8.6 6.5 0 8.6 17.6 5 17.6 13.8 0 4-3.8 6.6-9 6.6-4.1 0-7.4-1.7-9-4.9"/>' +
    '<path d="M32 13v5.5M32 46v5"/>' +
    '</g>',
  top:
    '<g transform="translate(12 15)">' +
    `<path d="${crownPath}" fill="#fff" stroke="#fff" stroke-linejoin="round" stroke-width="2"/>` +
    `${crownBase}<circle cx="20" cy="21" r="3" fill="#f0a500"/>` +
    '</g>',
};

/** The small crown badge the top slot adds to a cheer's or tip's icon. */
const crownBadge = (gradient: string) =>
  '<g>' +
  `<circle cx="50" cy="14" r="13" fill="url(#${gradient})" stroke="#fff" stroke-width="2"/>` +
  '<g transform="translate(50 14) scale(0.42) translate(-20 -21)">' +
  `<path d="${crownPath}" fill="#fff" stroke-linejoin="round"/>${crownBase}` +
  '</g></g>';

const gradient = (id: string, { light, dark }: Palette, x2: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="1">` +
  `<stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`;

/**
 * A kind's round badge as SVG markup; `crowned` adds the top slot's crown to a cheer's or tip's
 * badge. `id` must be unique in the page: the gradients are referenced by it.
 */
export function kindIconSvg(kind: CarouselKind, crowned: boolean, id: string): string {
  return (
    '<svg viewBox="0 0 64 64" width="100%" height="100%" aria-hidden="true">' +
    `<defs>${gradient(`${id}-fill`, palettes[kind], '0.6')}${gradient(`${id}-crown`, palettes.top, '0')}</defs>` +
    `<circle cx="32" cy="32" r="30" fill="url(#${id}-fill)"/>` +
    '<circle cx="32" cy="32" r="28.5" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="1.5"/>' +
    '<path d="M9 26a24 24 0 0 1 46 0" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="6"/>' +
    glyphs[kind] +
    (crowned ? crownBadge(`${id}-crown`) : '') +
    '</svg>'
  );
}
