import { tipStateSentence } from '../../../core/health/tip-status';
import { tipPollIntervalMs } from '../../../core/tips/tip-cursors';
import type { TipListenerState } from '../../../core/tips/tip-requests';

const clock = (at: number) => new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** What the channel's checks of a tip service are doing, as of the page load. */
export function ListenerStatus({ state }: { state: TipListenerState | undefined }) {
  if (!state || state.status === 'off') return null;
  const tone = state.status === 'connected' ? 'success' : state.status === 'refused' ? 'error' : 'hint';
  const checked = state.status === 'reconnecting' ? 'Last successful check at' : 'Last checked at';
  const lastCheck = state.checkedAt === undefined ? '' : ` ${checked} ${clock(state.checkedAt)}.`;
  return (
    <span className={`listener-status ${tone}`}>
      {tipStateSentence(state)}
      {lastCheck}
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
