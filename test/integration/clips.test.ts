// The clip reel in dev mode (no Twitch app): the demo channel's clips, the settings contract on the
// shared mechanism, a save reaching an open reel at once, the playlist with demo videos, and the
// Simulator's !clip adding a demo clip that joins an open reel without a reload.
import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Clip, PlaylistClip } from '../../core/clips/clip';
import { defaultClipReelSettings } from '../../core/clips/clip-reel-settings';
import { openEventsOverlay, streamerFixture } from './live-events-fixture';
import { origin } from './session-helpers';

type Streamer = Awaited<ReturnType<typeof streamerFixture>>;

const storedSettings = async (streamer: Streamer) => {
  const { body } = await streamer.api('GET', '/api/clips');
  return JSON.parse((body.data as { clipReelSettings: string }).clipReelSettings);
};
const playlistOf = async (streamer: Streamer, query = '') => {
  const response = await exports.default.fetch(`${origin}/api/overlay/${streamer.overlayKey}/clips${query}`);
  return (await response.json()) as { status: true; clips: PlaylistClip[] };
};

describe('clip reel settings', () => {
  it('answer the spec defaults and the overlay key before anything is saved', async () => {
    const streamer = await streamerFixture();
    const { status, body } = await streamer.api('GET', '/api/clips');
    expect(status).toBe(200);
    expect(body).toEqual({
      status: true,
      data: { clipReelSettings: expect.any(String), overlaySecretKey: streamer.overlayKey },
    });
    expect(await storedSettings(streamer)).toEqual(defaultClipReelSettings);
  });

  it('refuse a wrong or unknown value with the reason and write nothing', async () => {
    const streamer = await streamerFixture();
    for (const wrong of [
      { volume: 2 },
      { order: 'newest' },
      { fontSize: 'big' },
      { infoboxPosition: { top: 4, bottom: 4 } },
      { filterStartDate: Date.UTC(2024, 5, 1), filterEndDate: Date.UTC(2024, 0, 1) },
      { surprise: true },
    ]) {
      const { status, body } = await streamer.api('POST', '/api/clips', {
        ...defaultClipReelSettings,
        ...wrong,
        minViews: 9,
      });
      expect(status).toBe(400);
      expect(body).toEqual({ status: false, reason: expect.any(String) });
    }
    expect(await storedSettings(streamer)).toEqual(defaultClipReelSettings);
  });

  it('push a save to an open reel at once', async () => {
    const streamer = await streamerFixture();
    const overlay = await openEventsOverlay(streamer.overlayKey, 'clipReel');
    expect(await overlay.next('settings')).toEqual({
      type: 'settings',
      area: 'clipReel',
      settings: defaultClipReelSettings,
    });
    const edited = {
      ...defaultClipReelSettings,
      showTitle: true,
      fontColor: 'FFD700FF',
      infoboxPosition: { top: 12, right: 8 },
      filterStartDate: '2024-01-01T00:00:00Z',
    };
    expect(await streamer.api('POST', '/api/clips', edited)).toEqual({ status: 200, body: { status: true } });
    const expected = { ...edited, fontColor: 'ffd700ff', filterStartDate: Date.UTC(2024, 0, 1) };
    expect((await overlay.next('settings')).settings).toEqual(expected);
    expect(await storedSettings(streamer)).toEqual(expected);
    overlay.close();
  });
});

describe('the demo channel', () => {
  it('lists about a dozen demo clips over several games, oldest first', async () => {
    const streamer = await streamerFixture();
    const { status, body } = await streamer.api('GET', '/api/clips/getUserClips');
    expect(status).toBe(200);
    const clips = body.clips as Clip[];
    expect(clips.length).toBe(12);
    expect(new Set(clips.map((clip) => clip.gameName)).size).toBeGreaterThanOrEqual(3);
    const times = clips.map((clip) => clip.createdAt);
    expect(times).toEqual([...times].sort());
  });

  it('plays local demo videos in the playlist, with the embed as well', async () => {
    const streamer = await streamerFixture();
    const { clips } = await playlistOf(streamer, '?sort=top');
    expect(clips).toHaveLength(12);
    const views = clips.map((clip) => clip.viewCount);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    for (const clip of clips) {
      expect(clip.videoUrl).toMatch(/^http:\/\/localhost\/demo-clips\/clip-\d\d\.mp4$/);
      expect(clip.embedUrl).toContain(`clip=${clip.id}&parent=localhost`);
    }
    expect(
      (await playlistOf(streamer, '?gamesToShow=Celeste')).clips.every((clip) => clip.gameName === 'Celeste'),
    ).toBe(true);
  });

  it("adds a demo clip for the Simulator's !clip, and an open reel hears of it", async () => {
    const streamer = await streamerFixture();
    await streamer.api('POST', '/api/commands', {
      format: 'add',
      command: { command: 'clip', type: 'clip' },
    });
    await streamer.api('GET', '/api/clips/getUserClips');
    const overlay = await openEventsOverlay(streamer.overlayKey, 'clipReel');
    const { body } = await streamer.api('POST', '/api/simulator/chat', {
      user: 'Viewer',
      text: '!clip',
      roles: [],
    });
    const [reply] = body.replies as string[];
    expect(reply).toMatch(/^Viewer clipped it: \/demo-clips\/clip-\d\d\.mp4$/);
    await overlay.next('clipsChanged');
    const { body: list } = await streamer.api('GET', '/api/clips/getUserClips?refresh=0');
    const clips = list.clips as Clip[];
    expect(clips).toHaveLength(13);
    expect(clips.at(-1)).toMatchObject({ creatorUsername: 'Viewer', viewCount: 0 });
    overlay.close();
  });
});
