// Dev mode's demo channel: twelve clips over several games, dates and view counts, each with a
// small local video (public/demo-clips, made by scripts/make-demo-clips.sh), so the clip reel
// truly plays with no Twitch account.

export type DemoGame = { id: string; name: string };

export const demoGames: DemoGame[] = [
  { id: '504461', name: 'Celeste' },
  { id: '27471', name: 'Minecraft' },
  { id: '509658', name: 'Just Chatting' },
  { id: '1788326126', name: 'Hades' },
];

import type { TwitchClip } from './clip-collection';

/** A demo clip as the simulated Helix describes it; `video` numbers its file in public/demo-clips. */
export type DemoClip = Omit<TwitchClip, 'thumbnailUrl' | 'url'> & { video: number };

export const demoVideoCount = 12;

/** The demo videos last 3 to 5 seconds (scripts/make-demo-clips.sh: 3 + n mod 3). */
export const demoVideoSeconds = (video: number) => 3 + (video % 3);

export const demoVideoUrl = (video: number) => `/demo-clips/clip-${String(video).padStart(2, '0')}.mp4`;
export const demoThumbnailUrl = (video: number) => `/demo-clips/clip-${String(video).padStart(2, '0')}.jpg`;

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

/** Title, clipper, game, views and age of each demo clip, in the order of their videos. */
const seeds: [title: string, creator: string, game: number, views: number, ageMs: number][] = [
  ['First try on the summit', 'PixelPam', 0, 1520, 400 * dayMs],
  ['The creeper that ruined everything', 'BlockBob', 1, 87, 200 * dayMs],
  ['Chat decides the name of the cat', 'ModMia', 2, 342, 100 * dayMs],
  ['Dash, dash, wall jump, oops', 'PixelPam', 0, 15, 45 * dayMs],
  ['Escaped on the last hit', 'StyxRunner', 3, 2210, 20 * dayMs],
  ['Diamond hunt goes wrong', 'BlockBob', 1, 64, 10 * dayMs],
  ['Q&A: favourite snacks', 'ModMia', 2, 5, 5 * dayMs],
  ['Hades ends the run', 'StyxRunner', 3, 731, 3 * dayMs],
  ['Strawberry collected at last', 'GoldenBerry', 0, 118, 2 * dayMs],
  ['Built a castle in five minutes', 'Crafter99', 1, 953, 20 * hourMs],
  ['Stream starting soon dance', 'ModMia', 2, 29, 6 * hourMs],
  ['Boss down with one HP left', 'GoldenBerry', 3, 404, 2 * hourMs],
];

const slug = (video: number, title: string) =>
  `Demo${String(video).padStart(2, '0')}${title
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .slice(0, 3)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join('')}`;

/** The demo channel's clips as of `now` (their ages run back from it). */
export function demoClips(now: number): DemoClip[] {
  return seeds.map(([title, creatorName, game, viewCount, ageMs], i) => ({
    id: slug(i + 1, title),
    title,
    creatorName,
    gameId: (demoGames[game] as DemoGame).id,
    createdAt: new Date(now - ageMs).toISOString(),
    viewCount,
    duration: demoVideoSeconds(i + 1),
    video: i + 1,
  }));
}

/** The demo clip `!clip` makes: the next video in turn, titled after the stream. */
export function createdDemoClip(count: number, title: string, creatorName: string, now: number): DemoClip {
  const video = (count % demoVideoCount) + 1;
  return {
    id: `DemoLive${now.toString(36)}${count}`,
    title: title || 'Clip of the stream',
    creatorName,
    gameId: (demoGames[2] as DemoGame).id,
    createdAt: new Date(now).toISOString(),
    viewCount: 0,
    duration: demoVideoSeconds(video),
    video,
  };
}
