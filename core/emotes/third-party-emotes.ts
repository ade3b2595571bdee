// The channel's and the global emote sets of BTTV, FFZ and 7TV (protocols.md section 7), read from
// their APIs' answers into one shape. The APIs are unofficial: every item is checked on its own and a
// malformed one is skipped, so one odd emote never costs the whole set; an answer of the wrong shape
// altogether is refused as junk.
import { z } from 'zod';
import type { EmoteImage, EmoteUrls } from './emote';

export const thirdPartySources = ['7tv', 'bttv', 'ffz'] as const;
export type ThirdPartySource = (typeof thirdPartySources)[number];
export type EmoteScope = 'channel' | 'global';

/** An emote typed as a word in chat. */
export type KnownEmote = { code: string; source: ThirdPartySource; image: EmoteImage; zeroWidth: boolean };

/** Bounds what one channel keeps: no real set comes near it. */
export const maxEmotesPerSet = 1000;
const maxCodeLength = 100;

export class JunkAnswerError extends Error {}

/** An https address (protocol-relative ones made https), or null for anything else. */
function httpsUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.startsWith('//') ? `https:${value}` : value;
  if (!url.startsWith('https://')) return null;
  try {
    return new URL(url).href;
  } catch {
    return null;
  }
}

const isCode = (code: unknown): code is string =>
  typeof code === 'string' && code.length > 0 && code.length <= maxCodeLength && !/\s/.test(code);
const safeId = (id: unknown) =>
  (typeof id === 'string' || typeof id === 'number') && /^[A-Za-z0-9_-]{1,64}$/.test(String(id))
    ? String(id)
    : null;

function collect<T>(items: unknown, read: (item: Record<string, unknown>) => T | null): T[] {
  if (!Array.isArray(items)) return [];
  const found: T[] = [];
  for (const item of items) {
    if (found.length >= maxEmotesPerSet) break;
    if (typeof item !== 'object' || item === null) continue;
    const emote = read(item as Record<string, unknown>);
    if (emote) found.push(emote);
  }
  return found;
}

// BTTV ----------------------------------------------------------------------------------------------

function bttvEmote(item: Record<string, unknown>): KnownEmote | null {
  const id = safeId(item.id);
  if (!id || !isCode(item.code) || item.modifier === true) return null;
  const base = `https://cdn.betterttv.net/emote/${id}`;
  return {
    code: item.code,
    source: 'bttv',
    image: {
      urls: { '1': `${base}/1x`, '2': `${base}/2x`, '3': `${base}/3x` },
      animated: item.animated === true,
    },
    zeroWidth: false,
  };
}

const bttvChannelAnswer = z.object({
  channelEmotes: z.array(z.unknown()),
  sharedEmotes: z.array(z.unknown()),
});

export function readBttvChannel(json: unknown): KnownEmote[] {
  const answer = bttvChannelAnswer.safeParse(json);
  if (!answer.success) throw new JunkAnswerError('BTTV answered something that is not a channel');
  return collect([...answer.data.channelEmotes, ...answer.data.sharedEmotes], bttvEmote);
}

export function readBttvGlobal(json: unknown): KnownEmote[] {
  if (!Array.isArray(json)) throw new JunkAnswerError('BTTV answered something that is not an emote list');
  return collect(json, bttvEmote);
}

// FFZ -----------------------------------------------------------------------------------------------

const ffzScales: [keyof EmoteUrls, string][] = [
  ['1', '1'],
  ['2', '2'],
  ['3', '4'],
];

function ffzEmote(item: Record<string, unknown>): KnownEmote | null {
  const id = safeId(item.id);
  if (!id || !isCode(item.name) || item.modifier === true) return null;
  const animatedUrls = typeof item.animated === 'object' && item.animated !== null ? item.animated : null;
  const isAnimated = animatedUrls !== null || item.animated === true;
  const given = (animatedUrls ?? item.urls) as Record<string, unknown> | undefined;
  const urls: EmoteUrls = {};
  for (const [scale, ffzScale] of ffzScales) {
    const url =
      httpsUrl(given?.[ffzScale]) ??
      (isAnimated ? `https://cdn.frankerfacez.com/emote/${id}/animated/${ffzScale}.webp` : null);
    if (url) urls[scale] = url;
  }
  if (!urls['1'] && !urls['2'] && !urls['3']) return null;
  return { code: item.name, source: 'ffz', image: { urls, animated: isAnimated }, zeroWidth: false };
}

const ffzSets = z.record(z.string(), z.object({ emoticons: z.array(z.unknown()) }).passthrough());

export function readFfzRoom(json: unknown): KnownEmote[] {
  const answer = z.object({ sets: ffzSets }).safeParse(json);
  if (!answer.success) throw new JunkAnswerError('FFZ answered something that is not a room');
  return collect(
    Object.values(answer.data.sets).flatMap((set) => set.emoticons),
    ffzEmote,
  );
}

export function readFfzGlobal(json: unknown): KnownEmote[] {
  const answer = z
    .object({ default_sets: z.array(z.union([z.number(), z.string()])), sets: ffzSets })
    .safeParse(json);
  if (!answer.success) throw new JunkAnswerError('FFZ answered something that is not the global sets');
  const defaults = new Set(answer.data.default_sets.map(String));
  return collect(
    Object.entries(answer.data.sets)
      .filter(([id]) => defaults.has(id))
      .flatMap(([, set]) => set.emoticons),
    ffzEmote,
  );
}

// 7TV -----------------------------------------------------------------------------------------------

/** 7TV's zero-width flags: on the emote in the set (1) or on the emote itself (256), as Chatterino reads them. */
const activeZeroWidth = 1;
const dataZeroWidth = 256;

function sevenTvEmote(item: Record<string, unknown>): KnownEmote | null {
  const data = item.data as Record<string, unknown> | undefined;
  const host = data?.host as { url?: unknown; files?: unknown } | undefined;
  if (!isCode(item.name) || !host || typeof host.url !== 'string' || !Array.isArray(host.files)) return null;
  const names = new Set(
    host.files.map((file) => (file as { name?: unknown })?.name).filter((name) => typeof name === 'string'),
  );
  const urls: EmoteUrls = {};
  for (const [scale, name] of [
    ['1', '1x'],
    ['2', '2x'],
    ['3', '3x'],
  ] as const) {
    const file = [`${name}.webp`, `${name}.gif`, `${name}.png`].find((candidate) => names.has(candidate));
    const url = file ? httpsUrl(`${host.url}/${file}`) : null;
    if (url) urls[scale] = url;
  }
  if (!urls['1'] && !urls['2'] && !urls['3']) return null;
  const flags = Number(item.flags) || 0;
  const dataFlags = Number(data?.flags) || 0;
  return {
    code: item.name,
    source: '7tv',
    image: { urls, animated: data?.animated === true },
    zeroWidth: (flags & activeZeroWidth) !== 0 || (dataFlags & dataZeroWidth) !== 0,
  };
}

export function readSevenTvUser(json: unknown): KnownEmote[] {
  const answer = z
    .object({ emote_set: z.object({ emotes: z.array(z.unknown()).nullish() }).nullish() })
    .safeParse(json);
  if (!answer.success || typeof json !== 'object' || json === null || !('emote_set' in json))
    throw new JunkAnswerError('7TV answered something that is not a user');
  return collect(answer.data.emote_set?.emotes ?? [], sevenTvEmote);
}

export function readSevenTvGlobal(json: unknown): KnownEmote[] {
  const answer = z.object({ emotes: z.array(z.unknown()) }).safeParse(json);
  if (!answer.success) throw new JunkAnswerError('7TV answered something that is not an emote set');
  return collect(answer.data.emotes, sevenTvEmote);
}

/** Where each set is asked for; a 404 from a channel address means the channel has no such set. */
export const emoteSetAddresses: Record<
  ThirdPartySource,
  Record<EmoteScope, { url: (streamerId: string) => string; read: (json: unknown) => KnownEmote[] }>
> = {
  '7tv': {
    channel: { url: (id) => `https://7tv.io/v3/users/twitch/${id}`, read: readSevenTvUser },
    global: { url: () => 'https://7tv.io/v3/emote-sets/global', read: readSevenTvGlobal },
  },
  bttv: {
    channel: { url: (id) => `https://api.betterttv.net/3/cached/users/twitch/${id}`, read: readBttvChannel },
    global: { url: () => 'https://api.betterttv.net/3/cached/emotes/global', read: readBttvGlobal },
  },
  ffz: {
    channel: { url: (id) => `https://api.frankerfacez.com/v1/room/id/${id}`, read: readFfzRoom },
    global: { url: () => 'https://api.frankerfacez.com/v1/set/global', read: readFfzGlobal },
  },
};

export const sourceNames: Record<ThirdPartySource | 'twitch', string> = {
  twitch: 'Twitch',
  '7tv': '7TV',
  bttv: 'BTTV',
  ffz: 'FFZ',
};
