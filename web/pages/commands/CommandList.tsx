import { useEffect, useState } from 'react';
import type { CommandKind, CommandType } from '../../../core/commands/command-types';
import { api, failureReason } from '../../api';
import { confirmFirst } from '../../components/ConfirmedAction';
import { type CommandDraft, CommandEditor } from './CommandEditor';

let newRowCounter = 0;

function blankCommand(type: CommandType): CommandDraft {
  return {
    key: `new-${++newRowCounter}`,
    command: type.kind === 'text' ? '' : type.type,
    type: type.type,
    text: '',
    needsMod: type.modsOnlyByDefault === true,
    followersOnly: false,
    subsOnly: false,
    enabledInTwitch: true,
    enabledInDiscord: false,
    cooldownSeconds: 0,
    numberOfTimesUsed: 0,
    textCommand: type.kind === 'text',
    quoteCommand: type.kind === 'quote',
  };
}

/** The streamer's commands of one kind, with add, save and delete. */
export function CommandList({
  kind,
  types,
  addLabel,
}: {
  kind: CommandKind;
  types: CommandType[];
  addLabel: string;
}) {
  const [rows, setRows] = useState<CommandDraft[] | null>(null);
  const [loadError, setLoadError] = useState('');

  useEffect(() => {
    // A stale load (React runs effects twice in development) must not replace rows added since.
    let isCurrent = true;
    api.commands
      .$get()
      .then(async (response) => {
        if (!response.ok) throw new Error(await failureReason(response));
        const { commands } = await response.json();
        const ofKind = commands.filter((c) =>
          kind === 'text'
            ? c.textCommand
            : kind === 'quote'
              ? c.quoteCommand
              : !c.textCommand && !c.quoteCommand,
        );
        if (isCurrent) setRows(ofKind.map((c) => ({ ...c, key: c._id })));
      })
      .catch((error: Error) => isCurrent && setLoadError(error.message || 'Could not load your commands.'));
    return () => {
      isCurrent = false;
    };
  }, [kind]);

  async function remove(draft: CommandDraft): Promise<string | null> {
    const name = draft.command ? ` !${draft.command}` : '';
    if (!confirmFirst(`Delete the command${name}? This cannot be undone.`)) return null;
    if (draft._id) {
      const response = await api.commands.$delete({
        json: { format: 'delete', command: { _id: draft._id } },
      });
      if (!response.ok) return failureReason(response);
    }
    setRows((current) => current?.filter((row) => row.key !== draft.key) ?? null);
    return null;
  }

  if (loadError)
    return (
      <p className="error" role="alert">
        {loadError}
      </p>
    );
  if (!rows) return <p className="loading">Loading commands…</p>;
  const firstType = types[0] as CommandType;

  return (
    <div className="command-list">
      {rows.length === 0 && <p className="hint">No commands yet. Add your first one below.</p>}
      {rows.map((draft) => (
        <CommandEditor key={draft.key} draft={draft} types={types} onDelete={remove} />
      ))}
      <button
        type="button"
        className="button"
        onClick={() => setRows((current) => [...(current ?? []), blankCommand(firstType)])}
      >
        {addLabel}
      </button>
    </div>
  );
}
