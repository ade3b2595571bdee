// Save and Reset of an overlay area's settings, with what happened to the last edit.
import './overlay-settings.css';
import { SaveStatus } from '../SaveStatus';

export function SaveBar({
  edited,
  saved,
  error,
  saving,
  onReset,
}: {
  edited: boolean;
  saved: boolean;
  error: string;
  saving: boolean;
  onReset: () => void;
}) {
  return (
    <div className="save-bar">
      <SaveStatus edited={edited} saved={saved} error={error} />
      <span className="row-actions">
        <button type="button" className="button subtle" onClick={onReset}>
          Reset
        </button>
        <button type="submit" className="button primary" disabled={saving}>
          Save
        </button>
      </span>
    </div>
  );
}
