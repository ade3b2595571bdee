import { useId, useState } from 'react';
import { formatQuoteDate, type Quote, type QuoteDateOrder } from '../../../core/quotes/quote';
import { api, failureReason, refusal } from '../../api';
import { confirmFirst } from '../../components/ConfirmedAction';
import { SaveStatus } from '../../components/SaveStatus';
import { useEditState } from '../../components/use-edit-state';

export function QuoteItem({
  quote,
  dateOrder,
  onDeleted,
}: {
  quote: Quote;
  /** The order the Get Quote reply writes dates in, so the page says the same. */
  dateOrder: QuoteDateOrder;
  onDeleted: (number: number) => void;
}) {
  const [isEditing, setIsEditing] = useState(false);
  const edit = useEditState({ text: quote.text, editedText: quote.text });
  const id = useId();

  async function remove() {
    if (!confirmFirst(`Delete quote #${quote.number}? This cannot be undone.`)) return;
    const response = await api.quotes.$delete({ json: { number: quote.number } });
    if (response.ok) onDeleted(quote.number);
    else edit.setError(await failureReason(response));
  }

  async function save() {
    const saved = await edit.save(async ({ editedText }) => {
      const response = await api.quotes.$put({ json: { number: quote.number, editedText } });
      return response.ok ? { ok: true, next: { text: editedText.trim() } } : await refusal(response);
    }, edit.value);
    if (saved) setIsEditing(false);
  }

  return (
    <li className="quote-item" aria-label={`Quote #${quote.number}`}>
      <div className="quote-head">
        <strong>#{quote.number}</strong>
        <span className="row-actions">
          <SaveStatus edited={false} saved={edit.saved && !isEditing} error={edit.error} />
          <button
            type="button"
            className="button subtle"
            onClick={() => {
              setIsEditing(!isEditing);
              edit.discard({ ...edit.value, editedText: edit.value.text });
            }}
          >
            {isEditing ? 'Cancel' : 'Edit'}
          </button>
          <button type="button" className="button subtle" onClick={() => void remove()}>
            Delete
          </button>
        </span>
      </div>
      {isEditing ? (
        <div className="form">
          <label htmlFor={id} className="visually-hidden">
            Quote #{quote.number} text
          </label>
          <textarea
            id={id}
            rows={2}
            maxLength={500}
            value={edit.value.editedText}
            onChange={(e) => edit.change({ editedText: e.target.value })}
          />
          <button
            type="button"
            className="button primary"
            disabled={!edit.value.editedText.trim() || edit.saving}
            onClick={() => void save()}
          >
            Save
          </button>
        </div>
      ) : (
        <p className="quote-text">{edit.value.text}</p>
      )}
      <p className="hint">
        By: {quote.submitter} · On: {formatQuoteDate(quote.timestamp, dateOrder)}
      </p>
    </li>
  );
}
