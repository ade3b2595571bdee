// "Add the usual commands": the starter set (core/commands/starter-commands.ts) in one click, skipping
// any name the channel already uses, then says what was added and what was skipped.
import { useState } from 'react';
import { missingStarterCommands, starterCommands } from '../../../core/commands/starter-commands';
import { api, failureReason } from '../../api';

export function UsualCommands({ onAdded }: { onAdded: () => void }) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function addUsual() {
    setBusy(true);
    setMessage(null);
    try {
      const response = await api.commands.$get();
      if (!response.ok) return setMessage({ ok: false, text: await failureReason(response) });
      const { commands } = await response.json();
      const missing = missingStarterCommands(commands.map((command) => command.command));
      const added: string[] = [];
      for (const command of missing) {
        const answer = await api.commands.$post({ json: { format: 'add', command } });
        if (!answer.ok) {
          setMessage({ ok: false, text: `Added ${added.length}; then: ${await failureReason(answer)}` });
          return;
        }
        added.push(`!${command.command}`);
      }
      const skipped = starterCommands.length - missing.length;
      setMessage({
        ok: true,
        text: added.length
          ? `Added ${added.join(', ')}.${skipped ? ` Skipped ${skipped} you already have.` : ''} Text commands are listed here, the others under Chat Functions and Quotes.`
          : 'You already have all the usual commands.',
      });
      if (added.length) onAdded();
    } catch {
      setMessage({ ok: false, text: 'Could not reach the server. Check your connection and try again.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="usual-commands">
      <button type="button" className="button" disabled={busy} onClick={() => void addUsual()}>
        Add the usual commands
      </button>
      <span className="hint">
        {starterCommands.map((command) => `!${command.command}`).join(', ')}: ones you already have are
        skipped.
      </span>
      {message && (
        <p className={message.ok ? 'success' : 'error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
    </div>
  );
}
