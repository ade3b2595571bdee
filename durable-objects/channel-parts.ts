// The channel's parts by stable name, in the order they take each piece of work: overlays hear of an
// event before replies are said. A new feature adds a part here, its chat commands with it (the part's
// `chatCommands`); the door (channel.ts) and the chat part stay as they are.
import { ChannelAlerts } from './alerts/channel-alerts';
import { ChannelAnnouncements } from './announcements/channel-announcements';
import { ChannelCarousel } from './carousel/channel-carousel';
import type { ChannelContext } from './channel-context';
import type { ChannelPart } from './channel-part';
import { ChannelChat } from './chat/channel-chat';
import { ChannelClips } from './clips/channel-clips';
import { ChannelDiscord } from './discord/channel-discord';
import { ChannelEmotes } from './emotes/channel-emotes';
import { ChannelLiveState } from './live/channel-live-state';
import { ChannelModeration } from './moderation/channel-moderation';
import { ChannelProgress } from './progress/channel-progress';
import { ChannelPublicPage } from './public-page/channel-public-page';
import { ChannelRegulars } from './regulars/channel-regulars';
import { ChannelTips } from './tips/channel-tips';
import { ChannelTriggeredEvents } from './triggered-events/channel-triggered-events';
import { Shoutouts } from './triggered-events/shoutouts';

export function createChannelParts(context: ChannelContext) {
  return {
    liveState: new ChannelLiveState(context),
    // Marks a listed regular on the message before the filters and the commands look at it.
    regulars: new ChannelRegulars(context),
    // Sees every chat message first: a message it acts on reaches no other part.
    moderation: new ChannelModeration(context),
    carousel: new ChannelCarousel(context),
    progressBar: new ChannelProgress(context),
    alerts: new ChannelAlerts(context),
    emotes: new ChannelEmotes(context),
    // Before chat, and harmless to run again: a command then writes no progress mark (the chat part,
    // last to take it, finishes the item).
    announcements: new ChannelAnnouncements(context),
    // The speech service (built with the context) takes the alarm here for its outbox.
    speech: context.speech,
    chat: new ChannelChat(context),
    triggeredEvents: new ChannelTriggeredEvents(context),
    shoutouts: new Shoutouts(context),
    tips: new ChannelTips(context),
    discord: new ChannelDiscord(context),
    clips: new ChannelClips(context),
    publicPage: new ChannelPublicPage(context),
  } satisfies Record<string, ChannelPart>;
}

export type ChannelParts = ReturnType<typeof createChannelParts>;
export type PartName = keyof ChannelParts;

/** The methods a part offers the worker (its `calls`), each answering over RPC. */
export type PartCalls<N extends PartName> = ChannelParts[N] extends { calls: readonly (infer M)[] }
  ? {
      [K in M & keyof ChannelParts[N]]: ChannelParts[N][K] extends (...args: infer A) => infer R
        ? (...args: A) => Promise<Awaited<R>>
        : never;
    }
  : never;
