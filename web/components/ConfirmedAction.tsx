// The one confirmation of the dashboard: everything the streamer cannot take back (deleting a
// command, quote, reply or token, renumbering quotes, resetting a count, leaving the channel) asks
// first with `confirmFirst` (rows with `confirmRemoval`, which lets a blank new row go without asking);
// `ConfirmedAction` is the button that asks, then says what happened.
import { useState } from 'react';

/** Asks before a destructive action; false (Cancel) means nothing may happen. */
export function confirmFirst(question: string): boolean {
  return window.confirm(question);
}

/**
 * Asks before deleting a row, unless nothing would be lost: a row never saved and left as it was added
 * goes without a question.
 */
export function confirmRemoval(question: string, row: { saved: boolean; edited: boolean }): boolean {
  return (!row.saved && !row.edited) || confirmFirst(question);
}

/** What the action did: its message on success, or the server's reason. */
export type ActionOutcome = { ok: true; message: string } | { ok: false; reason: string };

export function ConfirmedAction({
  label,
  question,
  run,
  className = 'button danger',
}: {
  label: string;
  /** The button's look; a danger button unless said otherwise. */
  className?: string;
  /** Asked before anything happens; Cancel does nothing. */
  question: string;
  run: () => Promise<ActionOutcome>;
}) {
  const [state, setState] = useState<{ busy: boolean; outcome: ActionOutcome | null }>({
    busy: false,
    outcome: null,
  });

  const act = async () => {
    if (!confirmFirst(question)) return;
    setState({ busy: true, outcome: null });
    const outcome = await run().catch(
      (): ActionOutcome => ({
        ok: false,
        reason: 'Could not reach the server. Check your connection and try again.',
      }),
    );
    setState({ busy: false, outcome });
  };

  const { outcome } = state;
  return (
    <div className="row-actions start confirmed-action">
      <button type="button" className={className} onClick={act} disabled={state.busy}>
        {label}
      </button>
      {outcome?.ok && (
        <span className="save-status success" role="status">
          {outcome.message}
        </span>
      )}
      {outcome && !outcome.ok && (
        <span className="save-status error" role="alert">
          {outcome.reason}
        </span>
      )}
    </div>
  );
}
