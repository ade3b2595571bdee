import { useState } from 'react';
import {
  defaultReactionTexts,
  maxReactions,
  type Reaction,
  type ReactionEventType,
} from '../../../core/reactions/reaction';
import { api, failureReason } from '../../api';
import { type ReactionDraft, ReactionEditor } from './ReactionEditor';
import { ReactionTypeSelect } from './ReactionTypeSelect';

let newRowCounter = 0;

/** The channel's reactions, with add (up to the limit), save, test and delete per row. */
export function ReactionList({ initial }: { initial: Reaction[] }) {
  const [rows, setRows] = useState<ReactionDraft[]>(() => initial.map((r) => ({ ...r, key: r._id })));
  const [newType, setNewType] = useState<ReactionEventType>('follow');
  const isFull = rows.length >= maxReactions;

  async function remove(draft: ReactionDraft): Promise<string | null> {
    if (draft._id) {
      const response = await api.triggeredEvent.$delete({ json: { _id: draft._id } });
      if (!response.ok) return failureReason(response);
    }
    setRows((current) => current.filter((row) => row.key !== draft.key));
    return null;
  }

  function add() {
    setRows((current) => [
      ...current,
      {
        key: `new-${++newRowCounter}`,
        eventType: newType,
        text: defaultReactionTexts[newType],
        enabled: true,
      },
    ]);
  }

  return (
    <div className="command-list">
      {rows.length === 0 && <p className="hint">No reactions yet: add one below.</p>}
      {rows.map((draft) => (
        <ReactionEditor key={draft.key} draft={draft} onDelete={remove} />
      ))}
      <div className="add-reaction">
        <ReactionTypeSelect label="New reaction's event" value={newType} onChange={setNewType} />
        <button type="button" className="button" disabled={isFull} onClick={add}>
          Add reaction
        </button>
        <span className="hint" data-testid="reaction-count">
          {rows.length} of {maxReactions}
          {isFull ? ': delete one to add another.' : ''}
        </span>
      </div>
    </div>
  );
}
