// What the keywords read of this channel and of Twitch when the bot speaks: the channel's variables,
// its own name, other channels' last game and title (looked up once per reply, cached and rationed per
// Twitch), {urlget}, and the linked Discord server's roles.
import { ChannelLookups } from '../../core/keywords/channel-lookups';
import type { KeywordSources } from '../../core/keywords/definition';
import { readChannelVariable, writeChannelVariable } from '../../db/channel-variables';
import { findStreamer } from '../../db/streamers';
import type { TwitchChannel } from '../../integrations/twitch/twitch-channel';
import { fetchBoundedText } from '../../integrations/web/fetch-text';
import type { ChannelContext } from '../channel-context';

type OwnChannel = { login: string; displayName: string };

export class ChannelKeywordSources {
  /** Other channels' look-ups, cached and rationed per Twitch (real and simulated apart). */
  private readonly lookups = new WeakMap<TwitchChannel, ChannelLookups>();
  /** The channel's login and name, read once ({channel}, {game}, {title}). */
  private ownChannel: Promise<OwnChannel | null> | undefined;

  constructor(private readonly context: ChannelContext) {}

  /** Keyword sources for one reply, preview or announcement. */
  for(twitch: TwitchChannel): KeywordSources {
    const db = this.context.db();
    const streamerId = this.context.streamerId();
    let lookups = this.lookups.get(twitch);
    if (!lookups) {
      lookups = new ChannelLookups((login) => twitch.channelInfoOf(login));
      this.lookups.set(twitch, lookups);
    }
    const lookUp = lookups.forOneReply();
    return {
      liveSince: () => twitch.liveSince(),
      lastGameOf: async (login) => (await lookUp(login))?.game ?? null,
      lastTitleOf: async (login) => (await lookUp(login))?.title ?? null,
      getVariable: (name) => readChannelVariable(db, streamerId, name),
      setVariable: (name, value) => writeChannelVariable(db, streamerId, name, value),
      fetchText: (url, limits) =>
        fetchBoundedText(url, { ...limits, allowPrivate: this.context.env.URLGET_ALLOW_PRIVATE === 'true' }),
      ownChannel: () => this.channelNamed(),
      // On Twitch a role of the linked Discord server is said by name.
      discordRole: async (name) => (await this.context.discordRoles.find(name))?.name ?? null,
    };
  }

  /** Read once per object; a miss or a failure is asked again next time. */
  private channelNamed(): Promise<OwnChannel | null> {
    if (this.ownChannel) return this.ownChannel;
    const reading = findStreamer(this.context.db(), this.context.streamerId()).then((streamer) =>
      streamer ? { login: streamer.login, displayName: streamer.displayName } : null,
    );
    const forget = () => {
      if (this.ownChannel === reading) this.ownChannel = undefined;
    };
    reading.then((channel) => {
      if (!channel) forget();
    }, forget);
    this.ownChannel = reading;
    return reading;
  }
}
