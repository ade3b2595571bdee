import { maxQuoteLength } from '../../../core/quotes/quote';
import { TextField } from '../../components/SettingFields';

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
  return (
    <TextField
      id={id}
      label={label}
      hideLabel={hideLabel}
      rows={2}
      required
      maxLength={maxQuoteLength}
      value={value}
      onChange={onChange}
    />
  );
}
