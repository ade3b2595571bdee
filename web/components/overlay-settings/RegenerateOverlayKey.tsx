// "Regenerate overlay key": for a key that leaked (shown on stream, shared by mistake). The old key
// stops at once, so every overlay link in OBS and the Ko-fi webhook address must be updated.
import './overlay-settings.css';
import { useState } from 'react';
import { api, failureReason } from '../../api';

export function RegenerateOverlayKey({ onNewKey }: { onNewKey: (overlaySecretKey: string) => void }) {
  const [state, setState] = useState<{ busy: boolean; error: string; done: boolean }>({
    busy: false,
    error: '',
    done: false,
  });

  const regenerate = async () => {
    const sure = window.confirm(
      'Make a new overlay key? Every overlay link in OBS and your Ko-fi webhook address stop working at once, until you paste the new ones.',
    );
    if (!sure) return;
    setState({ busy: true, error: '', done: false });
    try {
      const response = await api.overlay.regenerateKey.$post();
      if (!response.ok) return setState({ busy: false, error: await failureReason(response), done: false });
      onNewKey((await response.json()).overlaySecretKey);
      setState({ busy: false, error: '', done: true });
    } catch {
      setState({
        busy: false,
        error: 'Could not reach the server. Check your connection and try again.',
        done: false,
      });
    }
  };

  return (
    <div className="regenerate-key">
      <button type="button" className="button danger" onClick={regenerate} disabled={state.busy}>
        Regenerate overlay key
      </button>
      {state.done && (
        <span className="save-status success" role="status">
          New key made: update every overlay link in OBS and the Ko-fi webhook address.
        </span>
      )}
      {state.error && (
        <span className="save-status error" role="alert">
          {state.error}
        </span>
      )}
    </div>
  );
}
