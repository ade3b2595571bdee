import { tipPollIntervalMs } from '../../../core/tips/tip-cursors';
import type { TipListenerState, TipListenerStatus } from '../../../core/tips/tip-requests';

const everyInterval = `every ${tipPollIntervalMs / 1000} seconds`;

const statusText: Record<TipListenerStatus, string> = {
  off: 'Not connected',
  waitingForBot: 'Waiting for the bot to join your Twitch channel',
  standby: 'On standby: tips are checked while you are live or an overlay is open',
  connecting: 'Checking for tips…',
  connected: `Checking for tips ${everyInterval}`,
  reconnecting: `The last check failed; trying again ${everyInterval}`,
  refused: 'The service refused the token',
};

const clock = (at: number) => new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** What the channel's checks of a tip service are doing, as of the page load. */
export function ListenerStatus({ state }: { state: TipListenerState | undefined }) {
  if (!state || state.status === 'off') return null;
  const tone = state.status === 'connected' ? 'success' : state.status === 'refused' ? 'error' : 'hint';
  const details = [
    state.reason,
    state.checkedAt !== undefined ? `last checked at ${clock(state.checkedAt)}` : undefined,
  ].filter(Boolean);
  return (
    <span className={`listener-status ${tone}`}>
      {statusText[state.status]}
      {details.length > 0 ? ` (${details.join('; ')})` : ''}
    </span>
  );
}

/** When a polled service's tips show, in the section's opening words. */
export function HowTipsArrive({ service }: { service: string }) {
  return (
    <p>
      Tips made through {service} reach your carousel within about {tipPollIntervalMs / 1000} seconds while
      you are live or an overlay is open. Tips made while you are away arrive when you next go live or open an
      overlay.
    </p>
  );
}
