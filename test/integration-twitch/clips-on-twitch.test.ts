// The clip reel against a fake Helix: the channel's clips paged past 100 and past Twitch's ~1,000
// cap by time windows, fetched incrementally with game names cached; Get Clips Download when the
// streamer granted channel:manage:clips and the embed when not; the playlist's filters; and !clip.
import { env, exports } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import type { Clip, PlaylistClip } from '../../core/clips/clip';
import { helixClip } from '../fakes/twitch-helix';
import { deliverNotification } from '../integration/live-events-fixture';
import { dashboardRequest, origin } from '../integration/session-helpers';
import { eventually, overlayKeyOf, twitchChannelFixture } from './twitch-channel';

type Fixture = Awaited<ReturnType<typeof twitchChannelFixture>>;
let fixture: Fixture;
afterEach(() => fixture?.restore());

const dayMs = 86_400_000;
const api = async (method: string, path: string, body?: unknown) => {
  const response = await exports.default.fetch(dashboardRequest(fixture.cookie, method, path, body));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const userClips = async (query = '') => {
  const { status, body } = await api('GET', `/api/clips/getUserClips${query}`);
  expect(status).toBe(200);
  return body as {
    status: true;
    clips: Clip[];
    total: number;
    matching: number;
    refreshError: string | null;
  };
};
const playlistOf = async (key: string, query = '') => {
  const response = await exports.default.fetch(`${origin}/api/overlay/${key}/clips${query}`);
  return {
    status: response.status,
    body: (await response.json()) as { status: boolean; clips: PlaylistClip[] },
  };
};

/** `count` clips of the fixture's channel spread evenly over the last `days` days. */
function seedClips(count: number, days: number, games = ['504461', '509658', '27471']) {
  const now = Date.now();
  for (let i = 0; i < count; i++)
    fixture.twitch.state.clips.push(
      helixClip(
        fixture.streamerId,
        `c${String(i).padStart(5, '0')}`,
        now - days * dayMs + ((i + 0.5) * days * dayMs) / count,
        {
          view_count: (i * 37) % 1000,
          game_id: games[i % games.length],
        },
      ),
    );
}

describe('the channel clips from Helix', () => {
  it('pages past 100, sorts by createdAt ascending and names the games from Get Games', async () => {
    fixture = await twitchChannelFixture();
    seedClips(250, 30);
    const body = await userClips();
    expect(body.clips).toHaveLength(250);
    expect(body.total).toBe(250);
    const times = body.clips.map((clip) => clip.createdAt);
    expect(times).toEqual([...times].sort());
    expect(new Set(body.clips.map((clip) => clip.gameName))).toEqual(
      new Set(['Celeste', 'Just Chatting', 'Minecraft']),
    );
    const first = body.clips[0] as Clip;
    expect(Object.keys(first).sort()).toEqual(
      [
        'id',
        'title',
        'creatorUsername',
        'gameName',
        'createdAt',
        'viewCount',
        'duration',
        'thumbnailUrl',
        'url',
      ].sort(),
    );
    // Every request is a window with both ends (Twitch's default is one week) and pages of 100.
    const windows = fixture.twitch.state.clipRequests;
    expect(windows.length).toBeGreaterThanOrEqual(3);
    for (const params of windows) {
      expect(params.get('started_at')).toMatch(/Z$/);
      expect(params.get('ended_at')).toMatch(/Z$/);
      expect(params.get('first')).toBe('100');
    }
    expect(fixture.twitch.state.gameRequests).toHaveLength(1);
  });

  it('gets every clip past the ~1,000 cap by splitting the time window', async () => {
    fixture = await twitchChannelFixture();
    seedClips(2500, 400);
    const body = await userClips();
    expect(body.clips).toHaveLength(2500);
    expect(new Set(body.clips.map((clip) => clip.id)).size).toBe(2500);
    const windows = new Set(fixture.twitch.state.clipRequests.map((params) => params.get('started_at')));
    expect(windows.size).toBeGreaterThan(2);
  });

  it('fetches only clips newer than the last fetch, and asks for each game once', async () => {
    fixture = await twitchChannelFixture();
    seedClips(5, 10);
    expect((await userClips()).clips).toHaveLength(5);
    const firstFetchRequests = fixture.twitch.state.clipRequests.length;
    // A clip made just now is found; one dated long ago (which an incremental fetch never asks about) is not.
    fixture.twitch.state.clips.push(
      helixClip(fixture.streamerId, 'fresh', Date.now() - 1000, { game_id: '504461' }),
      helixClip(fixture.streamerId, 'ancient', Date.now() - 300 * dayMs, { game_id: '504461' }),
    );
    const body = await userClips();
    expect(body.clips.map((clip) => clip.id)).toContain('fresh');
    expect(body.clips.map((clip) => clip.id)).not.toContain('ancient');
    const later = fixture.twitch.state.clipRequests.slice(firstFetchRequests);
    for (const params of later)
      expect(Date.parse(params.get('started_at') as string)).toBeGreaterThan(Date.now() - 60 * 60 * 1000);
    expect(fixture.twitch.state.gameRequests).toHaveLength(1);
  });

  it('keeps the last good list and says what failed when Helix fails', async () => {
    fixture = await twitchChannelFixture();
    seedClips(3, 5);
    expect((await userClips()).clips).toHaveLength(3);
    fixture.twitch.state.failClips = true;
    const body = await userClips();
    expect(body.clips).toHaveLength(3);
    expect(body.refreshError).toMatch(/Twitch could not be reached/);
  });

  it('filters and pages the list on the server (partial, case-sensitive)', async () => {
    fixture = await twitchChannelFixture();
    seedClips(30, 10);
    fixture.twitch.state.clips.push(
      helixClip(fixture.streamerId, 'special', Date.now() - dayMs, {
        title: 'The Big Jump',
        creator_name: 'Jumper',
      }),
    );
    await userClips();
    expect((await userClips('?refresh=0&title=Big%20J')).clips.map((clip) => clip.id)).toEqual(['special']);
    expect((await userClips('?refresh=0&title=big')).matching).toBe(0);
    expect((await userClips('?refresh=0&user=Jump')).matching).toBe(1);
    const page = await userClips('?refresh=0&game=Celes&offset=5&limit=5');
    expect(page.clips).toHaveLength(5);
    expect(page.matching).toBe(11);
    expect(page.total).toBe(31);
    expect((await api('GET', '/api/clips/getUserClips?startDate=yesterday')).status).toBe(400);
  });
});

describe('the clip reel playlist on Twitch', () => {
  it('offers the MP4 from Get Clips Download, fetched just before playing, when channel:manage:clips was granted', async () => {
    fixture = await twitchChannelFixture({ extraScopes: ['channel:manage:clips', 'clips:edit'] });
    seedClips(3, 5);
    const key = await overlayKeyOf(fixture.streamerId);
    const { status, body } = await playlistOf(key);
    expect(status).toBe(200);
    expect(body.clips).toHaveLength(3);
    const clip = body.clips[0] as PlaylistClip;
    expect(clip.embedUrl).toBe(
      `https://clips.twitch.tv/embed?clip=${clip.id}&parent=localhost&autoplay=true&muted=false`,
    );
    expect(clip.videoUrl).toBe(`${origin}/api/overlay/${key}/clips/${clip.id}/video`);
    // Nothing was downloaded for the playlist itself: the address is asked for when the clip plays.
    expect(fixture.twitch.state.downloadRequests).toHaveLength(0);
    const video = await exports.default.fetch(clip.videoUrl as string, { redirect: 'manual' });
    expect(video.status).toBe(302);
    expect(video.headers.get('Location')).toMatch(
      new RegExp(`^https://production\\.assets\\.clips\\.twitchcdn\\.net/v2/media/${clip.id}/`),
    );
    expect(video.headers.get('Cache-Control')).toBe('no-store');
    const asked = fixture.twitch.state.downloadRequests[0] as URLSearchParams;
    expect(Object.fromEntries(asked)).toEqual({
      editor_id: fixture.streamerId,
      broadcaster_id: fixture.streamerId,
      clip_id: clip.id,
    });
    // A clip that is not the channel's is never looked up.
    expect(
      (await exports.default.fetch(`${origin}/api/overlay/${key}/clips/someone-elses/video`)).status,
    ).toBe(404);
    // Twitch refusing the download: 404, and the overlay falls back to the embed.
    fixture.twitch.state.refuseDownloads = true;
    expect((await exports.default.fetch(clip.videoUrl as string, { redirect: 'manual' })).status).toBe(404);
  });

  it('offers only the embed when the scope was not granted', async () => {
    fixture = await twitchChannelFixture();
    seedClips(2, 5);
    const key = await overlayKeyOf(fixture.streamerId);
    const { body } = await playlistOf(key);
    expect(body.clips).toHaveLength(2);
    for (const clip of body.clips) {
      expect(clip.videoUrl).toBeUndefined();
      expect(clip.embedUrl).toContain(`clip=${clip.id}&parent=localhost`);
    }
    const video = await exports.default.fetch(
      `${origin}/api/overlay/${key}/clips/${body.clips[0]?.id}/video`,
    );
    expect(video.status).toBe(404);
    expect(fixture.twitch.state.downloadRequests).toHaveLength(0);
  });

  it('applies the saved filters, which the link overrides', async () => {
    fixture = await twitchChannelFixture();
    const now = Date.now();
    const clip = (id: string, game: string, views: number, ageDays: number) =>
      helixClip(fixture.streamerId, id, now - ageDays * dayMs, { game_id: game, view_count: views });
    fixture.twitch.state.clips.push(
      clip('old-celeste', '504461', 900, 200),
      clip('celeste', '504461', 50, 3),
      clip('chat', '509658', 300, 2),
      clip('minecraft', '27471', 5, 0.5),
    );
    const key = await overlayKeyOf(fixture.streamerId);
    const ids = async (query = '') => (await playlistOf(key, query)).body.clips.map((c) => c.id);
    expect((await ids()).sort()).toEqual(['celeste', 'chat', 'minecraft', 'old-celeste']);
    expect(await ids('?sort=top')).toEqual(['old-celeste', 'chat', 'celeste', 'minecraft']);
    expect((await ids('?gamesToShow=Celeste|Minecraft')).sort()).toEqual([
      'celeste',
      'minecraft',
      'old-celeste',
    ]);
    expect((await ids('?gamesToShow=celeste')).sort()).toEqual([]);
    expect(await ids('?gamesToFilter=Celeste&sort=top')).toEqual(['chat', 'minecraft']);
    expect(await ids('?minViews=50&sort=top')).toEqual(['old-celeste', 'chat', 'celeste']);
    expect(await ids('?period=week&sort=top')).toEqual(['chat', 'celeste', 'minecraft']);
    expect(await ids('?period=day')).toEqual(['minecraft']);
    const fourDaysAgo = now - 4 * dayMs;
    expect(
      await ids(`?startDate=${fourDaysAgo}&endDate=${new Date(now - dayMs).toISOString()}&sort=top`),
    ).toEqual(['chat', 'celeste']);

    // Saved settings apply to a bare link; the link's parameters override them.
    const { body: saved } = await api('GET', '/api/clips');
    const settings = JSON.parse((saved.data as { clipReelSettings: string }).clipReelSettings);
    expect((await api('POST', '/api/clips', { ...settings, order: 'top', minViews: 100 })).status).toBe(200);
    expect(await ids()).toEqual(['old-celeste', 'chat']);
    expect(await ids('?minViews=0')).toEqual(['old-celeste', 'chat', 'celeste', 'minecraft']);
    expect(await ids('?sort=top&minViews=0&startDate=')).toHaveLength(4);

    expect((await playlistOf(key, '?period=fortnight')).status).toBe(400);
    expect((await playlistOf(key, '?minViews=-1')).status).toBe(400);
    expect((await playlistOf(key, '?startDate=soon')).status).toBe(400);
    expect((await playlistOf('no-such-key')).status).toBe(404);
  });
});

describe('!clip on Twitch', () => {
  const chat = (text: string) =>
    deliverNotification(
      'channel.chat.message',
      { broadcaster_user_id: fixture.streamerId, user_id: env.TWITCH_BOT_USER_ID as string },
      {
        broadcaster_user_id: fixture.streamerId,
        broadcaster_user_login: 'dallas',
        broadcaster_user_name: 'Dallas',
        chatter_user_id: '4321',
        chatter_user_login: 'viewer',
        chatter_user_name: 'Viewer',
        message_id: crypto.randomUUID(),
        message: { text, fragments: [] },
        color: '',
        badges: [],
        message_type: 'text',
      },
    );
  const chatTexts = () => fixture.twitch.state.chat.map((message) => message.message);
  const withClipCommand = async () => {
    fixture = await twitchChannelFixture({ extraScopes: ['clips:edit', 'channel:manage:clips'] });
    const added = await api('POST', '/api/commands', {
      format: 'add',
      command: { command: 'clip', type: 'clip' },
    });
    expect(added.status).toBe(200);
  };

  it('clips the live stream and answers with the link once Get Clips lists it; the clip joins the reel', async () => {
    await withClipCommand();
    fixture.twitch.state.stream = { started_at: new Date(Date.now() - 60_000).toISOString() };
    expect((await chat('!clip')).status).toBe(204);
    await eventually(() => chatTexts().length === 1, 8000);
    const [reply] = chatTexts();
    expect(reply).toMatch(/^Viewer clipped it: https:\/\/clips\.twitch\.tv\/Made[0-9a-f]{12}$/);
    const id = (reply as string).split('/').at(-1) as string;
    const byId = fixture.twitch.state.clipRequests.filter((params) => params.get('id') === id);
    expect(byId.length).toBeGreaterThanOrEqual(2);
    const list = await userClips('?refresh=0');
    expect(list.clips.map((clip) => clip.id)).toContain(id);
  });

  it('says the stream is offline', async () => {
    await withClipCommand();
    await chat('!clip');
    await eventually(() => chatTexts().length === 1);
    expect(chatTexts()).toEqual(['Viewer, no clip: The stream is offline: nothing to clip.']);
  });

  it('says clips are disabled', async () => {
    await withClipCommand();
    fixture.twitch.state.stream = { started_at: new Date().toISOString() };
    fixture.twitch.state.clipsDisabled = true;
    await chat('!clip');
    await eventually(() => chatTexts().length === 1);
    expect(chatTexts()).toEqual(['Viewer, no clip: Clips are turned off or restricted on this channel.']);
  });
});
