import { useId } from 'react';
import { maxFormatLength } from '../../../core/quotes/quote';
import { saveOutcome } from '../../api';
import { FieldMessage, useLengthLimit } from '../../components/field-check';
import { SaveStatus } from '../../components/SaveStatus';
import { useEditState } from '../../components/use-edit-state';

/** One format text with Save, saved through `save` (quote format or wallpaper format). */
export function FormatForm({
  label,
  initial,
  save,
  onSaved,
}: {
  label: string;
  initial: string;
  save: (text: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;
  onSaved?: () => void;
}) {
  const edit = useEditState({ text: initial });
  const id = useId();
  const limit = useLengthLimit<HTMLInputElement>(edit.value.text, maxFormatLength);
  return (
    <form className="form" onSubmit={edit.submit(async ({ text }) => saveOutcome(await save(text)), onSaved)}>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          {...limit.inputProps}
          aria-describedby={`${id}-message`}
          value={edit.value.text}
          required
          onChange={(e) => edit.change({ text: e.target.value })}
        />
        <FieldMessage id={`${id}-message`} message={limit.problem}>
          {limit.counter}
        </FieldMessage>
      </div>
      <div className="row-actions start">
        <button type="submit" className="button primary" disabled={edit.saving}>
          Save
        </button>
        <SaveStatus edited={edit.edited} saved={edit.saved} error={edit.error} />
      </div>
    </form>
  );
}
