// What one channel may keep, so no streamer can fill what all share. Each limit is refused with a
// reason where the streamer edits (API, chat commands, the keyword language).

export const channelLimits = {
  commands: 1_000,
  quotes: 50_000,
  variables: 1_000,
  variableLength: 1_000,
  textReplies: 100,
  /** Viewers on the channel's regulars list. */
  regulars: 1_000,
  /** Twitch users who may manage one channel's dashboard. */
  editors: 25,
  /** Days the event log (counters, goals) keeps an event. */
  eventLogDays: 90,
} as const;

/** The Simulator's events in the shared event log: a channel keeps this many of the last day at most. */
export const testEventLog = { perChannel: 100, hours: 24 } as const;

/** The refusal for a full list, in the product's plain words. */
export const fullListReason = (
  what: 'commands' | 'quotes' | 'text replies' | 'regulars',
  limit: number,
): string =>
  `This channel already has ${limit.toLocaleString('en-US')} ${what}, the most it can keep. Delete some first.`;
