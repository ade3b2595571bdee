import { describe, expect, it } from 'vitest';
import type { Clip } from './clip';
import { listTest, type PlaylistFilters, playlist, playlistFilters, playlistTest } from './clip-filters';
import { defaultClipReelSettings } from './clip-reel-settings';

const now = Date.UTC(2026, 5, 15, 12);
const dayMs = 24 * 60 * 60 * 1000;

const clip = (
  id: string,
  gameName: string,
  viewCount: number,
  createdAt: number,
  more: Partial<Clip> = {},
): Clip => ({
  id,
  title: `Clip ${id}`,
  creatorUsername: 'Viewer',
  gameName,
  createdAt: new Date(createdAt).toISOString(),
  viewCount,
  duration: 10,
  thumbnailUrl: '',
  url: `https://clips.twitch.tv/${id}`,
  ...more,
});

const clips = [
  clip('a', 'Celeste', 10, now - 400 * dayMs),
  clip('b', 'Minecraft', 500, now - 40 * dayMs),
  clip('c', 'Just Chatting', 0, now - 8 * dayMs),
  clip('d', 'celeste', 75, now - 2 * dayMs),
  clip('e', 'Celeste', 1000, now - 2 * 60 * 60 * 1000),
];

const none: PlaylistFilters = playlistFilters(defaultClipReelSettings);
const ids = (kept: Clip[]) => kept.map((c) => c.id).sort();
const kept = (filters: Partial<PlaylistFilters>) =>
  ids(clips.filter(playlistTest({ ...none, ...filters }, now)));

describe('the playlist filters', () => {
  it('keep every clip with the default settings', () => {
    expect(kept({})).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('show only the listed games, by exact case-sensitive name', () => {
    expect(kept({ gamesToShow: ['Celeste'] })).toEqual(['a', 'e']);
    expect(kept({ gamesToShow: ['Celeste', 'Minecraft'] })).toEqual(['a', 'b', 'e']);
    expect(kept({ gamesToShow: ['Celes'] })).toEqual([]);
  });

  it('filter out the listed games, by exact case-sensitive name', () => {
    expect(kept({ gamesToFilter: ['Celeste', 'Just Chatting'] })).toEqual(['b', 'd']);
  });

  it('read the game lists from pipe-separated settings', () => {
    const filters = playlistFilters({
      ...defaultClipReelSettings,
      gamesToShow: 'Celeste|Minecraft|',
      gamesToFilter: 'Hades',
    });
    expect(filters.gamesToShow).toEqual(['Celeste', 'Minecraft']);
    expect(filters.gamesToFilter).toEqual(['Hades']);
  });

  it('keep clips with at least minViews', () => {
    expect(kept({ minViews: 75 })).toEqual(['b', 'd', 'e']);
    expect(kept({ minViews: 76 })).toEqual(['b', 'e']);
  });

  it('keep clips strictly after the start and strictly before the end (UTC)', () => {
    const b = Date.parse(clips[1]?.createdAt as string);
    const d = Date.parse(clips[3]?.createdAt as string);
    expect(kept({ startDate: b })).toEqual(['c', 'd', 'e']);
    expect(kept({ startDate: b - 1 })).toEqual(['b', 'c', 'd', 'e']);
    expect(kept({ endDate: d })).toEqual(['a', 'b', 'c']);
    expect(kept({ endDate: d + 1 })).toEqual(['a', 'b', 'c', 'd']);
    expect(kept({ startDate: b, endDate: d })).toEqual(['c']);
  });

  it('keep the last 1, 7, 30 or 365 days for the periods', () => {
    expect(kept({ period: 'day' })).toEqual(['e']);
    expect(kept({ period: 'week' })).toEqual(['d', 'e']);
    expect(kept({ period: 'month' })).toEqual(['c', 'd', 'e']);
    expect(kept({ period: 'year' })).toEqual(['b', 'c', 'd', 'e']);
  });

  it('combine: every rule must keep a clip', () => {
    expect(kept({ gamesToShow: ['Celeste', 'Minecraft'], minViews: 100, period: 'month' })).toEqual(['e']);
  });
});

describe('the playlist order', () => {
  it('puts the most viewed first for top', () => {
    expect(playlist(clips, { ...none, order: 'top' }, now).map((c) => c.id)).toEqual([
      'e',
      'b',
      'd',
      'a',
      'c',
    ]);
  });

  it('shuffles every kept clip once for random', () => {
    const order = playlist(clips, { ...none, minViews: 10 }, now).map((c) => c.id);
    expect(order.slice().sort()).toEqual(['a', 'b', 'd', 'e']);
  });
});

describe('the Clip Management filters', () => {
  const list = (filters: Parameters<typeof listTest>[0]) => ids(clips.filter(listTest(filters)));

  it('match game, title and user partially and case-sensitively', () => {
    expect(list({ game: 'Celes' })).toEqual(['a', 'e']);
    expect(list({ game: 'celes' })).toEqual(['d']);
    expect(list({ title: 'Clip b' })).toEqual(['b']);
    expect(list({ title: 'clip' })).toEqual([]);
    expect(list({ user: 'iew' })).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(list({ user: 'VIEW' })).toEqual([]);
  });

  it('filter dates strictly, as the playlist does', () => {
    const c = Date.parse(clips[2]?.createdAt as string);
    expect(list({ startDate: c })).toEqual(['d', 'e']);
    expect(list({ endDate: c })).toEqual(['a', 'b']);
  });
});
