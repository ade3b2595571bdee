// What a ChannelDO and an overlay socket say to each other.
import { z } from 'zod';
import { type CarouselQueues, queueKinds } from '../carousel/carousel-queues';
import type { CarouselSettings } from '../carousel/carousel-settings';
import type { LiveEvent } from '../live/live-event';
import type { LiveState } from '../live/live-state';

/** Server to overlay. The events overlay is also sent the carousel queues and settings. */
export type OverlayMessage =
  | { type: 'state'; state: LiveState }
  | { type: 'event'; event: LiveEvent }
  | { type: 'carousel'; queues: CarouselQueues }
  /** subBadgeUrl: the channel's own subscriber badge (Helix chat badges), the default sub icon. */
  | { type: 'carouselSettings'; settings: CarouselSettings; subBadgeUrl: string | null };

/** Overlay to server: the carousel played a queued item, so it moves from the queue to `last`. */
export const overlayReportSchema = z.object({
  type: z.literal('shown'),
  kind: z.enum(queueKinds),
  id: z.string().min(1).max(200),
});
export type OverlayReport = z.infer<typeof overlayReportSchema>;

/** The overlay pages, each addressed by /{path}/{overlaySecretKey}. */
export const overlayKinds = ['events', 'clips', 'progressBar', 'emoteMover'] as const;
export type OverlayKind = (typeof overlayKinds)[number];
