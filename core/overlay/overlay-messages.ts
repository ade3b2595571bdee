// What a ChannelDO says to an overlay socket.
import type { LiveEvent } from '../live/live-event';
import type { LiveState } from '../live/live-state';

export type OverlayMessage = { type: 'state'; state: LiveState } | { type: 'event'; event: LiveEvent };

/** The overlay pages, each addressed by /{path}/{overlaySecretKey}. */
export const overlayKinds = ['events', 'clips', 'progressBar', 'emoteMover'] as const;
export type OverlayKind = (typeof overlayKinds)[number];
