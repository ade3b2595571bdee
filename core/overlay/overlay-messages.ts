// What a ChannelDO and an overlay socket say to each other.
import { z } from 'zod';
import type { AlertToPlay } from '../alerts/alert';
import { type CarouselChange, type CarouselQueues, queueKinds } from '../carousel/carousel-queues';
import type { Emote } from '../emotes/emote';
import type { ProgressChange, ProgressCounts } from '../progress/progress-counts';
import type { AreaSettings } from './area-settings';
import type { OverlayArea } from './overlay-areas';

/** What an area's `settings` message carries besides its settings. */
type SettingsExtras = {
  /** The channel's own subscriber badge (Helix chat badges), the default sub icon. */
  carousel: { subBadgeUrl: string | null };
};

/** An area's saved settings, sent on connect and after every save. */
export type SettingsMessage = {
  [A in OverlayArea]: {
    type: 'settings';
    area: A;
    settings: AreaSettings<A>;
  } & (A extends keyof SettingsExtras ? SettingsExtras[A] : unknown);
}[OverlayArea];

/**
 * The areas whose overlays follow a state the channel keeps: the whole state once (on connect, or when
 * the overlay asks), then each change, which the overlay replays (core/overlay/state-follower.ts).
 */
type SyncedStates = {
  carousel: { state: CarouselQueues; change: CarouselChange };
  progressBar: { state: ProgressCounts; change: ProgressChange };
};
export type SyncedArea = keyof SyncedStates;
export type AreaState<A extends SyncedArea> = SyncedStates[A]['state'];
export type AreaChange<A extends SyncedArea> = SyncedStates[A]['change'];
/** The one function both the channel and its overlays make a change with; null when it does not fit. */
export type ApplyChange<A extends SyncedArea> = (
  state: AreaState<A>,
  change: AreaChange<A>,
) => AreaState<A> | null;

/**
 * Where an area's state stands: `seq` counts its changes, from 0 in each `epoch` (a random name the
 * channel gives a count it starts afresh, as when its storage was emptied). A change is `seq + 1`.
 */
export type StateVersion = { epoch: string; seq: number };

/** The area's whole state. */
export type StateMessage<A extends SyncedArea = SyncedArea> = {
  [K in A]: { type: 'state'; area: K; state: AreaState<K> } & StateVersion;
}[A];

/** One change to the area's state, made right after the version before it. */
export type ChangeMessage<A extends SyncedArea = SyncedArea> = {
  [K in A]: { type: 'change'; area: K; change: AreaChange<K> } & StateVersion;
}[A];

/** Server to overlay: the area's settings, then its own news. */
export type OverlayMessage =
  | SettingsMessage
  | StateMessage
  | ChangeMessage
  /** Emotes to fly, in chat order: one chat message's, a cheer's burst or the page's test. */
  | { type: 'emotes'; emotes: Emote[] }
  /** New clips joined the channel's list: the clip reel fetches its playlist again. */
  | { type: 'clipsChanged' }
  /** The alert box: one alert to play now (sent again after a reconnect until it has started). */
  | { type: 'alert'; alert: AlertToPlay }
  /** The alert box: stop these alerts at once (skipped, or the viewer's speech silenced by a moderator). */
  | { type: 'alertStop'; ids: string[]; speechOnly: boolean }
  /** The alert box: sounds and speech muted or not. */
  | { type: 'alertMute'; muted: boolean }
  /** The streamer made a new overlay key: this page's link is dead, so it stops reconnecting. */
  | { type: 'keyChanged' }
  /**
   * A page that shows tips: tick (overlayTickText) while `on`, else keep the socket alive with the
   * heartbeat the runtime answers. On exactly while the channel checks a tip service; sent on connect
   * and whenever that changes, and handled by the socket client, not the page.
   */
  | { type: 'ticks'; on: boolean };

/** Overlay to server: the carousel played a queued item, so it moves from the queue to `last`. */
export const overlayReportSchema = z.object({
  type: z.literal('shown'),
  kind: z.enum(queueKinds),
  id: z.string().min(1).max(200),
});
export type OverlayReport = z.infer<typeof overlayReportSchema> | AlertReport | StateRequest;

/** Overlay to server: send this socket's area's whole state (the overlay missed a change). */
export const stateRequestSchema = z.object({ type: z.literal('sendState') });
export type StateRequest = z.infer<typeof stateRequestSchema>;

/** The alert box to server: an alert's media is ready and it plays, or it has ended. */
export const alertReportSchema = z.object({
  type: z.enum(['alertStarted', 'alertFinished']),
  id: z.string().min(1).max(200),
});
export type AlertReport = z.infer<typeof alertReportSchema>;

/** The alert box's heartbeat words live apart, so overlay pages send them without this module's zod. */
export { heartbeatAnswer, heartbeatText } from './overlay-heartbeat';
