import { maxFormatLength } from '../../../core/quotes/quote';
import { saveOutcome } from '../../api';
import { SaveRow } from '../../components/SaveStatus';
import { TextField } from '../../components/SettingFields';
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
  return (
    <form className="form" onSubmit={edit.submit(async ({ text }) => saveOutcome(await save(text)), onSaved)}>
      <TextField
        label={label}
        value={edit.value.text}
        required
        maxLength={maxFormatLength}
        onChange={(text) => edit.change({ text })}
      />
      <SaveRow edit={edit} />
    </form>
  );
}
