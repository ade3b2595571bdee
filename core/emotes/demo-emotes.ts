// Demo emotes bundled with the app (public/emotes/demo/, made by scripts/make-demo-emotes.sh), so the
// whole emote path runs with no accounts and offline: in dev mode they stand in for the channel's
// BTTV, FFZ and 7TV sets, and the Simulator's chat marks the Twitch ones as Twitch marks emotes.
import type { EmoteImage } from './emote';
import type { KnownEmote, ThirdPartySource } from './third-party-emotes';

type DemoEmote = { code: string; file: string; animated: boolean; zeroWidth?: true };

export const demoEmotes: { twitch: DemoEmote[] } & Record<ThirdPartySource, DemoEmote[]> = {
  twitch: [
    { code: 'sbHeart', file: 'twitch/heart.png', animated: false },
    { code: 'sbWave', file: 'twitch/wave.gif', animated: true },
    { code: 'sbStar', file: 'twitch/star.png', animated: false },
  ],
  '7tv': [
    { code: 'sevenPog', file: '7tv/pog.png', animated: false },
    { code: 'sevenVibe', file: '7tv/vibe.webp', animated: true },
    { code: 'sevenHalo', file: '7tv/halo.png', animated: false, zeroWidth: true },
  ],
  bttv: [
    { code: 'bttvCool', file: 'bttv/cool.png', animated: false },
    { code: 'bttvDance', file: 'bttv/dance.gif', animated: true },
  ],
  ffz: [
    { code: 'ffzSmile', file: 'ffz/smile.png', animated: false },
    { code: 'ffzSpin', file: 'ffz/spin.webp', animated: true },
  ],
};

/** The demo images are one 112 px file each, drawn at every size. */
const demoImage = (emote: DemoEmote): EmoteImage => {
  const url = `/emotes/demo/${emote.file}`;
  return { urls: { '1': url, '2': url, '3': url }, animated: emote.animated };
};

/** Demo Twitch emotes have ids no real Twitch emote has (Twitch's are digits or `emotesv2_…`). */
const demoTwitchIdPrefix = 'streambot-demo-';

export const demoTwitchEmoteId = (code: string) => `${demoTwitchIdPrefix}${code}`;

/** The bundled image of a demo Twitch emote id, or null for a real Twitch emote. */
export function demoTwitchImage(id: string): EmoteImage | null {
  if (!id.startsWith(demoTwitchIdPrefix)) return null;
  const emote = demoEmotes.twitch.find((demo) => demoTwitchEmoteId(demo.code) === id);
  return emote ? demoImage(emote) : null;
}

/** The demo stand-in for a channel's set of one source (dev mode has no channel sets to ask). */
export function demoEmoteSet(source: ThirdPartySource): KnownEmote[] {
  return demoEmotes[source].map((emote) => ({
    code: emote.code,
    source,
    image: demoImage(emote),
    zeroWidth: emote.zeroWidth ?? false,
  }));
}
