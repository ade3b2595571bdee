// What a ChannelDO and an overlay socket say to each other.
import { z } from 'zod';
import type { AlertToPlay } from '../alerts/alert';
import { type CarouselQueues, queueKinds } from '../carousel/carousel-queues';
import type { Emote } from '../emotes/emote';
import type { ProgressCounts } from '../progress/progress-counts';
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

/** Server to overlay: the area's settings, then its own news. */
export type OverlayMessage =
  | SettingsMessage
  /** The carousel's queues, after every change. */
  | { type: 'carousel'; queues: CarouselQueues }
  /** What the goal progress bar counts, after every change. */
  | { type: 'progress'; counts: ProgressCounts }
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
  | { type: 'keyChanged' };

/** Overlay to server: the carousel played a queued item, so it moves from the queue to `last`. */
export const overlayReportSchema = z.object({
  type: z.literal('shown'),
  kind: z.enum(queueKinds),
  id: z.string().min(1).max(200),
});
export type OverlayReport = z.infer<typeof overlayReportSchema> | AlertReport;

/** The alert box to server: an alert's media is ready and it plays, or it has ended. */
export const alertReportSchema = z.object({
  type: z.enum(['alertStarted', 'alertFinished']),
  id: z.string().min(1).max(200),
});
export type AlertReport = z.infer<typeof alertReportSchema>;

/** The alert box's heartbeat words live apart, so overlay pages send them without this module's zod. */
export { heartbeatAnswer, heartbeatText } from './overlay-heartbeat';
