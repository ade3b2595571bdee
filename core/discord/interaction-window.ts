// Discord signs each interaction together with its timestamp. One stamped outside this window is
// refused as a bad signature, so a captured interaction cannot be sent again later; inside the window
// the ids of interactions already answered are remembered, so it cannot be sent again there either.

export const interactionWindow = { pastMs: 5 * 60 * 1000, futureMs: 60 * 1000 } as const;

/**
 * How long an answered interaction's id is kept: it may first arrive up to a minute before its stamp
 * and be replayed until five minutes after it.
 */
export const interactionIdMemoryMs = interactionWindow.pastMs + interactionWindow.futureMs;

/** Whether X-Signature-Timestamp (Unix seconds) is within the window around `now`. */
export function isFreshTimestamp(timestamp: string, now: number): boolean {
  if (!/^\d{1,12}$/.test(timestamp)) return false;
  const at = Number(timestamp) * 1000;
  return at >= now - interactionWindow.pastMs && at <= now + interactionWindow.futureMs;
}
