import { useEffect, useId, useState } from 'react';
import { type CommandKind, type CommandType, venuesByDefault } from '../../../core/commands/command-types';
import { api, failureReason } from '../../api';
import { confirmRemoval } from '../../components/ConfirmedAction';
import { type CommandDraft, CommandEditor } from './CommandEditor';
import { CommandRow } from './CommandRow';

const sortOrders = {
  name: 'Name (A–Z)',
  used: 'Most used',
  added: 'Order added',
} as const;
type SortOrder = keyof typeof sortOrders;

/** Whether a command matches the search: its name, its reply or its type's name. */
function matches(draft: CommandDraft, search: string, typeLabel: string | undefined): boolean {
  const needle = search.trim().toLowerCase().replace(/^!/, '');
  if (!needle) return true;
  return [draft.command, draft.text, typeLabel ?? ''].some((text) => text.toLowerCase().includes(needle));
}

function sorted(rows: CommandDraft[], order: SortOrder): CommandDraft[] {
  if (order === 'added') return rows;
  return [...rows].sort((a, b) =>
    order === 'name'
      ? a.command.localeCompare(b.command, undefined, { sensitivity: 'base' })
      : b.numberOfTimesUsed - a.numberOfTimesUsed,
  );
}

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
    regularsOnly: false,
    vipsOnly: false,
    allowedUsers: [],
    hiddenOnPublicPage: false,
    ...venuesByDefault(type),
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
  reloadKey = 0,
}: {
  kind: CommandKind;
  types: CommandType[];
  addLabel: string;
  /** A change reloads the list (after "Add the usual commands"). */
  reloadKey?: number;
}) {
  const [rows, setRows] = useState<CommandDraft[] | null>(null);
  const [loadError, setLoadError] = useState('');
  const [search, setSearch] = useState('');
  const [order, setOrder] = useState<SortOrder>('name');
  // Saved commands show as compact rows; these are open in the full editor.
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const id = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey asks for a fresh load
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
  }, [kind, reloadKey]);

  /** `edited`: the row's editor holds changes; a new row left as it was goes without a question. */
  async function remove(draft: CommandDraft, edited = false): Promise<string | null> {
    const name = draft.command ? ` !${draft.command}` : '';
    const question = `Delete the command${name}? This cannot be undone.`;
    if (!confirmRemoval(question, { saved: Boolean(draft._id), edited })) return null;
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
  const typeLabel = (type: string) => types.find((t) => t.type === type)?.label;
  const setOpenRow = (key: string, isOpen: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (isOpen) next.add(key);
      else next.delete(key);
      return next;
    });
  const replaceRow = (draft: CommandDraft) =>
    setRows((current) => current?.map((row) => (row.key === draft.key ? draft : row)) ?? null);
  // Rows loaded with the page are searched and sorted; rows added on this visit stay last, open.
  const loaded = rows.filter((row) => !row.key.startsWith('new-'));
  const added = rows.filter((row) => row.key.startsWith('new-'));
  const shown = sorted(
    loaded.filter((row) => matches(row, search, typeLabel(row.type))),
    order,
  );

  return (
    <div className="command-list">
      {loaded.length > 0 && (
        <div className="command-tools">
          <div className="field">
            <label htmlFor={`${id}-search`}>Search</label>
            <input
              id={`${id}-search`}
              type="search"
              value={search}
              placeholder="Name or reply"
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-sort`}>Sort by</label>
            <select
              id={`${id}-sort`}
              value={order}
              onChange={(event) => setOrder(event.target.value as SortOrder)}
            >
              {Object.entries(sortOrders).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <span className="hint" role="status">
            {shown.length === loaded.length
              ? `${loaded.length} ${loaded.length === 1 ? 'command' : 'commands'}`
              : `${shown.length} of ${loaded.length} commands`}
          </span>
        </div>
      )}
      {rows.length === 0 && <p className="hint">No commands yet. Add your first one below.</p>}
      {loaded.length > 0 && shown.length === 0 && <p className="hint">No command matches “{search}”.</p>}
      {[...shown, ...added].map((draft) =>
        draft._id && !draft.key.startsWith('new-') && !open.has(draft.key) ? (
          <CommandRow
            key={draft.key}
            draft={draft as CommandDraft & { _id: string }}
            onChanged={replaceRow}
            onEdit={() => setOpenRow(draft.key, true)}
            onDelete={remove}
          />
        ) : (
          <CommandEditor
            key={draft.key}
            draft={draft}
            types={types}
            onDelete={remove}
            onSaved={(saved) => replaceRow({ ...saved, key: draft.key })}
            onClose={draft.key.startsWith('new-') ? undefined : () => setOpenRow(draft.key, false)}
          />
        ),
      )}
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
