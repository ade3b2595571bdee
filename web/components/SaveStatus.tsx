/** What happened to the last edit: unsaved, saved, or why saving failed. */
export function SaveStatus({ edited, saved, error }: { edited: boolean; saved: boolean; error: string }) {
  if (error) {
    return (
      <span className="save-status error" role="alert">
        {error}
      </span>
    );
  }
  if (edited) return <span className="save-status">Unsaved changes</span>;
  if (saved) {
    return (
      <span className="save-status success" role="status">
        Saved
      </span>
    );
  }
  return null;
}

/** A form's Save button and what happened to its last edit, in one row under the form's fields. */
export function SaveRow({
  edit,
  label = 'Save',
}: {
  edit: { edited: boolean; saved: boolean; saving: boolean; error: string };
  label?: string;
}) {
  return (
    <div className="row-actions start">
      <button type="submit" className="button primary" disabled={edit.saving}>
        {label}
      </button>
      <SaveStatus edited={edit.edited} saved={edit.saved} error={edit.error} />
    </div>
  );
}
