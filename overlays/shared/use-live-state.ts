// React bindings of the overlay socket: the connection itself, and the channel's live state kept
// current with the same reducer the ChannelDO uses.
import { useEffect, useRef, useState } from 'react';
import { applyLiveEvent, initialLiveState, type LiveState } from '../../core/live/live-state';
import type { OverlayKind, OverlayMessage, OverlayReport } from '../../core/overlay/overlay-messages';
import { type ConnectionStatus, connectOverlaySocket, type OverlaySocket } from './overlay-socket';

/** The overlay's socket for as long as the page is open; `onMessage` may change without reconnecting. */
export function useOverlaySocket(
  overlay: OverlayKind,
  onMessage: (message: OverlayMessage) => void,
): { status: ConnectionStatus; send: (report: OverlayReport) => void } {
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  const handler = useRef(onMessage);
  handler.current = onMessage;
  const socket = useRef<OverlaySocket | null>(null);

  useEffect(() => {
    const connection = connectOverlaySocket(
      overlay,
      (message) => handler.current(message),
      (next) => {
        setStatus(next);
        // Lets tests and curious streamers see the connection in the DOM without any visible UI.
        document.documentElement.dataset.connection = next;
      },
    );
    socket.current = connection;
    return () => {
      socket.current = null;
      connection.close();
    };
  }, [overlay]);

  const send = useRef((report: OverlayReport) => socket.current?.send(report)).current;
  return { status, send };
}

export function useLiveState(overlay: OverlayKind): { state: LiveState; status: ConnectionStatus } {
  const [state, setState] = useState<LiveState>(initialLiveState);
  const { status } = useOverlaySocket(overlay, (message) => {
    if (message.type === 'state') setState(message.state);
    else if (message.type === 'event') setState((current) => applyLiveEvent(current, message.event));
  });
  return { state, status };
}
