// The alert box's heartbeat words, apart from overlay-messages.ts so the overlay pages' socket client
// can send them without bundling that module's zod schemas (about 90 KB gzipped).

/**
 * Sent from an overlay's animation loop every 5 s, exactly this text: the runtime answers it without
 * waking the channel and keeps when it last did (a frozen browser source stops beating).
 */
export const heartbeatText = JSON.stringify({ type: 'heartbeat' });
/** The runtime's answer to `heartbeatText`. */
export const heartbeatAnswer = JSON.stringify({ type: 'heartbeatOk' });
