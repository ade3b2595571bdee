import { maxQuoteLength } from '../../../core/quotes/quote';
import { FieldMessage, useLengthLimit } from '../../components/field-check';

/** A quote's text box (adding or editing): an over-long paste stays, said too long, and Save refuses it. */
export function QuoteTextField({
  id,
  label,
  value,
  onChange,
  hideLabel = false,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  hideLabel?: boolean;
}) {
  const limit = useLengthLimit<HTMLTextAreaElement>(value, maxQuoteLength);
  return (
    <div className="field">
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <textarea
        id={id}
        {...limit.inputProps}
        aria-describedby={`${id}-message`}
        rows={2}
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <FieldMessage id={`${id}-message`} message={limit.problem}>
        {limit.counter}
      </FieldMessage>
    </div>
  );
}
