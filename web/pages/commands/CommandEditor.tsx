import { useId } from 'react';
import type { Command } from '../../../core/commands/command';
import { type CommandType, commandTypeOf, usageOf } from '../../../core/commands/command-types';
import { api, failureReason, saveOutcome } from '../../api';
import { SaveStatus } from '../../components/SaveStatus';
import type { SaveOutcome } from '../../components/use-edit-state';
import { useEditState } from '../../components/use-edit-state';

/** A command row as the page holds it: `_id` is absent until the first save. */
export type CommandDraft = Omit<Command, '_id'> & { _id?: string; key: string };

const flags = [
  ['needsMod', 'Mods Only'],
  ['subsOnly', 'Subs Only'],
  ['followersOnly', 'Followers Only'],
  ['enabledInTwitch', 'Twitch'],
  ['enabledInDiscord', 'Discord'],
] as const;

async function saveCommand(draft: CommandDraft): Promise<SaveOutcome<CommandDraft>> {
  const { key: _key, numberOfTimesUsed: _uses, textCommand: _t, quoteCommand: _q, ...command } = draft;
  if (draft._id) {
    const response = await api.commands.$put({
      json: { format: 'update', command: { ...command, _id: draft._id } },
    });
    return saveOutcome(response);
  }
  const response = await api.commands.$post({ json: { format: 'add', command } });
  if (!response.ok) return { ok: false, reason: await failureReason(response) };
  const { id } = await response.json();
  return { ok: true, next: { _id: id } };
}

export function CommandEditor({
  draft,
  types,
  onDelete,
}: {
  draft: CommandDraft;
  /** The types this page offers; a single type hides the select. */
  types: CommandType[];
  onDelete: (draft: CommandDraft) => Promise<string | null>;
}) {
  const edit = useEditState(draft);
  const command = edit.value;
  const type = commandTypeOf(command.type);
  const isText = type?.kind === 'text';
  const id = useId();

  /** A new type brings its own defaults: its keyword (unless one was typed) and who may use it. */
  function changeType(next: string) {
    const nextType = commandTypeOf(next);
    const keywordIsDefault = !command.command || command.command === type?.placeholder;
    edit.change({
      type: next,
      needsMod: nextType?.modsOnlyByDefault === true,
      ...(keywordIsDefault && nextType ? { command: nextType.placeholder } : {}),
    });
  }

  async function remove() {
    const reason = await onDelete(command);
    if (reason) edit.setError(reason);
  }

  return (
    <form
      className="command-row"
      aria-label={`Command !${command.command || 'new'}`}
      onSubmit={edit.submit(saveCommand)}
    >
      <div className="command-main">
        <div className="field keyword-field">
          <label htmlFor={`${id}-keyword`}>Command</label>
          <div className="keyword-input">
            <span aria-hidden="true">!</span>
            <input
              id={`${id}-keyword`}
              value={command.command}
              placeholder={type?.placeholder}
              maxLength={33}
              required
              onChange={(e) => edit.change({ command: e.target.value.replace(/\s/g, '') })}
            />
          </div>
        </div>
        {types.length > 1 && (
          <div className="field">
            <label htmlFor={`${id}-type`}>Type</label>
            <select id={`${id}-type`} value={command.type} onChange={(e) => changeType(e.target.value)}>
              {types.map((option) => (
                <option key={option.type} value={option.type}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        )}
        {isText && (
          <div className="field grow">
            <label htmlFor={`${id}-text`}>Reply</label>
            <textarea
              id={`${id}-text`}
              value={command.text}
              rows={2}
              maxLength={2000}
              required
              placeholder="Hi {username}! Join our Discord: …"
              onChange={(e) => edit.change({ text: e.target.value })}
            />
          </div>
        )}
      </div>
      {type && !isText && (
        <p className="hint type-help">
          <code>{usageOf(type, command.command || type.placeholder)}</code> {type.description}
        </p>
      )}
      <div className="command-options">
        {flags.map(([flag, label]) => (
          <label key={flag} className="checkbox">
            <input
              type="checkbox"
              checked={command[flag]}
              onChange={(e) => edit.change({ [flag]: e.target.checked })}
            />
            {label}
          </label>
        ))}
        <label className="checkbox">
          Cooldown (s)
          <input
            type="number"
            className="narrow"
            min={0}
            max={3600}
            step={1}
            value={command.cooldownSeconds}
            onChange={(e) =>
              edit.change({ cooldownSeconds: Math.max(0, Math.trunc(Number(e.target.value) || 0)) })
            }
          />
        </label>
        <span className="hint">
          Used {command.numberOfTimesUsed} {command.numberOfTimesUsed === 1 ? 'time' : 'times'}
        </span>
        <span className="row-actions">
          <SaveStatus edited={edit.edited} saved={edit.saved} error={edit.error} />
          <button type="submit" className="button primary" disabled={edit.saving}>
            Save
          </button>
          <button type="button" className="button subtle" onClick={() => void remove()}>
            Delete
          </button>
        </span>
      </div>
    </form>
  );
}
