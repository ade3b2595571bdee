// React binding of the overlay socket: the channel's live state, kept current with the same reducer
// the ChannelDO uses.
import { useEffect, useState } from 'react';
import { applyLiveEvent, initialLiveState, type LiveState } from '../../core/live/live-state';
import type { OverlayKind } from '../../core/overlay/overlay-messages';
import { type ConnectionStatus, connectOverlaySocket } from './overlay-socket';

export function useLiveState(overlay: OverlayKind): { state: LiveState; status: ConnectionStatus } {
  const [state, setState] = useState<LiveState>(initialLiveState);
  const [status, setStatus] = useState<ConnectionStatus>('connecting');

  useEffect(
    () =>
      connectOverlaySocket(
        overlay,
        (message) => {
          if (message.type === 'state') setState(message.state);
          else if (message.type === 'event') setState((current) => applyLiveEvent(current, message.event));
        },
        (next) => {
          setStatus(next);
          // Lets tests and curious streamers see the connection in the DOM without any visible UI.
          document.documentElement.dataset.connection = next;
        },
      ),
    [overlay],
  );

  return { state, status };
}
