import { useId, useState } from 'react';
import { formatQuoteDate, type Quote, type QuoteDateOrder } from '../../../core/quotes/quote';
import { api, failureReason, refusal } from '../../api';
import { confirmFirst } from '../../components/ConfirmedAction';
import { SaveStatus } from '../../components/SaveStatus';
import { type SaveOutcome, useEditState } from '../../components/use-edit-state';
import { QuoteTextField } from './QuoteTextField';

/** The quote as shown (`text`) and as being edited. */
type QuoteEdit = { text: string; editedText: string };

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
  const edit = useEditState<QuoteEdit>({ text: quote.text, editedText: quote.text });
  const id = useId();

  async function remove() {
    if (!confirmFirst(`Delete quote #${quote.number}? This cannot be undone.`)) return;
    const response = await api.quotes.$delete({ json: { number: quote.number } });
    if (response.ok) onDeleted(quote.number);
    else edit.setError(await failureReason(response));
  }

  async function save(value: QuoteEdit): Promise<SaveOutcome<QuoteEdit>> {
    const response = await api.quotes.$put({ json: { number: quote.number, editedText: value.editedText } });
    return response.ok ? { ok: true, next: { text: value.editedText.trim() } } : await refusal(response);
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
        <form className="form" onSubmit={edit.submit(save, () => setIsEditing(false))}>
          <QuoteTextField
            id={id}
            label={`Quote #${quote.number} text`}
            hideLabel
            value={edit.value.editedText}
            onChange={(editedText) => edit.change({ editedText })}
          />
          <button type="submit" className="button primary" disabled={edit.saving}>
            Save
          </button>
        </form>
      ) : (
        <p className="quote-text">{edit.value.text}</p>
      )}
      <p className="hint">
        By: {quote.submitter} · On: {formatQuoteDate(quote.timestamp, dateOrder)}
      </p>
    </li>
  );
}
