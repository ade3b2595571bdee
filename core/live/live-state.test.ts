import { describe, expect, it } from 'vitest';
import type { LiveEvent } from './live-event';
import { applyLiveEvent, initialLiveState, liveStateFrom, recentEventsLimit } from './live-state';

const event = (type: LiveEvent['type'], at: number, user?: string, isTest = true): LiveEvent => ({
  id: `e${at}`,
  type,
  user,
  isTest,
  at,
});

describe('applyLiveEvent', () => {
  it('puts the newest event first', () => {
    const state = [event('follow', 1, 'a'), event('cheer', 2, 'b')].reduce(applyLiveEvent, initialLiveState);
    expect(state.recentEvents.map((e) => e.user)).toEqual(['b', 'a']);
  });

  it('keeps only the most recent events', () => {
    let state = initialLiveState;
    for (let at = 0; at < recentEventsLimit + 5; at++) state = applyLiveEvent(state, event('follow', at));
    expect(state.recentEvents).toHaveLength(recentEventsLimit);
    expect(state.recentEvents[0]?.at).toBe(recentEventsLimit + 4);
  });

  it('marks the stream live from its start and offline when it ends', () => {
    const live = applyLiveEvent(initialLiveState, event('streamOnline', 1000));
    expect(live).toMatchObject({ isLive: true, liveSince: 1000 });
    expect(applyLiveEvent(live, event('streamOffline', 2000))).toMatchObject({
      isLive: false,
      liveSince: null,
    });
  });

  it('changes nothing for an event it holds already (work resumed after a crash)', () => {
    const once = applyLiveEvent(initialLiveState, event('follow', 1, 'a'));
    expect(applyLiveEvent(once, event('follow', 1, 'a'))).toBe(once);
  });

  it('does not change the input state', () => {
    applyLiveEvent(initialLiveState, event('follow', 1));
    expect(initialLiveState.recentEvents).toEqual([]);
  });

  it('leaves the real stream live when the Simulator ends its stream', () => {
    const real = applyLiveEvent(initialLiveState, event('streamOnline', 1000, undefined, false));
    const tried = [event('streamOnline', 2000), event('streamOffline', 3000)].reduce(applyLiveEvent, real);
    expect(tried).toMatchObject({
      isLive: true,
      liveSince: 1000,
      real: { isLive: true, liveSince: 1000 },
      test: { isLive: false, liveSince: null },
    });
  });

  it('shows a Simulator stream while the real one is offline, and ends only that', () => {
    const tried = applyLiveEvent(initialLiveState, event('streamOnline', 2000));
    expect(tried).toMatchObject({ isLive: true, liveSince: 2000, real: { isLive: false } });
    const realEnd = applyLiveEvent(tried, event('streamOffline', 3000, undefined, false));
    expect(realEnd).toMatchObject({ isLive: true, test: { isLive: true, liveSince: 2000 } });
  });

  it('reads a state stored before the streams were apart as the real stream', () => {
    const stored = { isLive: true, liveSince: 5, recentEvents: [] };
    expect(liveStateFrom(stored)).toMatchObject({ isLive: true, real: { isLive: true, liveSince: 5 } });
  });
});
