// The event-type select of the Triggered Events page: a reaction's type, and a new reaction's.
import { useId } from 'react';
import { type TriggeredEventType, triggeredEventTypes } from '../../../core/triggered-events/triggered-event';
import { triggeredEventLabels } from './triggered-event-labels';

export function TriggeredEventTypeSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: TriggeredEventType;
  onChange: (type: TriggeredEventType) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as TriggeredEventType)}>
        {triggeredEventTypes.map((type) => (
          <option key={type} value={type}>
            {triggeredEventLabels[type]}
          </option>
        ))}
      </select>
    </div>
  );
}
