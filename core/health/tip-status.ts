// A tip service's checks in the streamer's words. Tip Setup shows the sentence under the service, and
// the streamer notice (the settings home's status) turns the same state into a problem when it needs
// attention: both read the channel's one state, so they cannot disagree.
import { tipPollIntervalMs } from '../tips/tip-cursors';
import type { PolledTipService, TipListenerState, TipListenerStatus } from '../tips/tip-requests';
import type { Problem } from './problem';

const everyInterval = `every ${tipPollIntervalMs / 1000} seconds`;
const withoutStop = (text: string) => text.replace(/[.\s]+$/, '');

export const tipServiceNames: Record<PolledTipService, string> = {
  streamElements: 'StreamElements',
  streamlabs: 'Streamlabs',
};

/** The sentence for each state; `reason` is the service's refusal or why the last check failed. */
const sentences: Record<TipListenerStatus, (reason: string | undefined) => string> = {
  off: () => 'Not connected.',
  waitingForBot: () => 'Waiting for the bot to join your Twitch channel.',
  standby: () => 'On standby: tips are checked while you are live or an overlay is open.',
  connecting: () => 'Checking for tips…',
  connected: () => `Checking for tips ${everyInterval}.`,
  reconnecting: (reason) =>
    `The last check failed${reason ? ` (${withoutStop(reason)})` : ''}. Trying again ${everyInterval}.`,
  refused: (reason) => reason ?? 'The service refused the token.',
};

export const tipStateSentence = (state: TipListenerState): string => sentences[state.status](state.reason);

const openTipSetup = { kind: 'open', label: 'Open Tip Setup', href: '/settings/tips' } as const;

/**
 * What the notice says of a service: a refused token is an error (nothing is retried until a new one is
 * saved), a failed last check a warning (retried on its own); any other state is fine. The bot not in
 * the channel has its own problem.
 */
export function tipServiceProblem(service: PolledTipService, state: TipListenerState): Problem | null {
  const name = tipServiceNames[service];
  if (state.status === 'refused') {
    const why = state.reason ? ` (${withoutStop(state.reason)})` : '';
    return {
      area: 'tips',
      severity: 'error',
      message: `${name} refused the saved token${why}, so its tips no longer arrive. Save a new token.`,
      action: openTipSetup,
    };
  }
  if (state.status === 'reconnecting')
    return {
      area: 'tips',
      severity: 'warning',
      message: `${name}: ${tipStateSentence(state)}`,
      action: openTipSetup,
    };
  return null;
}
