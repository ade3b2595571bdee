import { useId, useState } from 'react';
import {
  type Command,
  commandKeywordSchema,
  commandTextSchema,
  cooldownSchema,
  maxCommandTextLength,
  maxCooldownSeconds,
} from '../../../core/commands/command';
import {
  type CommandType,
  commandTypeOf,
  usageOf,
  venuesByDefault,
} from '../../../core/commands/command-types';
import { api, refusal, saveOutcome } from '../../api';
import { confirmFirst } from '../../components/ConfirmedAction';
import { FieldMessage, fieldProblem, lengthCounter, useFieldValidity } from '../../components/field-check';
import { SaveStatus } from '../../components/SaveStatus';
import type { SaveOutcome } from '../../components/use-edit-state';
import { useEditState } from '../../components/use-edit-state';
import { AllowedUsersField } from './AllowedUsersField';

/** A command row as the page holds it: `_id` is absent until the first save. */
export type CommandDraft = Omit<Command, '_id'> & { _id?: string; key: string };

const flags = [
  ['needsMod', 'Mods Only'],
  ['vipsOnly', 'VIPs Only'],
  ['subsOnly', 'Subs Only'],
  ['regularsOnly', 'Regulars Only'],
  ['followersOnly', 'Followers Only'],
  ['enabledInTwitch', 'Twitch'],
  ['enabledInDiscord', 'Discord'],
  ['hiddenOnPublicPage', 'Hide on the public page'],
] as const;

/** What the API takes of a command the page holds. */
export function commandBody(draft: CommandDraft) {
  const { key: _key, numberOfTimesUsed: _uses, textCommand: _t, quoteCommand: _q, _id, ...command } = draft;
  return command;
}

async function saveCommand(draft: CommandDraft): Promise<SaveOutcome<CommandDraft>> {
  const command = commandBody(draft);
  if (draft._id) {
    const response = await api.commands.$put({
      json: { format: 'update', command: { ...command, _id: draft._id } },
    });
    return saveOutcome(response);
  }
  const response = await api.commands.$post({ json: { format: 'add', command } });
  if (!response.ok) return refusal(response);
  const { id } = await response.json();
  return { ok: true, next: { _id: id } };
}

export function CommandEditor({
  draft,
  types,
  onDelete,
  onSaved,
  onClose,
}: {
  draft: CommandDraft;
  /** The types this page offers; a single type hides the select. */
  types: CommandType[];
  onDelete: (draft: CommandDraft, edited: boolean) => Promise<string | null>;
  /** The list learns the saved command, so its compact row shows it. */
  onSaved?: (draft: CommandDraft) => void;
  /** Folds the editor back into its compact row (saved commands only). */
  onClose?: () => void;
}) {
  const edit = useEditState(draft);
  const command = edit.value;
  const type = commandTypeOf(command.type);
  const isText = type?.kind === 'text';
  const id = useId();
  const [droppedBang, setDroppedBang] = useState(false);
  // Each field says what is wrong as it is typed, in the server's words (field-check.tsx).
  const keywordProblem = command.command
    ? fieldProblem(commandKeywordSchema, command.command, 'The command name')
    : '';
  const textProblem = isText ? fieldProblem(commandTextSchema, command.text, 'The reply') : '';
  const cooldownProblem = fieldProblem(cooldownSchema, command.cooldownSeconds, 'The cooldown');
  const keywordRef = useFieldValidity<HTMLInputElement>(keywordProblem);
  const textRef = useFieldValidity<HTMLTextAreaElement>(textProblem);
  const cooldownRef = useFieldValidity<HTMLInputElement>(cooldownProblem);

  /** The ! before a name is the page's own: a typed one is dropped, and the page says so. */
  function changeKeyword(typed: string) {
    const name = typed.replace(/^\s*!+/, '');
    setDroppedBang(name !== typed.replace(/^\s*/, ''));
    edit.change({ command: name });
  }

  /** A new type brings its own defaults: its keyword (unless one was typed), who may use it and where. */
  function changeType(next: string) {
    const nextType = commandTypeOf(next);
    const keywordIsDefault = !command.command || command.command === type?.placeholder;
    edit.change({
      type: next,
      needsMod: nextType?.modsOnlyByDefault === true,
      ...venuesByDefault(nextType),
      ...(keywordIsDefault && nextType ? { command: nextType.placeholder } : {}),
    });
  }

  async function remove() {
    const reason = await onDelete(command, edit.edited);
    if (reason) edit.setError(reason);
  }

  return (
    <form
      className="command-row"
      aria-label={`Command !${command.command || 'new'}`}
      onSubmit={edit.submit(async (value) => {
        const outcome = await saveCommand(value);
        if (outcome.ok) onSaved?.({ ...value, ...outcome.next });
        return outcome;
      })}
    >
      <div className="command-main">
        <div className="field keyword-field">
          <label htmlFor={`${id}-keyword`}>Command</label>
          <div className="keyword-input">
            <span aria-hidden="true">!</span>
            <input
              id={`${id}-keyword`}
              ref={keywordRef}
              name="command"
              value={command.command}
              placeholder={type?.placeholder}
              required
              aria-invalid={keywordProblem ? true : undefined}
              aria-describedby={`${id}-keyword-message`}
              onChange={(e) => changeKeyword(e.target.value)}
            />
          </div>
          <FieldMessage id={`${id}-keyword-message`} message={keywordProblem}>
            {droppedBang && `The ! is added for you: saved as !${command.command}`}
          </FieldMessage>
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
              ref={textRef}
              name="text"
              value={command.text}
              rows={2}
              required
              placeholder="Hi {username}! Join our Discord: …"
              aria-invalid={textProblem ? true : undefined}
              aria-describedby={`${id}-text-message`}
              onChange={(e) => edit.change({ text: e.target.value })}
            />
            <FieldMessage id={`${id}-text-message`} message={textProblem}>
              {lengthCounter(command.text.length, maxCommandTextLength)}
            </FieldMessage>
          </div>
        )}
      </div>
      {type && !isText && (
        <p className="hint type-help">
          <code>{usageOf(type, command.command || type.placeholder)}</code> {type.description}
        </p>
      )}
      <AllowedUsersField
        id={id}
        value={command.allowedUsers}
        onChange={(allowedUsers) => edit.change({ allowedUsers })}
      />
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
        <span className="cooldown-field">
          <label className="checkbox">
            Cooldown (s)
            <input
              type="number"
              className="narrow"
              ref={cooldownRef}
              name="cooldownSeconds"
              min={0}
              max={maxCooldownSeconds}
              value={Number.isNaN(command.cooldownSeconds) ? '' : command.cooldownSeconds}
              aria-invalid={cooldownProblem ? true : undefined}
              aria-describedby={`${id}-cooldown-message`}
              onChange={(e) =>
                edit.change({ cooldownSeconds: e.target.value === '' ? 0 : Number(e.target.value) })
              }
            />
          </label>
          <FieldMessage id={`${id}-cooldown-message`} message={cooldownProblem} />
        </span>
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
          {onClose && command._id && (
            <button
              type="button"
              className="button subtle"
              aria-expanded={true}
              onClick={() => {
                if (edit.edited && !confirmFirst('Close this command and lose your unsaved changes?')) return;
                onClose();
              }}
            >
              Close
            </button>
          )}
        </span>
      </div>
    </form>
  );
}
