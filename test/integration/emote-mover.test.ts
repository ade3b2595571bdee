// The emote mover in dev mode: its settings API, the Simulator's chat and cheers with the bundled demo
// emotes, and the page's Testing, all reaching an open emote-mover overlay.
import { describe, expect, it } from 'vitest';
import { defaultEmoteMoverSettings } from '../../core/emotes/emote-settings';
import type { EmoteSourcesReport } from '../../core/emotes/emote-sources';
import type { OverlayMessage } from '../../core/overlay/overlay-messages';
import { openEventsOverlay, settle, streamerFixture } from './live-events-fixture';

type Streamer = Awaited<ReturnType<typeof streamerFixture>>;

const storedSettings = async (streamer: Streamer) => {
  const { body } = await streamer.api('GET', '/api/emoteMover');
  return JSON.parse((body.data as { emoteMoverSettings: string }).emoteMoverSettings);
};

async function emoteOverlay(streamer: Streamer) {
  const overlay = await openEventsOverlay(streamer.overlayKey, 'emoteMover');
  await overlay.next('settings');
  return overlay;
}
const nextEmotes = async (overlay: Awaited<ReturnType<typeof emoteOverlay>>) =>
  ((await overlay.next('emotes')) as Extract<OverlayMessage, { type: 'emotes' }>).emotes;

describe('emote mover settings', () => {
  it('answers the spec defaults, the overlay key and the emote sources before anything is saved', async () => {
    const streamer = await streamerFixture();
    const { status, body } = await streamer.api('GET', '/api/emoteMover');
    expect(status).toBe(200);
    expect(body).toEqual({
      status: true,
      data: {
        emoteMoverSettings: expect.any(String),
        overlaySecretKey: streamer.overlayKey,
        emoteSources: expect.any(Object),
      },
    });
    expect(await storedSettings(streamer)).toEqual(defaultEmoteMoverSettings);
    const { emoteSources } = body.data as { emoteSources: EmoteSourcesReport };
    // Dev mode: the bundled demo sets stand in for the channel's own.
    expect(
      emoteSources.sets.filter((set) => set.scope === 'channel').map((set) => [set.source, set.count]),
    ).toEqual([
      ['7tv', 3],
      ['bttv', 2],
      ['ffz', 2],
    ]);
    expect(emoteSources.demoCodes.twitch).toEqual(['sbHeart', 'sbWave', 'sbStar']);
    expect(emoteSources.samples.length).toBeGreaterThan(5);
  });

  it('pushes a save to an open emote overlay at once', async () => {
    const streamer = await streamerFixture();
    const overlay = await emoteOverlay(streamer);
    const edited = {
      ...defaultEmoteMoverSettings,
      types: { rain: 1, volcano: 1 },
      opacity: 0.5,
      noFFZ: true,
    };
    expect(await streamer.api('POST', '/api/emoteMover', edited)).toEqual({
      status: 200,
      body: { status: true },
    });
    expect((await overlay.next('settings')).settings).toEqual(edited);
    expect(await storedSettings(streamer)).toEqual(edited);
    overlay.close();
  });

  it('applies the size rules against the stored settings, the field that changed winning', async () => {
    const streamer = await streamerFixture();
    await streamer.api('POST', '/api/emoteMover', { ...defaultEmoteMoverSettings, minSize: 1, maxSize: 2 });
    // minSize raised above the stored maxSize raises it.
    await streamer.api('POST', '/api/emoteMover', { ...defaultEmoteMoverSettings, minSize: 3, maxSize: 2 });
    expect(await storedSettings(streamer)).toMatchObject({ minSize: 3, maxSize: 3 });
    // maxSize lowered below the stored minSize lowers it.
    await streamer.api('POST', '/api/emoteMover', { ...defaultEmoteMoverSettings, minSize: 3, maxSize: 1 });
    expect(await storedSettings(streamer)).toMatchObject({ minSize: 1, maxSize: 1 });
  });

  it('refuses values out of range with the reason, writes nothing and pushes nothing', async () => {
    const streamer = await streamerFixture();
    const saved = { ...defaultEmoteMoverSettings, speed: 8 };
    await streamer.api('POST', '/api/emoteMover', saved);
    const overlay = await emoteOverlay(streamer);
    for (const body of [
      { ...saved, opacity: 1.5 },
      { ...saved, opacity: -0.2 },
      { ...saved, initialOffset: -1 },
      { ...saved, minSize: 0 },
      { ...saved, maxEmotesToShow: 0 },
      { ...saved, types: { spin: 1 } },
      { ...saved, types: { bounce: 0 } },
      { ...saved, types: { bounce: 3 } },
      { ...saved, cheerMin: 'lots' },
      { ...saved, surprise: true },
    ]) {
      const response = await streamer.api('POST', '/api/emoteMover', body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ status: false, reason: expect.any(String) });
    }
    await settle();
    expect(overlay.messages.filter((m) => m.type === 'settings')).toHaveLength(1);
    expect(await storedSettings(streamer)).toEqual(saved);
    overlay.close();
  });
});

describe('emotes in dev mode', () => {
  it("fly from the Simulator's chat: demo Twitch, 7TV, BTTV and FFZ emotes in order, zero-width left out", async () => {
    const streamer = await streamerFixture();
    const overlay = await emoteOverlay(streamer);
    await streamer.api('POST', '/api/simulator/chat', {
      user: 'Viewer',
      text: 'hello sbWave bttvDance sevenHalo ffzSmile sevenVibe',
      roles: [],
    });
    expect((await nextEmotes(overlay)).map((emote) => emote.url)).toEqual([
      '/emotes/demo/twitch/wave.gif',
      '/emotes/demo/bttv/dance.gif',
      '/emotes/demo/ffz/smile.png',
      '/emotes/demo/7tv/vibe.webp',
    ]);
    overlay.close();
  });

  it("a Simulator cheer of at least cheerMin bits sends a burst of 20 in the cheer's patterns", async () => {
    const streamer = await streamerFixture();
    await streamer.api('POST', '/api/emoteMover', {
      ...defaultEmoteMoverSettings,
      specialTypes: { firework: 1 },
    });
    const overlay = await emoteOverlay(streamer);
    await streamer.api('POST', '/api/simulator/event', { type: 'cheer', user: 'Fan', amount: 49 });
    await streamer.api('POST', '/api/simulator/event', {
      type: 'cheer',
      user: 'Fan',
      amount: 50,
      message: 'bttvCool',
    });
    const burst = await nextEmotes(overlay);
    expect(burst).toHaveLength(20);
    expect(new Set(burst.map((emote) => `${emote.url} ${emote.type}`))).toEqual(
      new Set(['/emotes/demo/bttv/cool.png firework']),
    );
    await settle();
    expect(overlay.messages.filter((m) => m.type === 'emotes')).toHaveLength(1);
    overlay.close();
  });

  it("the page's Testing sends its emotes to the open overlays and answers them", async () => {
    const streamer = await streamerFixture();
    const overlay = await emoteOverlay(streamer);
    const { status, body } = await streamer.api('POST', '/api/emoteMover/test', { count: 20 });
    expect(status).toBe(200);
    const sent = (body as { emotes: unknown[] }).emotes;
    expect(sent).toHaveLength(20);
    expect(await nextEmotes(overlay)).toEqual(sent);
    for (const bad of [{ count: 0 }, { count: 51 }, { count: 'many' }, {}])
      expect((await streamer.api('POST', '/api/emoteMover/test', bad)).status).toBe(400);
    overlay.close();
  });
});

describe('a save written from the spec alone', () => {
  it("is accepted without the fields the spec's table does not name, which keep their defaults", async () => {
    const streamer = await streamerFixture();
    const specFields = {
      types: { bounce: 1, rain: 1 },
      advancedWeighting: false,
      cheerMin: 100,
      duration: 5,
      initialOffset: 0,
      maxEmotesToShow: 50,
      minSize: 2,
      maxSize: 2,
      opacity: 1,
      speed: 5,
    };
    expect(await streamer.api('POST', '/api/emoteMover', specFields)).toEqual({
      status: 200,
      body: { status: true },
    });
    expect(await storedSettings(streamer)).toEqual({ ...defaultEmoteMoverSettings, ...specFields });
  });
});
