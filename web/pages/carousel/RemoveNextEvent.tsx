import { useState } from 'react';
import { type RemovableType, removableTypes } from '../../../core/carousel/carousel-queues';
import { api, failureReason } from '../../api';
import { confirmFirst } from '../../components/ConfirmedAction';

const labels: Record<RemovableType, string> = {
  follow: 'Follow',
  bit: 'Bit',
  sub: 'Sub',
  donation: 'Donation',
  top: 'Top',
};

/** One button per kind: drops the event the carousel would show next for it. */
export function RemoveNextEvent() {
  const [removed, setRemoved] = useState<Partial<Record<RemovableType, boolean>>>({});
  const [error, setError] = useState('');

  async function remove(type: RemovableType) {
    if (!confirmFirst(`Remove the next ${labels[type]} from the carousel? This cannot be undone.`)) return;
    setError('');
    setRemoved((current) => ({ ...current, [type]: false }));
    try {
      const response = await api.events.removeEvent.$delete({ json: { type } });
      if (!response.ok) return setError(await failureReason(response));
      setRemoved((current) => ({ ...current, [type]: true }));
    } catch {
      setError('Could not reach the server. Check your connection and try again.');
    }
  }

  return (
    <div className="form">
      <p>Remove the event the carousel would show next for a kind, such as a test or an unwanted name.</p>
      <div className="remove-buttons">
        {(Object.keys(removableTypes) as RemovableType[]).map((type) => (
          <button
            key={type}
            type="button"
            className={`button ${removed[type] ? 'saved' : ''}`}
            aria-label={`Remove next ${labels[type]}`}
            onClick={() => void remove(type)}
          >
            {labels[type]}
            {removed[type] && <span aria-hidden="true"> ✓</span>}
          </button>
        ))}
      </div>
      {Object.values(removed).some(Boolean) && !error && (
        <p className="success" role="status">
          Removed. Open overlays update at once.
        </p>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
