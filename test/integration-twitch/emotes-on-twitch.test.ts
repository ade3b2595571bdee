// The emote mover against Twitch's documented chat messages and fakes of the BTTV, FFZ and 7TV APIs.
import { evictDurableObject } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Emote } from '../../core/emotes/emote';
import { defaultEmoteMoverSettings } from '../../core/emotes/emote-settings';
import type { EmoteSourcesReport } from '../../core/emotes/emote-sources';
import type { OverlayMessage } from '../../core/overlay/overlay-messages';
import { createFakeEmoteServices, type FakeEmote } from '../fakes/emote-services';
import { routeOutboundFetch } from '../fakes/outbound';
import { deliverNotification, openEventsOverlay, settle } from '../integration/live-events-fixture';
import { dashboardRequest } from '../integration/session-helpers';
import { botId, eventually, overlayKeyOf, twitchChannelFixture } from './twitch-channel';

let fixture: Awaited<ReturnType<typeof twitchChannelFixture>>;
let services: ReturnType<typeof createFakeEmoteServices>;
beforeEach(async () => {
  fixture = await twitchChannelFixture();
  fixture.restore();
  services = createFakeEmoteServices();
  fixture.restore = routeOutboundFetch({
    'id.twitch.tv': fixture.twitch.app,
    'api.twitch.tv': fixture.twitch.app,
    ...services.hosts,
  });
});
afterEach(() => fixture.restore());

const api = async (method: string, path: string, body?: unknown) => {
  const response = await exports.default.fetch(dashboardRequest(fixture.cookie, method, path, body));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const sources = async () =>
  ((await api('GET', '/api/emoteMover')).body.data as { emoteSources: EmoteSourcesReport }).emoteSources;
const setOf = async (source: string, scope: string) =>
  (await sources()).sets.find((set) => set.source === source && set.scope === scope);

type Fragment = { type: 'text' | 'emote' | 'cheermote'; text: string; emote?: object; cheermote?: object };
const text = (words: string): Fragment => ({ type: 'text', text: words });
const twitchEmote = (code: string, id: string, format: string[]): Fragment => ({
  type: 'emote',
  text: code,
  emote: { id, emote_set_id: '0', owner_id: '0', format },
});

/** A channel.chat.message notification as Twitch documents it (protocols.md section 2). */
async function chat(fragments: Fragment[], cheer: number | null = null) {
  const id = fixture.streamerId;
  await deliverNotification(
    'channel.chat.message',
    { broadcaster_user_id: id, user_id: botId },
    {
      broadcaster_user_id: id,
      broadcaster_user_login: 'dallas',
      broadcaster_user_name: 'Dallas',
      chatter_user_id: '4145994',
      chatter_user_login: 'viewer32',
      chatter_user_name: 'viewer32',
      message_id: crypto.randomUUID(),
      message: {
        text: fragments.map((fragment) => fragment.text).join(''),
        fragments: fragments.map((fragment) => ({
          cheermote: null,
          emote: null,
          mention: null,
          ...fragment,
        })),
      },
      color: '#00FF7F',
      badges: [],
      message_type: 'text',
      cheer: cheer === null ? null : { bits: cheer },
      reply: null,
      channel_points_custom_reward_id: null,
    },
  );
}

/** An emote-mover overlay, greeted with its settings. */
async function emoteOverlay() {
  const overlay = await openEventsOverlay(await overlayKeyOf(fixture.streamerId), 'emoteMover');
  await overlay.next('settings');
  return overlay;
}
const nextEmotes = async (overlay: Awaited<ReturnType<typeof emoteOverlay>>) =>
  ((await overlay.next('emotes')) as Extract<OverlayMessage, { type: 'emotes' }>).emotes;

function channelSets(sets: { bttv?: FakeEmote[]; ffz?: FakeEmote[]; '7tv'?: FakeEmote[] }) {
  for (const [source, emotes] of Object.entries(sets))
    services.state.channels[source as 'bttv'].set(fixture.streamerId, emotes as FakeEmote[]);
}

/** Waits until every set has been asked for once. */
const setsLoaded = async () => {
  await eventually(() => services.state.requests.length >= 6);
  await expect
    .poll(async () => (await sources()).sets.some((set) => set.state === 'pending'), { timeout: 3000 })
    .toBe(false);
};

describe('Twitch emotes from chat', () => {
  it("fly from the message's emote fragments with Twitch CDN addresses, animated when animated", async () => {
    const overlay = await emoteOverlay();
    await chat([
      text('hi '),
      twitchEmote('Kappa', '25', ['static']),
      text(' '),
      twitchEmote('catJAM', 'emotesv2_0123456789abcdef0123456789abcdef', ['static', 'animated']),
    ]);
    const emotes = await nextEmotes(overlay);
    expect(emotes).toEqual([
      {
        id: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
        url: 'https://static-cdn.jtvnw.net/emoticons/v2/25/static/dark/2.0',
        urls: {
          '1': 'https://static-cdn.jtvnw.net/emoticons/v2/25/static/dark/1.0',
          '2': 'https://static-cdn.jtvnw.net/emoticons/v2/25/static/dark/2.0',
          '3': 'https://static-cdn.jtvnw.net/emoticons/v2/25/static/dark/3.0',
        },
        size: 2,
        type: 'bounce',
      },
      expect.objectContaining({
        url: 'https://static-cdn.jtvnw.net/emoticons/v2/emotesv2_0123456789abcdef0123456789abcdef/animated/dark/2.0',
      }),
    ]);
    overlay.close();
  });

  it('sends at most maxEmotesPerMessage of a line of hundreds, and nothing for a line without emotes', async () => {
    await api('POST', '/api/emoteMover', { ...defaultEmoteMoverSettings, maxEmotesPerMessage: 5 });
    const overlay = await emoteOverlay();
    await chat([text('no emotes here')]);
    await chat(Array.from({ length: 300 }, (_, i) => twitchEmote('Kappa', String(i), ['static'])));
    const emotes = await nextEmotes(overlay);
    expect(emotes.map((emote) => emote.url.split('/')[5])).toEqual(['0', '1', '2', '3', '4']);
    await settle();
    expect(overlay.messages.filter((message) => message.type === 'emotes')).toHaveLength(1);
    overlay.close();
  });
});

describe('BTTV, FFZ and 7TV emotes', () => {
  beforeEach(() => {
    channelSets({
      bttv: [
        { id: '5f1b0186cf6d2144653d2970', code: 'catJAM', animated: true },
        { id: '54fa8f1401e468494b85b537', code: 'OhMyDog' },
      ],
      ffz: [{ id: '128054', code: 'OMEGALUL' }],
      '7tv': [
        { id: '60ae958e229664e8667aea38', code: 'peepoHappy' },
        { id: '60e5d610a69fc8d27f2737b7', code: 'RainTime', zeroWidth: true },
        { id: '61e2ab4b9e7b97d0db2e9eb6', code: 'OhMyDog' },
      ],
    });
    services.state.globals.bttv = [{ id: '54fa8f1401e468494b85b530', code: 'SourPls', animated: true }];
    services.state.globals.ffz = [{ id: '25927', code: 'CatBag' }];
    services.state.globals['7tv'] = [{ id: '60420a8b77137b000de9e66e', code: 'EZ' }];
  });

  it("match word by word, in order, channel and global, with each service's CDN addresses", async () => {
    const overlay = await emoteOverlay();
    await setsLoaded();
    await chat([text('catJAM OMEGALUL peepoHappy RainTime SourPls CatBag EZ catjam xEZ OhMyDog')]);
    const emotes = await nextEmotes(overlay);
    expect(emotes.map((emote) => emote.url)).toEqual([
      'https://cdn.betterttv.net/emote/5f1b0186cf6d2144653d2970/2x',
      'https://cdn.frankerfacez.com/emote/128054/2',
      'https://cdn.7tv.app/emote/60ae958e229664e8667aea38/2x.webp',
      // RainTime is zero-width: it never flies alone.
      'https://cdn.betterttv.net/emote/54fa8f1401e468494b85b530/2x',
      'https://cdn.frankerfacez.com/emote/25927/2',
      'https://cdn.7tv.app/emote/60420a8b77137b000de9e66e/2x.webp',
      // Matching is exact: "catjam" and "xEZ" are words, not emotes. A code in two channel sets is 7TV's.
      'https://cdn.7tv.app/emote/61e2ab4b9e7b97d0db2e9eb6/2x.webp',
    ]);
    expect(emotes[0]?.urls).toEqual({
      '1': 'https://cdn.betterttv.net/emote/5f1b0186cf6d2144653d2970/1x',
      '2': 'https://cdn.betterttv.net/emote/5f1b0186cf6d2144653d2970/2x',
      '3': 'https://cdn.betterttv.net/emote/5f1b0186cf6d2144653d2970/3x',
    });
    const report = await sources();
    expect(report.sets.map(({ source, scope, count, state }) => [source, scope, count, state])).toEqual([
      ['7tv', 'channel', 3, 'ok'],
      ['7tv', 'global', 1, 'ok'],
      ['bttv', 'channel', 2, 'ok'],
      ['bttv', 'global', 1, 'ok'],
      ['ffz', 'channel', 1, 'ok'],
      ['ffz', 'global', 1, 'ok'],
    ]);
    overlay.close();
  });

  it('are asked for once and then served from the cache', async () => {
    const overlay = await emoteOverlay();
    await setsLoaded();
    const asked = services.state.requests.length;
    expect(asked).toBe(6);
    const second = await emoteOverlay();
    await chat([text('OMEGALUL')]);
    await nextEmotes(overlay);
    await sources();
    await settle();
    expect(services.state.requests).toHaveLength(asked);
    overlay.close();
    second.close();
  });

  it('leave out each source switched off', async () => {
    const overlay = await emoteOverlay();
    await setsLoaded();
    const message = [text('catJAM OMEGALUL peepoHappy')];
    for (const [switchOff, left] of [
      ['noBTTV', ['cdn.frankerfacez.com', 'cdn.7tv.app']],
      ['noFFZ', ['cdn.betterttv.net', 'cdn.7tv.app']],
      ['no7TV', ['cdn.betterttv.net', 'cdn.frankerfacez.com']],
    ] as const) {
      expect(
        await api('POST', '/api/emoteMover', { ...defaultEmoteMoverSettings, [switchOff]: true }),
      ).toEqual({
        status: 200,
        body: { status: true },
      });
      await overlay.next('settings');
      await chat(message);
      expect((await nextEmotes(overlay)).map((emote) => new URL(emote.url).host)).toEqual(left);
    }
    overlay.close();
  });

  it('say that a channel has no set (404) and keep going with the global ones', async () => {
    services.state.channels.ffz.delete(fixture.streamerId);
    const overlay = await emoteOverlay();
    await setsLoaded();
    expect(await setOf('ffz', 'channel')).toMatchObject({ state: 'none', count: 0, error: null });
    await chat([text('OMEGALUL CatBag')]);
    expect((await nextEmotes(overlay)).map((emote) => emote.url)).toEqual([
      'https://cdn.frankerfacez.com/emote/25927/2',
    ]);
    overlay.close();
  });

  it('report a junk answer or an outage in plain words, and keep the last good set', async () => {
    services.state.behaviour.bttv = 'junk';
    const overlay = await emoteOverlay();
    await setsLoaded();
    expect(await setOf('bttv', 'channel')).toMatchObject({
      state: 'failed',
      count: 0,
      error: "BTTV channel's emotes: the answer is not JSON.",
    });
    expect(await setOf('7tv', 'channel')).toMatchObject({ state: 'ok', count: 3 });

    // An hour later FFZ is down: its last good set stays and the page says what failed.
    services.state.behaviour.ffz = 'down';
    const id = env.CHANNEL.idFromName(fixture.streamerId);
    const stub = env.CHANNEL.get(id);
    const { runInDurableObject } = await import('cloudflare:test');
    await runInDurableObject(stub, async (_instance, state) => {
      for (const scope of ['channel', 'global']) {
        const key = `emoteSet:ffz:${scope}`;
        const stored = (await state.storage.get<{ fetchedAt: number }>(key)) as { fetchedAt: number };
        await state.storage.put(key, { ...stored, fetchedAt: Date.now() - 2 * 60 * 60 * 1000 });
      }
    });
    await evictDurableObject(stub);
    await sources();
    await eventually(() => services.state.requests.filter((url) => url.includes('frankerfacez')).length >= 4);
    await expect
      .poll(() => setOf('ffz', 'channel'), { timeout: 3000 })
      .toMatchObject({
        state: 'failed',
        count: 1,
        error: "FFZ channel's emotes: the service answered 502.",
      });
    await chat([text('OMEGALUL')]);
    expect((await nextEmotes(overlay)).map((emote) => emote.url)).toEqual([
      'https://cdn.frankerfacez.com/emote/128054/2',
    ]);
    overlay.close();
  }, 15_000);
});

describe('cheers', () => {
  const cheerEvent = (bits: number, message: string) =>
    deliverNotification(
      'channel.cheer',
      { broadcaster_user_id: fixture.streamerId },
      {
        user_id: '4145994',
        user_login: 'viewer32',
        user_name: 'viewer32',
        broadcaster_user_id: fixture.streamerId,
        broadcaster_user_login: 'dallas',
        broadcaster_user_name: 'Dallas',
        is_anonymous: false,
        message,
        bits,
      },
    );

  it('of at least cheerMin bits send one burst of 20, though Twitch reports the cheer twice', async () => {
    const overlay = await emoteOverlay();
    await cheerEvent(10, 'Cheer10 small');
    await chat(
      [
        { type: 'cheermote', text: 'Cheer100', cheermote: { prefix: 'cheer', bits: 100, tier: 100 } },
        text(' '),
        twitchEmote('Kappa', '25', ['static']),
      ],
      100,
    );
    const [burst, own] = [await nextEmotes(overlay), await nextEmotes(overlay)];
    expect(burst).toHaveLength(20);
    expect(new Set(burst.map((emote: Emote) => emote.url))).toEqual(
      new Set(['https://static-cdn.jtvnw.net/emoticons/v2/25/static/dark/2.0']),
    );
    expect(own).toHaveLength(1);
    // The same cheer as channel.cheer: no second burst.
    await cheerEvent(100, 'Cheer100 Kappa');
    await settle();
    expect(overlay.messages.filter((message) => message.type === 'emotes')).toHaveLength(2);
    overlay.close();
  });
});
