// The overlay pages' keep-alive words, apart from overlay-messages.ts so the overlay pages' socket
// client can send them without bundling that module's zod schemas (about 90 KB gzipped).
import { tipPollIntervalMs } from '../tips/tip-cursors';
import type { OverlayArea } from './overlay-areas';

/**
 * Sent from an overlay's animation loop every 5 s, exactly this text: the runtime answers it without
 * waking the channel and keeps when it last did (a frozen browser source stops beating).
 */
export const heartbeatText = JSON.stringify({ type: 'heartbeat' });
/** The runtime's answer to `heartbeatText`. */
export const heartbeatAnswer = JSON.stringify({ type: 'heartbeatOk' });
/** How often a page's timer sends `heartbeatText` to keep its socket alive (unless the page beats itself). */
export const overlayKeepAliveMs = 25_000;

/**
 * The tick: unlike the heartbeat it reaches the channel object, which does on it what is due (the tip
 * checks) instead of setting its alarm for it, the row an alarm costs. Unanswered; it keeps the
 * socket alive as well. Each tick wakes the object, so a page ticks only while the channel says so
 * (the `ticks` overlay message): while it checks a tip service.
 */
export const overlayTickText = JSON.stringify({ type: 'tick' });
/** How often a ticking page ticks: the pace of the tip checks while a page that shows tips is open. */
export const overlayTickMs = tipPollIntervalMs;
/**
 * The areas that show a tip as it comes (the carousel's tips, the goal bar's points, an alert): the
 * channel tells their pages whether to tick.
 */
export const tipShowingAreas: readonly OverlayArea[] = ['carousel', 'progressBar', 'alerts'];
