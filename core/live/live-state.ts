// The live state a channel's overlays show, as a pure reducer: the DO applies events to its copy and
// overlays apply the same events to theirs, so both always agree.
import type { LiveEvent } from './live-event';

/** How many recent events the state keeps for overlays that join mid-stream. */
export const recentEventsLimit = 25;

export type LiveState = {
  isLive: boolean;
  /** Epoch milliseconds of the last stream start, null while offline. */
  liveSince: number | null;
  /** Newest first. */
  recentEvents: LiveEvent[];
};

export const initialLiveState: LiveState = { isLive: false, liveSince: null, recentEvents: [] };

export function applyLiveEvent(state: LiveState, event: LiveEvent): LiveState {
  // An event applied again (its work resumed after a crash) changes nothing.
  if (state.recentEvents.some((recent) => recent.id === event.id)) return state;
  const recentEvents = [event, ...state.recentEvents].slice(0, recentEventsLimit);
  switch (event.type) {
    case 'streamOnline':
      return { isLive: true, liveSince: event.at, recentEvents };
    case 'streamOffline':
      return { isLive: false, liveSince: null, recentEvents };
    default:
      return { ...state, recentEvents };
  }
}
