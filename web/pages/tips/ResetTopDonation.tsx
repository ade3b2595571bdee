import { useState } from 'react';
import { Link } from 'react-router';
import { api, failureReason } from '../../api';
import { confirmFirst } from '../../components/ConfirmedAction';

/** Clears the carousel's top tip/cheer now; the next tip or cheer becomes the top. */
export function ResetTopDonation({ initiallyReset }: { initiallyReset: boolean }) {
  const [isReset, setIsReset] = useState(initiallyReset);
  const [error, setError] = useState('');

  async function reset() {
    if (!confirmFirst('Reset the top donation? The carousel stops showing it; this cannot be undone.'))
      return;
    setError('');
    try {
      const response = await api.events.removeEvent.$delete({ json: { type: 'top' } });
      if (!response.ok) return setError(await failureReason(response));
      setIsReset(true);
    } catch {
      setError('Could not reach the server. Check your connection and try again.');
    }
  }

  return (
    <div className="form">
      <p>
        Clear the top tip or cheer your carousel shows. To clear it on a schedule, choose a period on the{' '}
        <Link to="/settings/carousel">Event Carousel</Link> page.
      </p>
      <div className="row-actions start">
        <button type="button" className={`button ${isReset ? 'saved' : ''}`} onClick={() => void reset()}>
          Reset Top Donation
        </button>
        {isReset && !error && (
          <span className="save-status success" role="status">
            The top donation is reset; the next tip or cheer becomes the top.
          </span>
        )}
        {error && (
          <span className="save-status error" role="alert">
            {error}
          </span>
        )}
      </div>
    </div>
  );
}
