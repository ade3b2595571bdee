// How an overlay follows a state the channel keeps (the carousel's queues, the goal bar's counts): it
// takes the whole state when given it and replays each change after it with the channel's own
// function. A change that does not come right after the version it holds (one missed, a count the
// channel started afresh, anything out of order) or that does not fit makes it ask for the whole
// state again, and it skips changes until that comes. Platform-free, so tests follow the same way.
import type { ApplyChange, AreaState, OverlayMessage, StateVersion, SyncedArea } from './overlay-messages';

/**
 * Reads every socket message: returns the area's state when the message changed it, else null.
 * `askForState` sends the request for the whole state (a reconnect brings it too).
 */
export function followState<A extends SyncedArea>(
  area: A,
  apply: ApplyChange<A>,
  askForState: () => void,
): (message: OverlayMessage) => AreaState<A> | null {
  let held: { state: AreaState<A>; version: StateVersion } | null = null;
  let asked = false;
  const ask = () => {
    if (!asked) askForState();
    asked = true;
    return null;
  };
  return (message) => {
    if ((message.type !== 'state' && message.type !== 'change') || message.area !== area) return null;
    const version = { epoch: message.epoch, seq: message.seq };
    if (message.type === 'state') {
      held = { state: message.state as AreaState<A>, version };
      asked = false;
      return held.state;
    }
    if (asked) return null;
    if (!held || version.epoch !== held.version.epoch || version.seq !== held.version.seq + 1) return ask();
    const next = apply(held.state, message.change as Parameters<ApplyChange<A>>[1]);
    if (!next) return ask();
    held = { state: next, version };
    return next;
  };
}
