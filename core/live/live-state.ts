// The live state a channel's overlays show, as a pure reducer: the DO applies events to its copy and
// overlays apply the same events to theirs, so both always agree. The real stream (Twitch's) and the
// Simulator's are kept apart: a Simulator start or end changes only its own, so a dry run never ends a
// real stream. The channel's features see the stream live while either is, so a Simulator stream
// still tries out announcements and the like.
import type { LiveEvent } from './live-event';

/** How many recent events the state keeps for overlays that join mid-stream. */
export const recentEventsLimit = 25;

export type StreamStatus = {
  isLive: boolean;
  /** Epoch milliseconds of the last stream start, null while offline. */
  liveSince: number | null;
};

/** `isLive` and `liveSince` are the real stream's while it is live, else the Simulator's. */
export type LiveState = StreamStatus & {
  real: StreamStatus;
  test: StreamStatus;
  /** Newest first. */
  recentEvents: LiveEvent[];
};

const offline: StreamStatus = { isLive: false, liveSince: null };

export const initialLiveState: LiveState = { ...offline, real: offline, test: offline, recentEvents: [] };

function withStreams(real: StreamStatus, test: StreamStatus, recentEvents: LiveEvent[]): LiveState {
  const shown = real.isLive ? real : test;
  return { isLive: shown.isLive, liveSince: shown.liveSince, real, test, recentEvents };
}

/** A state as stored; one from before the streams were kept apart counts as the real stream's. */
export function liveStateFrom(stored: Partial<LiveState> | undefined): LiveState {
  if (!stored) return initialLiveState;
  const real = stored.real ?? { isLive: stored.isLive ?? false, liveSince: stored.liveSince ?? null };
  return withStreams(real, stored.test ?? offline, stored.recentEvents ?? []);
}

export function applyLiveEvent(state: LiveState, event: LiveEvent): LiveState {
  // An event applied again (its work resumed after a crash) changes nothing.
  if (state.recentEvents.some((recent) => recent.id === event.id)) return state;
  const recentEvents = [event, ...state.recentEvents].slice(0, recentEventsLimit);
  if (event.type !== 'streamOnline' && event.type !== 'streamOffline') return { ...state, recentEvents };
  const status = event.type === 'streamOnline' ? { isLive: true, liveSince: event.at } : offline;
  return event.isTest
    ? withStreams(state.real, status, recentEvents)
    : withStreams(status, state.test, recentEvents);
}
