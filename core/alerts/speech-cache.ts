// Where hosted speech is kept and for how long: per channel, `speech/{channel}/{hash}` (so whether a
// text was spoken is the channel's own business), for 30 days from when it was made.

export const speechCache = { prefix: 'speech/', keepDays: 30 } as const;

/** The key of a channel's audio for the hash of its voice and text. */
export const speechCacheKey = (streamerId: string, digestHex: string) =>
  `${speechCache.prefix}${streamerId}/${digestHex}`;

/**
 * Whether a stored entry goes: past its 30 days, or a key of the former shared cache (`speech/{hash}`,
 * with no channel), which nothing reads any more.
 */
export function isSpeechEntryDue(key: string, madeAt: number, now: number): boolean {
  const isPerChannel = key.slice(speechCache.prefix.length).includes('/');
  return !isPerChannel || now - madeAt > speechCache.keepDays * 24 * 60 * 60 * 1000;
}
