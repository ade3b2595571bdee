// The wallpaper backgrounds: generated in code (a vertical gradient and soft lights), so the project
// owns them outright and nothing is fetched at run time.

export type Rgb = [number, number, number];

export type Background = {
  name: string;
  top: Rgb;
  bottom: Rgb;
  /** Soft lights, placed as fractions of the image size. */
  glows: { x: number; y: number; size: number; color: Rgb }[];
};

export const backgrounds: Background[] = [
  {
    name: 'dusk',
    top: [43, 16, 85],
    bottom: [117, 151, 222],
    glows: [{ x: 0.8, y: 0.18, size: 0.45, color: [255, 200, 120] }],
  },
  {
    name: 'ocean',
    top: [15, 32, 39],
    bottom: [44, 83, 100],
    glows: [{ x: 0.15, y: 0.85, size: 0.55, color: [64, 224, 208] }],
  },
  {
    name: 'ember',
    top: [58, 13, 13],
    bottom: [240, 147, 43],
    glows: [{ x: 0.7, y: 0.75, size: 0.5, color: [255, 221, 89] }],
  },
  {
    name: 'forest',
    top: [11, 61, 46],
    bottom: [120, 190, 90],
    glows: [{ x: 0.2, y: 0.2, size: 0.4, color: [255, 255, 200] }],
  },
  {
    name: 'twitch',
    top: [31, 17, 53],
    bottom: [185, 163, 227],
    glows: [
      { x: 0.85, y: 0.8, size: 0.35, color: [255, 255, 255] },
      { x: 0.1, y: 0.12, size: 0.3, color: [145, 71, 255] },
    ],
  },
  {
    name: 'aurora',
    top: [2, 0, 36],
    bottom: [0, 212, 255],
    glows: [{ x: 0.5, y: 0.3, size: 0.6, color: [0, 255, 170] }],
  },
  {
    name: 'candy',
    top: [255, 106, 136],
    bottom: [252, 182, 159],
    glows: [{ x: 0.25, y: 0.75, size: 0.45, color: [255, 255, 255] }],
  },
  {
    name: 'midnight',
    top: [0, 0, 0],
    bottom: [65, 67, 69],
    glows: [
      { x: 0.75, y: 0.25, size: 0.4, color: [255, 215, 0] },
      { x: 0.2, y: 0.8, size: 0.3, color: [100, 149, 237] },
    ],
  },
];
