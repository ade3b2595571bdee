// Collecting every clip of a channel from Helix Get Clips (protocols.md 3.3): pages of 100, and a
// time window split in halves whenever it holds as many clips as Twitch will page through (about
// 1,000), so channels past the cap still get every clip.

/** One page of Get Clips for a window [startedAt, endedAt), after `cursor`. */
/** A clip as Get Clips describes it, before its game's name is looked up. */
export type TwitchClip = {
  id: string;
  title: string;
  creatorName: string;
  gameId: string;
  createdAt: string;
  viewCount: number;
  duration: number;
  thumbnailUrl: string;
  url: string;
};

export type ClipPage<T> = { clips: T[]; cursor: string | null };
export type ClipPageFetcher<T> = (
  startedAt: number,
  endedAt: number,
  cursor: string | null,
) => Promise<ClipPage<T>>;

/** Twitch stops paging at about this many results per query. */
export const helixResultCap = 1000;
/** Clips began in 2016; a first fetch covers everything since. */
export const clipsBegan = Date.UTC(2016, 0, 1);
/** A window this short is not split further (a burst of clips in one second would loop forever). */
const shortestWindowMs = 1000;

/** Every clip created in [startedAt, endedAt), each once (by id). */
export async function collectClips<T extends { id: string }>(
  fetchPage: ClipPageFetcher<T>,
  startedAt: number,
  endedAt: number,
): Promise<T[]> {
  const found = new Map<string, T>();
  const windows: [number, number][] = [[startedAt, endedAt]];
  while (windows.length > 0) {
    const [start, end] = windows.shift() as [number, number];
    const inWindow: T[] = [];
    let cursor: string | null = null;
    do {
      const page: ClipPage<T> = await fetchPage(start, end, cursor);
      inWindow.push(...page.clips);
      cursor = page.clips.length > 0 ? page.cursor : null;
    } while (cursor && inWindow.length < helixResultCap);
    if (inWindow.length >= helixResultCap && end - start > shortestWindowMs) {
      const middle = start + Math.floor((end - start) / 2);
      windows.unshift([start, middle], [middle, end]);
      continue;
    }
    for (const clip of inWindow) found.set(clip.id, clip);
  }
  return [...found.values()];
}
