import { useId } from 'react';
import { saveOutcome } from '../../api';
import { SaveStatus } from '../../components/SaveStatus';
import { useEditState } from '../../components/use-edit-state';

/** One format text with Submit, saved through `save` (quote format or wallpaper format). */
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
  return (
    <form className="form" onSubmit={edit.submit(async ({ text }) => saveOutcome(await save(text)), onSaved)}>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          value={edit.value.text}
          maxLength={500}
          required
          onChange={(e) => edit.change({ text: e.target.value })}
        />
      </div>
      <div className="row-actions start">
        <button type="submit" className="button primary" disabled={edit.saving}>
          Submit
        </button>
        <SaveStatus edited={edit.edited} saved={edit.saved} error={edit.error} />
      </div>
    </form>
  );
}
