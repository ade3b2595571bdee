// The @fontsource packages quote wallpapers draw with, in the order they are tried for a character:
// Roboto's scripts first (the wallpaper's own face), then the main scripts it lacks, then emoji.
// Arabic is left out: satori cannot lay out the Noto Arabic fonts (an OpenType substitution it lacks).
export const wallpaperFontPackages = [
  { name: 'roboto', family: 'Roboto' },
  { name: 'noto-sans-jp', family: 'Noto Sans JP' },
  { name: 'noto-sans-kr', family: 'Noto Sans KR' },
  { name: 'noto-sans-hebrew', family: 'Noto Sans Hebrew' },
  { name: 'noto-emoji', family: 'Noto Emoji' },
] as const;
