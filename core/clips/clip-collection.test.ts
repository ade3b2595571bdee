import { describe, expect, it } from 'vitest';
import { type ClipPageFetcher, collectClips, helixResultCap } from './clip-collection';

/** A Helix-like source: clips at the given times, pages of 100, paging stops at the cap. */
function source(times: number[]) {
  const asked: [number, number][] = [];
  const fetchPage: ClipPageFetcher<{ id: string; at: number }> = async (start, end, cursor) => {
    if (!cursor) asked.push([start, end]);
    const inWindow = times
      .map((at, i) => ({ id: `c${i}`, at }))
      .filter((clip) => clip.at >= start && clip.at < end);
    const from = cursor ? Number(cursor) : 0;
    const clips = inWindow.slice(from, Math.min(from + 100, helixResultCap));
    const next = from + clips.length;
    return { clips, cursor: next < Math.min(inWindow.length, helixResultCap) ? String(next) : null };
  };
  return { fetchPage, asked };
}

describe("collecting a channel's clips", () => {
  it('pages through a window under the cap with one window', async () => {
    const { fetchPage, asked } = source(Array.from({ length: 450 }, (_, i) => i * 1000));
    const clips = await collectClips(fetchPage, 0, 1_000_000);
    expect(clips).toHaveLength(450);
    expect(asked).toEqual([[0, 1_000_000]]);
  });

  it('splits windows past the cap until every clip is found, each once', async () => {
    const { fetchPage, asked } = source(Array.from({ length: 3500 }, (_, i) => i * 1000));
    const clips = await collectClips(fetchPage, 0, 3_500_000);
    expect(clips).toHaveLength(3500);
    expect(new Set(clips.map((clip) => clip.id)).size).toBe(3500);
    expect(asked.length).toBeGreaterThan(3);
  });

  it('stops splitting a burst of clips inside one second instead of looping', async () => {
    const { fetchPage } = source(Array.from({ length: 1200 }, () => 5000));
    const clips = await collectClips(fetchPage, 4000, 6000);
    expect(clips.length).toBe(helixResultCap);
  });
});
