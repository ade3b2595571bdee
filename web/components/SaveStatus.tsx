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
