import type { TipListenerState, TipListenerStatus } from '../../../core/tips/tip-requests';

const statusText: Record<TipListenerStatus, string> = {
  off: 'Not listening',
  waitingForBot: 'Waiting for the bot to join your Twitch channel',
  connecting: 'Connecting…',
  connected: 'Listening for tips',
  reconnecting: 'Connection lost, reconnecting…',
  refused: 'The service refused the token',
};

/** What the channel's socket to a tip service is doing, as of the page load. */
export function ListenerStatus({ state }: { state: TipListenerState | undefined }) {
  if (!state || state.status === 'off') return null;
  const tone = state.status === 'connected' ? 'success' : state.status === 'refused' ? 'error' : 'hint';
  return (
    <span className={`listener-status ${tone}`}>
      {statusText[state.status]}
      {state.reason ? `: ${state.reason}` : ''}
    </span>
  );
}
