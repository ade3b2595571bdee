// "Regenerate overlay key": for a key that leaked (shown on stream, shared by mistake). The old key
// stops at once, so every overlay link in OBS and the Ko-fi webhook address must be updated.
import { api, failureReason } from '../../api';
import { ConfirmedAction } from '../ConfirmedAction';

export function RegenerateOverlayKey({ onNewKey }: { onNewKey: (overlaySecretKey: string) => void }) {
  return (
    <ConfirmedAction
      label="Regenerate overlay key"
      question="Make a new overlay key? Every overlay link in OBS and your Ko-fi webhook address stop working at once, until you paste the new ones."
      run={async () => {
        const response = await api.overlay.regenerateKey.$post();
        if (!response.ok) return { ok: false, reason: await failureReason(response) };
        onNewKey((await response.json()).overlaySecretKey);
        return {
          ok: true,
          message: 'New key made: update every overlay link in OBS and the Ko-fi webhook address.',
        };
      }}
    />
  );
}
