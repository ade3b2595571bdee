import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TipListenerState } from '../../../core/tips/tip-requests';
import { api, failureReason } from '../../api';
import { confirmFirst } from '../../components/ConfirmedAction';
import { HowTipsArrive, ListenerStatus } from './ListenerStatus';

/** Streamlabs connects by OAuth: the button leaves for Streamlabs, which sends the streamer back here. */
export function StreamlabsSection({
  initiallySet,
  isAvailable,
  listener,
}: {
  initiallySet: boolean;
  isAvailable: boolean;
  listener: TipListenerState;
}) {
  const [isSet, setIsSet] = useState(initiallySet);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  // Streamlabs sends the streamer back with ?streamlabsError= when they declined or it failed.
  const [searchParams] = useSearchParams();
  const returnedError = searchParams.get('streamlabsError');

  async function disconnect() {
    if (!confirmFirst('Disconnect Streamlabs? Its tips stop reaching your overlays until you connect again.'))
      return;
    try {
      const response = await api.tips.streamlabs.$delete();
      if (!response.ok) return setMessage({ ok: false, text: await failureReason(response) });
      setIsSet(false);
      setMessage({ ok: true, text: 'Disconnected from Streamlabs.' });
    } catch {
      setMessage({ ok: false, text: 'Could not reach the server. Check your connection and try again.' });
    }
  }

  return (
    <div className="form">
      <HowTipsArrive service="Streamlabs" />
      {isSet ? (
        <p className="connection-row">
          <span className="status-pill connected">Connected</span>
          <ListenerStatus state={listener} />
          <button type="button" className="button subtle" onClick={() => void disconnect()}>
            Disconnect Streamlabs
          </button>
        </p>
      ) : isAvailable ? (
        <p className="connection-row">
          <span className="status-pill">Not connected</span>
          <a className="button primary" href="/api/tips/streamlabsLogin">
            Connect Streamlabs
          </a>
        </p>
      ) : (
        <p className="notice-text">
          Streamlabs is not available on this server: it has no Streamlabs app configured. Use StreamElements
          or Ko-fi below, or ask whoever runs this server to add one.
        </p>
      )}
      {returnedError && !isSet && (
        <p className="error" role="alert">
          Streamlabs did not connect ({returnedError}). Try again.
        </p>
      )}
      {message && (
        <p className={message.ok ? 'success' : 'error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
    </div>
  );
}
