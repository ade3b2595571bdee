// The carousel's built-in icons: a round badge per kind (heart for follows, gem for bits, star for
// subs, dollar coin for tips, crown for the top), drawn as inline SVG so they stay crisp at any size.
import { type CSSProperties, useId } from 'react';
import type { CarouselKind } from '../../core/carousel/carousel-settings';

type Palette = { light: string; dark: string };

const palettes: Record<CarouselKind, Palette> = {
  follows: { light: '#ff7a9c', dark: '#d81b60' },
  bits: { light: '#b388ff', dark: '#6a1bd6' },
  subs: { light: '#5ab0ff', dark: '#1d4fd8' },
  tips: { light: '#4ee08f', dark: '#11824a' },
  top: { light: '#ffd866', dark: '#e08a00' },
};

function Glyph({ kind }: { kind: CarouselKind }) {
  switch (kind) {
    case 'follows':
      return (
        <path
          d="M32 48C20 40 13 32.5 13 25c0-6 4.4-10.5 10-10.5 4 0 7 2.2 9 5.6 2-3.4 5-5.6 9-5.6 5.6 0 10 4.5 10 10.5 0 7.5-7 15-19 23z"
          fill="#fff"
        />
      );
    case 'bits':
      return (
        <g strokeLinejoin="round">
          <path d="M32 13 47 27 32 51 17 27z" fill="#fff" />
          <path d="M17 27h30L32 51z" fill="#e4d4ff" />
          <path d="M25 27 32 13l7 14-7 24z" fill="#fff" opacity="0.9" />
          <path d="M32 27v24" stroke="#c9a8ff" strokeWidth="1.2" />
        </g>
      );
    case 'subs':
      return (
        <path
          d="M32 14.5 36.8 26.9 50.1 27.6 39.8 36 43.2 48.9 32 41.7 20.8 48.9 24.2 36 13.9 27.6 27.2 26.9z"
          fill="#fff"
          strokeLinejoin="round"
          stroke="#fff"
          strokeWidth="2.5"
        />
      );
    case 'tips':
      return (
        <g fill="none" stroke="#fff" strokeLinecap="round" strokeWidth="5">
          <path d="M40.5 23.5c-1.6-3.2-4.6-4.8-8.5-4.8-5 0-8.6 2.6-8.6 6.5 0 8.6 17.6 5 17.6 13.8 0 4-3.8 6.6-9 6.6-4.1 0-7.4-1.7-9-4.9" />
          <path d="M32 13v5.5M32 46v5" />
        </g>
      );
    case 'top':
      return <Crown x={12} y={15} size={40} />;
  }
}

function Crown({ x, y, size }: { x: number; y: number; size: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${size / 40})`}>
      <path
        d="M4 30 2 9l10 8.5L20 3l8 14.5L38 9l-2 21z"
        fill="#fff"
        stroke="#fff"
        strokeLinejoin="round"
        strokeWidth="2"
      />
      <rect x="4" y="32" width="32" height="5" rx="2" fill="#fff" />
      <circle cx="20" cy="21" r="3" fill="#f0a500" />
    </g>
  );
}

/** A kind's round badge; `crowned` adds the top slot's crown to a cheer's or tip's badge. */
export function KindIcon({
  kind,
  crowned = false,
  style,
}: {
  kind: CarouselKind;
  crowned?: boolean;
  style?: CSSProperties;
}) {
  const id = useId();
  const { light, dark } = palettes[kind];
  const top = palettes.top;
  return (
    <svg viewBox="0 0 64 64" width="100%" height="100%" aria-hidden="true" style={style}>
      <defs>
        <linearGradient id={`${id}-fill`} x1="0" y1="0" x2="0.6" y2="1">
          <stop offset="0" stopColor={light} />
          <stop offset="1" stopColor={dark} />
        </linearGradient>
        <linearGradient id={`${id}-crown`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={top.light} />
          <stop offset="1" stopColor={top.dark} />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="30" fill={`url(#${id}-fill)`} />
      <circle cx="32" cy="32" r="28.5" fill="none" stroke="#fff" strokeOpacity="0.35" strokeWidth="1.5" />
      <path d="M9 26a24 24 0 0 1 46 0" fill="none" stroke="#fff" strokeOpacity="0.18" strokeWidth="6" />
      <Glyph kind={kind} />
      {crowned && (
        <g>
          <circle cx="50" cy="14" r="13" fill={`url(#${id}-crown)`} stroke="#fff" strokeWidth="2" />
          <g transform="translate(50 14) scale(0.42) translate(-20 -21)">
            <path d="M4 30 2 9l10 8.5L20 3l8 14.5L38 9l-2 21z" fill="#fff" strokeLinejoin="round" />
            <rect x="4" y="32" width="32" height="5" rx="2" fill="#fff" />
          </g>
        </g>
      )}
    </svg>
  );
}
