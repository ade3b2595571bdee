// The emotes of one chat message, in the order they were typed: Twitch's own from the message's
// fragments (EventSub marks them; the Simulator marks the demo ones), BTTV, FFZ and 7TV matched word
// by word against the channel's and the global sets, each source left out when switched off.
import type { ChatFragment } from '../chat/chat-message';
import { demoEmotes, demoTwitchEmoteId, demoTwitchImage } from './demo-emotes';
import type { EmoteImage } from './emote';
import type { EmoteMoverSettings } from './emote-settings';
import type { EmoteScope, KnownEmote, ThirdPartySource } from './third-party-emotes';

/** Twitch's emote CDN (protocols.md 3.6), dark theme, at 1x, 2x and 3x; animated when the emote is. */
export function twitchEmoteImage(id: string, animated: boolean): EmoteImage {
  const demo = demoTwitchImage(id);
  if (demo) return demo;
  const base = `https://static-cdn.jtvnw.net/emoticons/v2/${encodeURIComponent(id)}/${animated ? 'animated' : 'static'}/dark`;
  return { urls: { '1': `${base}/1.0`, '2': `${base}/2.0`, '3': `${base}/3.0` }, animated };
}

export type EmoteSet = { source: ThirdPartySource; scope: EmoteScope; emotes: readonly KnownEmote[] };

/** Which source's emote a word is when two sets share it: the channel's own sets first, then 7TV, BTTV, FFZ. */
const precedence = (set: EmoteSet) =>
  (set.scope === 'channel' ? 0 : 3) + ['7tv', 'bttv', 'ffz'].indexOf(set.source);

export type EmoteLookup = ReadonlyMap<string, KnownEmote>;

/** Every chat word that is an emote of a source the streamer did not leave out. */
export function emoteLookup(
  sets: readonly EmoteSet[],
  settings: Pick<EmoteMoverSettings, 'noBTTV' | 'noFFZ' | 'no7TV'>,
): EmoteLookup {
  const leftOut: Record<ThirdPartySource, boolean> = {
    '7tv': settings.no7TV === true,
    bttv: settings.noBTTV === true,
    ffz: settings.noFFZ === true,
  };
  const lookup = new Map<string, KnownEmote>();
  for (const set of [...sets].sort((a, b) => precedence(b) - precedence(a)))
    if (!leftOut[set.source]) for (const emote of set.emotes) lookup.set(emote.code, emote);
  return lookup;
}

/**
 * The message's emote images in order, at most `limit` (a line of hundreds of emotes sends the first
 * ones). Zero-width 7TV emotes only decorate the emote before them, so they never fly alone.
 */
export function emotesOfMessage(
  fragments: readonly ChatFragment[],
  lookup: EmoteLookup,
  limit: number,
): EmoteImage[] {
  const images: EmoteImage[] = [];
  for (const fragment of fragments) {
    if (images.length >= limit) break;
    if (fragment.type === 'emote') images.push(twitchEmoteImage(fragment.id, fragment.animated));
    else if (fragment.type === 'text')
      for (const word of fragment.text.split(/\s+/)) {
        if (images.length >= limit) break;
        const emote = word ? lookup.get(word) : undefined;
        if (emote && !emote.zeroWidth) images.push(emote.image);
      }
  }
  return images;
}

/** A message with no fragments (older callers) is one text fragment. */
export const fragmentsOf = (message: { text: string; fragments?: readonly ChatFragment[] }) =>
  message.fragments ?? [{ type: 'text' as const, text: message.text }];

/** What the Simulator's chat would get from Twitch: its demo Twitch emotes marked as emote fragments. */
export function simulatedFragments(text: string): ChatFragment[] {
  const codes = new Set(demoEmotes.twitch.map((emote) => emote.code));
  const fragments: ChatFragment[] = [];
  let pending = '';
  for (const piece of text.split(/(\s+)/)) {
    if (codes.has(piece)) {
      if (pending) fragments.push({ type: 'text', text: pending });
      pending = '';
      const animated = demoEmotes.twitch.find((emote) => emote.code === piece)?.animated ?? false;
      fragments.push({ type: 'emote', text: piece, id: demoTwitchEmoteId(piece), animated });
    } else pending += piece;
  }
  if (pending) fragments.push({ type: 'text', text: pending });
  return fragments;
}
