import { useState } from 'react';
import {
  defaultTriggeredEventTexts,
  maxTriggeredEvents,
  type TriggeredEvent,
  type TriggeredEventType,
} from '../../../core/triggered-events/triggered-event';
import { api, failureReason } from '../../api';
import { type TriggeredEventDraft, TriggeredEventEditor } from './TriggeredEventEditor';
import { TriggeredEventTypeSelect } from './TriggeredEventTypeSelect';

let newRowCounter = 0;

/** The channel's reactions, with add (up to the limit), save, test and delete per row. */
export function TriggeredEventList({ initial }: { initial: TriggeredEvent[] }) {
  const [rows, setRows] = useState<TriggeredEventDraft[]>(() => initial.map((r) => ({ ...r, key: r._id })));
  const [newType, setNewType] = useState<TriggeredEventType>('follow');
  const isFull = rows.length >= maxTriggeredEvents;

  async function remove(draft: TriggeredEventDraft): Promise<string | null> {
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
        text: defaultTriggeredEventTexts[newType],
        enabled: true,
      },
    ]);
  }

  return (
    <div className="command-list">
      {rows.length === 0 && <p className="hint">No reactions yet: add one below.</p>}
      {rows.map((draft) => (
        <TriggeredEventEditor key={draft.key} draft={draft} onDelete={remove} />
      ))}
      <div className="add-reaction">
        <TriggeredEventTypeSelect label="New reaction's event" value={newType} onChange={setNewType} />
        <button type="button" className="button" disabled={isFull} onClick={add}>
          Add reaction
        </button>
        <span className="hint" data-testid="reaction-count">
          {rows.length} of {maxTriggeredEvents}
          {isFull ? ': delete one to add another.' : ''}
        </span>
      </div>
    </div>
  );
}
