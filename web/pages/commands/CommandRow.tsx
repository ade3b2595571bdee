// A saved command as one compact row: its name, what it does, and its switches (Twitch, Discord),
// which save at once; Edit opens the full editor in its place.
import { useState } from 'react';
import { commandTypeOf } from '../../../core/commands/command-types';
import { api, failureReason } from '../../api';
import type { CommandDraft } from './CommandEditor';
import { commandBody } from './CommandEditor';

const switches = [
  ['enabledInTwitch', 'Twitch'],
  ['enabledInDiscord', 'Discord'],
] as const;

/** Who may use the command, as the gate reads its flags: the first one on decides. */
function whoMayUse(draft: CommandDraft): string {
  if (draft.needsMod) return 'Mods';
  if (draft.vipsOnly) return 'VIPs';
  if (draft.subsOnly) return 'Subs';
  if (draft.regularsOnly) return 'Regulars';
  if (draft.followersOnly) return 'Followers';
  return '';
}

/** The Users option in a tag: the first logins, and how many more. */
function listedUsers(logins: readonly string[]): string {
  if (logins.length === 0) return '';
  const shown = logins.slice(0, 3).join(', ');
  return `Users: ${shown}${logins.length > 3 ? ` +${logins.length - 3}` : ''}`;
}

export function CommandRow({
  draft,
  onChanged,
  onEdit,
  onDelete,
}: {
  draft: CommandDraft & { _id: string };
  onChanged: (draft: CommandDraft) => void;
  onEdit: () => void;
  onDelete: (draft: CommandDraft) => Promise<string | null>;
}) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const type = commandTypeOf(draft.type);
  const who = whoMayUse(draft);
  const listed = listedUsers(draft.allowedUsers);

  async function flip(flag: (typeof switches)[number][0], on: boolean) {
    const next = { ...draft, [flag]: on };
    setBusy(true);
    setError('');
    // The switch moves at once and moves back if the server refuses.
    onChanged(next);
    try {
      const response = await api.commands.$put({
        json: { format: 'update', command: { ...commandBody(next), _id: draft._id } },
      });
      if (!response.ok) {
        onChanged(draft);
        setError(await failureReason(response));
      }
    } catch {
      onChanged(draft);
      setError('Could not reach the server. Check your connection and try again.');
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    const reason = await onDelete(draft);
    if (reason) setError(reason);
  }

  return (
    <form
      className="command-compact"
      aria-label={`Command !${draft.command}`}
      onSubmit={(event) => event.preventDefault()}
    >
      <button type="button" className="command-name link-button" aria-expanded={false} onClick={onEdit}>
        !{draft.command}
      </button>
      <span className="command-summary" title={type?.kind === 'text' ? draft.text : type?.description}>
        {type?.kind === 'text' ? draft.text : type?.label}
      </span>
      <span className="command-switches">
        {who && <span className="tag">{who}</span>}
        {listed && <span className="tag">{listed}</span>}
        {draft.hiddenOnPublicPage && <span className="tag">Hidden on public page</span>}
        {switches.map(([flag, label]) => (
          <label key={flag} className="checkbox switch">
            <input
              type="checkbox"
              checked={draft[flag]}
              disabled={busy}
              aria-label={`!${draft.command} on ${label}`}
              onChange={(event) => void flip(flag, event.target.checked)}
            />
            <span aria-hidden="true">{label}</span>
          </label>
        ))}
        <span className="hint">{draft.numberOfTimesUsed}×</span>
      </span>
      <span className="row-actions">
        {error && (
          <span className="save-status error" role="alert">
            {error}
          </span>
        )}
        <button type="button" className="button subtle" onClick={onEdit}>
          Edit
        </button>
        <button type="button" className="button subtle" onClick={() => void remove()}>
          Delete
        </button>
      </span>
    </form>
  );
}
