import { useId } from 'react';
import { api, refusal } from '../../api';
import { SaveRow } from '../../components/SaveStatus';
import { useEditState } from '../../components/use-edit-state';
import { QuoteTextField } from './QuoteTextField';

/** Adds a quote from the page, as `!addquote` does in chat; the streamer is its submitter. */
export function AddQuoteForm({ onAdded }: { onAdded: () => void }) {
  const edit = useEditState({ text: '' });
  const id = useId();
  return (
    <form
      className="form add-quote"
      aria-label="Add a quote"
      onSubmit={edit.submit(async ({ text }) => {
        const response = await api.quotes.$post({ json: { text } });
        return response.ok ? { ok: true, next: { text: '' } } : await refusal(response);
      }, onAdded)}
    >
      <QuoteTextField
        id={id}
        label="New quote"
        value={edit.value.text}
        onChange={(text) => edit.change({ text })}
      />
      <SaveRow edit={edit} />
    </form>
  );
}
