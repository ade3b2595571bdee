import { useEffect, useState } from 'react';
import { api, failureReason } from '../../api';
import { confirmFirst } from '../../components/ConfirmedAction';
import { healthChanged } from '../../components/use-health';

type BotStatus = { inChannel: boolean; pending: boolean; message: string };

/** Join/leave with the spec's pending state, but a failure is explained and can be retried. */
export function BotChannelStatus({
  initiallyConnected,
  onChange,
}: {
  initiallyConnected: boolean;
  /** Told when the bot joined (true) or left (false). */
  onChange?: (inChannel: boolean) => void;
}) {
  const [status, setStatus] = useState<BotStatus>({
    inChannel: initiallyConnected,
    pending: false,
    message: '',
  });
  const [error, setError] = useState('');

  // The notice's Join button joins too.
  useEffect(() => {
    const joined = () => setStatus({ inChannel: true, pending: false, message: '' });
    window.addEventListener('streambot:bot-joined', joined);
    return () => window.removeEventListener('streambot:bot-joined', joined);
  }, []);

  async function toggle() {
    if (status.pending) return;
    const joining = !status.inChannel;
    if (
      !joining &&
      !confirmFirst('Leave your Twitch channel? The bot stops answering chat until you join again.')
    )
      return;
    setStatus({ ...status, pending: true, message: 'Please wait...' });
    setError('');
    try {
      const response = await (joining ? api.twitch.botOn.$post() : api.twitch.botOff.$post());
      if (!response.ok) throw new Error(await failureReason(response));
      const body = await response.json();
      if (body.status && body.success) {
        setStatus({ inChannel: joining, pending: false, message: '' });
        onChange?.(joining);
        healthChanged();
        return;
      }
      throw new Error('reason' in body ? body.reason : 'Twitch did not confirm.');
    } catch (failure) {
      setStatus({ inChannel: !joining, pending: false, message: '' });
      setError(`${joining ? 'Joining' : 'Leaving'} failed: ${(failure as Error).message}`);
    }
  }

  return (
    <div className="bot-status">
      <p>
        Status:{' '}
        <strong data-testid="bot-connection">
          {status.pending ? status.message : status.inChannel ? 'Connected.' : 'Not connected.'}
        </strong>
      </p>
      <button
        type="button"
        className="button primary"
        onClick={() => void toggle()}
        aria-disabled={status.pending}
      >
        {status.pending
          ? 'Please wait...'
          : status.inChannel
            ? 'Leave Twitch Channel'
            : 'Join Twitch Channel'}
      </button>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
