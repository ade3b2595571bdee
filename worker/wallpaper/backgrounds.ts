// The wallpaper backgrounds: generated in code (gradients and soft light shapes), so the project
// owns them outright and nothing is fetched at run time.

export type Background = {
  name: string;
  /** CSS background of the whole image. */
  base: string;
  /** Soft glows placed as fractions of the image size. */
  glows: { x: number; y: number; size: number; color: string }[];
};

export const backgrounds: Background[] = [
  {
    name: 'dusk',
    base: 'linear-gradient(135deg, #2b1055 0%, #7597de 100%)',
    glows: [{ x: 0.8, y: 0.15, size: 0.5, color: 'rgba(255, 200, 120, 0.55)' }],
  },
  {
    name: 'ocean',
    base: 'linear-gradient(160deg, #0f2027 0%, #203a43 50%, #2c5364 100%)',
    glows: [{ x: 0.15, y: 0.85, size: 0.6, color: 'rgba(64, 224, 208, 0.35)' }],
  },
  {
    name: 'ember',
    base: 'linear-gradient(120deg, #3a0d0d 0%, #b33939 60%, #f0932b 100%)',
    glows: [{ x: 0.7, y: 0.7, size: 0.55, color: 'rgba(255, 221, 89, 0.4)' }],
  },
  {
    name: 'forest',
    base: 'linear-gradient(150deg, #0b3d2e 0%, #1e6f50 55%, #a8e063 100%)',
    glows: [{ x: 0.2, y: 0.2, size: 0.45, color: 'rgba(255, 255, 200, 0.3)' }],
  },
  {
    name: 'twitch',
    base: 'linear-gradient(135deg, #1f1135 0%, #6441a5 55%, #b9a3e3 100%)',
    glows: [
      { x: 0.85, y: 0.8, size: 0.4, color: 'rgba(255, 255, 255, 0.25)' },
      { x: 0.1, y: 0.1, size: 0.35, color: 'rgba(145, 71, 255, 0.6)' },
    ],
  },
  {
    name: 'aurora',
    base: 'linear-gradient(180deg, #020024 0%, #090979 45%, #00d4ff 100%)',
    glows: [{ x: 0.5, y: 0.35, size: 0.7, color: 'rgba(0, 255, 170, 0.3)' }],
  },
  {
    name: 'candy',
    base: 'linear-gradient(120deg, #ff6a88 0%, #ff99ac 50%, #fcb69f 100%)',
    glows: [{ x: 0.25, y: 0.75, size: 0.5, color: 'rgba(255, 255, 255, 0.35)' }],
  },
  {
    name: 'midnight',
    base: 'linear-gradient(140deg, #000000 0%, #232526 50%, #414345 100%)',
    glows: [
      { x: 0.75, y: 0.25, size: 0.45, color: 'rgba(255, 215, 0, 0.25)' },
      { x: 0.2, y: 0.8, size: 0.35, color: 'rgba(100, 149, 237, 0.3)' },
    ],
  },
];
