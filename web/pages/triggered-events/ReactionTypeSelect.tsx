// The event-type select of the Triggered Events page: a reaction's type, and a new reaction's.
import { useId } from 'react';
import { type ReactionEventType, reactionEventTypes } from '../../../core/reactions/reaction';
import { reactionLabels } from './reaction-labels';

export function ReactionTypeSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: ReactionEventType;
  onChange: (type: ReactionEventType) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as ReactionEventType)}>
        {reactionEventTypes.map((type) => (
          <option key={type} value={type}>
            {reactionLabels[type]}
          </option>
        ))}
      </select>
    </div>
  );
}
