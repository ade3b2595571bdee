// BTTV, FFZ and 7TV as their APIs answer (protocols.md section 7): a channel's set by Twitch user id
// (404 when the channel has none), the global sets, and switches that make a service fail or answer
// junk. Every request is recorded, so tests can see what was asked and when.

export type FakeEmote = { id: string; code: string; animated?: boolean; zeroWidth?: boolean };
type Behaviour = 'ok' | 'down' | 'junk';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function bttvEmote(emote: FakeEmote, userId: string) {
  return {
    id: emote.id,
    code: emote.code,
    imageType: emote.animated ? 'gif' : 'png',
    animated: emote.animated ?? false,
    userId,
  };
}

function ffzEmoticon(emote: FakeEmote) {
  const id = Number(emote.id);
  return {
    id,
    name: emote.code,
    height: 32,
    width: 32,
    public: true,
    hidden: false,
    modifier: false,
    owner: { _id: 1, name: 'owner', display_name: 'Owner' },
    // FFZ mixes protocol-relative and absolute addresses.
    urls: {
      '1': `//cdn.frankerfacez.com/emote/${id}/1`,
      '2': `https://cdn.frankerfacez.com/emote/${id}/2`,
      '4': `https://cdn.frankerfacez.com/emote/${id}/4`,
    },
    ...(emote.animated
      ? {
          animated: {
            '1': `https://cdn.frankerfacez.com/emote/${id}/animated/1`,
            '2': `https://cdn.frankerfacez.com/emote/${id}/animated/2`,
            '4': `https://cdn.frankerfacez.com/emote/${id}/animated/4`,
          },
        }
      : {}),
  };
}

function sevenTvEmote(emote: FakeEmote) {
  return {
    id: emote.id,
    name: emote.code,
    flags: emote.zeroWidth ? 1 : 0,
    timestamp: 1_700_000_000_000,
    actor_id: null,
    data: {
      id: emote.id,
      name: emote.code,
      flags: 0,
      lifecycle: 3,
      listed: true,
      animated: emote.animated ?? false,
      owner: null,
      host: {
        url: `//cdn.7tv.app/emote/${emote.id}`,
        files: ['1x', '2x', '3x', '4x'].flatMap((scale, i) => [
          {
            name: `${scale}.avif`,
            static_name: `${scale}_static.avif`,
            width: 32 * (i + 1),
            height: 32 * (i + 1),
            format: 'AVIF',
          },
          {
            name: `${scale}.webp`,
            static_name: `${scale}_static.webp`,
            width: 32 * (i + 1),
            height: 32 * (i + 1),
            format: 'WEBP',
          },
        ]),
      },
    },
  };
}

export function createFakeEmoteServices() {
  const state = {
    channels: {
      bttv: new Map<string, FakeEmote[]>(),
      ffz: new Map<string, FakeEmote[]>(),
      '7tv': new Map<string, FakeEmote[]>(),
    },
    globals: { bttv: [] as FakeEmote[], ffz: [] as FakeEmote[], '7tv': [] as FakeEmote[] },
    behaviour: { bttv: 'ok', ffz: 'ok', '7tv': 'ok' } as Record<'bttv' | 'ffz' | '7tv', Behaviour>,
    requests: [] as string[],
  };

  const answer = (service: 'bttv' | 'ffz' | '7tv', request: Request, ok: () => Response) => {
    state.requests.push(request.url);
    if (state.behaviour[service] === 'down') return new Response('Bad Gateway', { status: 502 });
    if (state.behaviour[service] === 'junk') return new Response('<html>maintenance</html>', { status: 200 });
    return ok();
  };

  const bttv = {
    fetch(request: Request): Response {
      return answer('bttv', request, () => {
        const path = new URL(request.url).pathname;
        if (path === '/3/cached/emotes/global')
          return json(state.globals.bttv.map((e) => bttvEmote(e, 'global')));
        const user = path.match(/^\/3\/cached\/users\/twitch\/(\d+)$/)?.[1];
        const emotes = user ? state.channels.bttv.get(user) : undefined;
        if (!user || !emotes) return json({ message: 'user not found' }, 404);
        const [own, shared] = [
          emotes.slice(0, Math.ceil(emotes.length / 2)),
          emotes.slice(Math.ceil(emotes.length / 2)),
        ];
        return json({
          id: `bttv-${user}`,
          bots: [],
          avatar: '',
          channelEmotes: own.map((e) => bttvEmote(e, `bttv-${user}`)),
          sharedEmotes: shared.map((e) => ({
            ...bttvEmote(e, 'x'),
            userId: undefined,
            user: { id: 'x', name: 'maker', displayName: 'Maker', providerId: '1' },
          })),
        });
      });
    },
  };

  const ffz = {
    fetch(request: Request): Response {
      return answer('ffz', request, () => {
        const path = new URL(request.url).pathname;
        if (path === '/v1/set/global')
          return json({
            default_sets: [3],
            sets: {
              '3': { id: 3, _type: 1, title: 'Global Emotes', emoticons: state.globals.ffz.map(ffzEmoticon) },
              '4330': {
                id: 4330,
                _type: 0,
                title: 'Not for everyone',
                emoticons: [ffzEmoticon({ id: '999', code: 'NotGlobal' })],
              },
            },
            users: {},
          });
        const user = path.match(/^\/v1\/room\/id\/(\d+)$/)?.[1];
        const emotes = user ? state.channels.ffz.get(user) : undefined;
        if (!user || !emotes) return json({ error: 'Not Found', status: 404, message: 'No such room' }, 404);
        return json({
          room: { _id: 1, twitch_id: Number(user), id: 'channel', set: 77, moderator_badge: null },
          sets: { '77': { id: 77, _type: 1, title: 'Channel: channel', emoticons: emotes.map(ffzEmoticon) } },
        });
      });
    },
  };

  const sevenTv = {
    fetch(request: Request): Response {
      return answer('7tv', request, () => {
        const path = new URL(request.url).pathname;
        if (path === '/v3/emote-sets/global')
          return json({
            id: 'global',
            name: 'Global Emotes',
            flags: 0,
            emotes: state.globals['7tv'].map(sevenTvEmote),
          });
        const user = path.match(/^\/v3\/users\/twitch\/(\d+)$/)?.[1];
        const emotes = user ? state.channels['7tv'].get(user) : undefined;
        if (!user || !emotes)
          return json({ status_code: 404, error: 'Unknown User', error_code: 12000 }, 404);
        return json({
          id: user,
          platform: 'TWITCH',
          username: 'channel',
          display_name: 'Channel',
          emote_set: {
            id: `set-${user}`,
            name: 'Channel set',
            emotes: emotes.map(sevenTvEmote),
            capacity: 1000,
          },
          user: { id: `7tv-${user}`, username: 'channel' },
        });
      });
    },
  };

  return {
    state,
    hosts: { 'api.betterttv.net': bttv, 'api.frankerfacez.com': ffz, '7tv.io': sevenTv },
  };
}
