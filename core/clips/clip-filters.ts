// Which clips the reel plays and in what order (spec overlays.md "Clip reel" validation and issue
// 12's playlist rules), and the Clip Management list's filters. Dates are UTC epoch ms; the start is
// strictly after, the end strictly before; game names are exact and case-sensitive.
import type { Clip } from './clip';
import { type ClipOrder, type ClipPeriod, type ClipReelSettings, gameList } from './clip-reel-settings';

const dayMs = 24 * 60 * 60 * 1000;
/** The spec's periods: the last 1, 7, 30 or 365 days. */
export const periodDays: Record<Exclude<ClipPeriod, ''>, number> = { day: 1, week: 7, month: 30, year: 365 };

export type PlaylistFilters = {
  gamesToShow: string[];
  gamesToFilter: string[];
  startDate?: number;
  endDate?: number;
  period: ClipPeriod;
  minViews: number;
  order: ClipOrder;
};

export function playlistFilters(settings: ClipReelSettings): PlaylistFilters {
  return {
    gamesToShow: gameList(settings.gamesToShow),
    gamesToFilter: gameList(settings.gamesToFilter),
    startDate: settings.filterStartDate,
    endDate: settings.filterEndDate,
    period: settings.clipPeriod,
    minViews: settings.minViews,
    order: settings.order,
  };
}

/** One test per rule, so a clip is kept only when every rule keeps it. */
export function playlistTest(filters: PlaylistFilters, now: number): (clip: Clip) => boolean {
  const shown = filters.gamesToShow.length > 0 ? new Set(filters.gamesToShow) : null;
  const hidden = new Set(filters.gamesToFilter);
  const periodStart = filters.period ? now - periodDays[filters.period] * dayMs : undefined;
  return (clip) => {
    if (shown && !shown.has(clip.gameName)) return false;
    if (hidden.has(clip.gameName)) return false;
    if (clip.viewCount < filters.minViews) return false;
    const at = Date.parse(clip.createdAt);
    if (filters.startDate !== undefined && !(at > filters.startDate)) return false;
    if (filters.endDate !== undefined && !(at < filters.endDate)) return false;
    if (periodStart !== undefined && !(at > periodStart)) return false;
    return true;
  };
}

/**
 * The clips to play, in order: `top` by view count, highest first (older first among equals);
 * `random` shuffled, each once (the overlay reshuffles for every round).
 */
export function playlist(
  clips: readonly Clip[],
  filters: PlaylistFilters,
  now: number,
  random = Math.random,
) {
  const kept = clips.filter(playlistTest(filters, now));
  return filters.order === 'top' ? kept.sort((a, b) => b.viewCount - a.viewCount) : shuffled(kept, random);
}

/** Fisher-Yates, in place. */
export function shuffled<T>(items: T[], random = Math.random): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/** The Clip Management list's filters: partial and case-sensitive, dates as for the playlist. */
export type ListFilters = {
  game?: string;
  title?: string;
  user?: string;
  startDate?: number;
  endDate?: number;
};

export function listTest(filters: ListFilters): (clip: Clip) => boolean {
  return (clip) => {
    if (filters.game && !clip.gameName.includes(filters.game)) return false;
    if (filters.title && !clip.title.includes(filters.title)) return false;
    if (filters.user && !clip.creatorUsername.includes(filters.user)) return false;
    const at = Date.parse(clip.createdAt);
    if (filters.startDate !== undefined && !(at > filters.startDate)) return false;
    if (filters.endDate !== undefined && !(at < filters.endDate)) return false;
    return true;
  };
}
