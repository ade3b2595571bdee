// What the filters are given for one message: the message, what the part knows of the channel at that
// moment and the viewer's history so far. Built the same way for live chat, the tester and the replay.
import type { ChatFragment } from '../chat/chat-message';
import type { RecentMessage } from './filters/repetition';
import type { ModerationSettings } from './moderation-settings';
import type { ScreenInput } from './screen';

/** A viewer's texts kept for "the same message again" (repetition across messages). */
export const keptTextsPerViewer = 20;

/** What the filters read of a message, whether it is live chat, the tester's or a replayed one. */
export type ScreenedMessage = {
  text: string;
  roles: readonly string[];
  /** The chatter's login, lower case (a `!permit` names it). */
  login: string;
  fragments?: readonly ChatFragment[];
};

/** The channel as the part knows it when it screens: the same for every message of a replay. */
export type ChannelFacts = {
  channelLogin: string;
  isLive: boolean;
  /** The channel's BTTV, FFZ and 7TV emote codes. */
  thirdPartyEmotes: ReadonlySet<string>;
  /** Running `!permit`s: until when (epoch ms), by login. */
  permits: Readonly<Record<string, number>>;
};

/** The viewer as known at `now`: clean messages so far (first-time trust) and recent texts. */
export type ViewerSoFar = { clean: number; recent: readonly RecentMessage[]; now: number };

export function screenInputFor(
  message: ScreenedMessage,
  settings: ModerationSettings,
  channel: ChannelFacts,
  viewer: ViewerSoFar,
): ScreenInput {
  const until = channel.permits[message.login];
  return {
    text: message.text,
    fragments: message.fragments,
    roles: message.roles,
    chatterLogin: message.login,
    thirdPartyEmotes: channel.thirdPartyEmotes,
    channelLogin: channel.channelLogin,
    isLive: channel.isLive,
    now: viewer.now,
    history: {
      recent: viewer.recent,
      trusted: viewer.clean >= settings.filters.firstTime.trustAfter,
      permitUntil: until && until > viewer.now ? until : null,
    },
  };
}

/** The viewer's recent texts with one more, the oldest dropped past the limit. */
export const withText = (recent: readonly RecentMessage[], text: string, at: number): RecentMessage[] =>
  [...recent, { text, at }].slice(-keptTextsPerViewer);
