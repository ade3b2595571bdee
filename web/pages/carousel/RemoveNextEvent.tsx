import { useState } from 'react';
import { type RemovableType, removableTypes } from '../../../core/carousel/carousel-queues';
import { removedItemText } from '../../../core/carousel/carousel-text';
import { api, failureReason } from '../../api';
import { confirmFirst } from '../../components/ConfirmedAction';

const labels: Record<RemovableType, string> = {
  follow: 'Follow',
  bit: 'Bit',
  sub: 'Sub',
  donation: 'Donation',
  top: 'Top',
};

/** The kind in the words of the answer: "the carousel has no cheer to show". */
const kindWords: Record<RemovableType, string> = {
  follow: 'follow',
  bit: 'cheer',
  sub: 'sub',
  donation: 'tip',
  top: 'top tip or cheer',
};

/** One button per kind: drops the event the carousel would show next for it and says which it was. */
export function RemoveNextEvent() {
  const [removed, setRemoved] = useState<Partial<Record<RemovableType, boolean>>>({});
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);

  async function remove(type: RemovableType) {
    if (!confirmFirst(`Remove the next ${labels[type]} from the carousel? This cannot be undone.`)) return;
    setAnswer(null);
    setRemoved((current) => ({ ...current, [type]: false }));
    try {
      const response = await api.events.removeEvent.$delete({ json: { type } });
      if (!response.ok) return setAnswer({ ok: false, text: await failureReason(response) });
      const body = await response.json();
      setRemoved((current) => ({ ...current, [type]: true }));
      const text = removedItemText(kindWords[type], body.removed);
      setAnswer({ ok: true, text: body.removed ? `${text} Open overlays update at once.` : text });
    } catch {
      setAnswer({ ok: false, text: 'Could not reach the server. Check your connection and try again.' });
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
      {answer && (
        <p className={answer.ok ? 'success' : 'error'} role={answer.ok ? 'status' : 'alert'}>
          {answer.text}
        </p>
      )}
    </div>
  );
}
