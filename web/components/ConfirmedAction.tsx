// A button for something the streamer cannot take back (reset progress, a new overlay key): it asks
// first, then says what happened, or why it did not.
import { useState } from 'react';

/** What the action did: its message on success, or the server's reason. */
export type ActionOutcome = { ok: true; message: string } | { ok: false; reason: string };

export function ConfirmedAction({
  label,
  question,
  run,
}: {
  label: string;
  /** Asked before anything happens; Cancel does nothing. */
  question: string;
  run: () => Promise<ActionOutcome>;
}) {
  const [state, setState] = useState<{ busy: boolean; outcome: ActionOutcome | null }>({
    busy: false,
    outcome: null,
  });

  const act = async () => {
    if (!window.confirm(question)) return;
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
      <button type="button" className="button danger" onClick={act} disabled={state.busy}>
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
