// What the emote mover page says about the channel's emote sources: how many emotes each set has and
// whether the last look-up worked, so a streamer sees at once whether their emotes are known.
import type { EmoteImage } from './emote';
import type { EmoteScope, ThirdPartySource } from './third-party-emotes';

export type EmoteSetStatus = {
  source: ThirdPartySource;
  scope: EmoteScope;
  count: number;
  /** ok: known; none: the channel has no set there; failed: the last look-up failed (count is the last good set); pending: not asked yet. */
  state: 'ok' | 'none' | 'failed' | 'pending';
  /** When the set was last fetched successfully (epoch ms). */
  fetchedAt: number | null;
  /** Why the last look-up failed, in plain words. */
  error: string | null;
  /** The streamer left this source out (noBTTV, noFFZ, no7TV). */
  isLeftOut: boolean;
};

export type EmoteSourcesReport = {
  sets: EmoteSetStatus[];
  /** Images the page's preview and Testing fly: the channel's emotes, else the global ones. */
  samples: EmoteImage[];
  /** Demo emote codes to type in the Simulator, by source (always the bundled demo set). */
  demoCodes: Record<ThirdPartySource | 'twitch', string[]>;
};
