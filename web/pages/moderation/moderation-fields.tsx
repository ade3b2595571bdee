// The moderation page's own inputs: a list edited as lines of text, a punishment (delete, warn,
// timeout N seconds, ban) and an on/off switch.
import { type ReactNode, useId, useState } from 'react';
import { type Punishment, timeoutDurationRule } from '../../../core/moderation/moderation-settings';
import { FieldMessage, useFieldValidity } from '../../components/field-check';
import { SettingField } from '../../components/overlay-settings/SettingField';
import { SelectField } from '../../components/SettingFields';

/** The lines of a text box as entries: trimmed, blank lines dropped. */
export function linesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * A list edited as a text box, one entry a line (bulk paste works). What was typed stays as typed while
 * the box has focus; the settings hold the trimmed, non-blank lines. `check` names a broken rule, which
 * holds back Save as any field's does.
 */
export function LinesField({
  label,
  value,
  onChange,
  name,
  rows = 5,
  hint,
  check,
  placeholder,
}: {
  label: string;
  value: string[];
  onChange: (lines: string[]) => void;
  name: string;
  rows?: number;
  hint?: ReactNode;
  check?: (lines: string[]) => string;
  placeholder?: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const problem = check?.(value) ?? '';
  const ref = useFieldValidity<HTMLTextAreaElement>(problem);
  return (
    <div className="field setting">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span className="hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      <textarea
        id={id}
        ref={ref}
        name={name}
        rows={rows}
        spellCheck={false}
        autoCapitalize="off"
        placeholder={placeholder}
        value={draft ?? value.join('\n')}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-message${hint ? ` ${id}-hint` : ''}`}
        onChange={(event) => {
          setDraft(event.target.value);
          onChange(linesOf(event.target.value));
        }}
        onBlur={() => setDraft(null)}
      />
      <FieldMessage id={`${id}-message`} message={problem}>
        {value.length > 0 &&
          `${value.length.toLocaleString('en-US')} ${value.length === 1 ? 'line' : 'lines'}`}
      </FieldMessage>
    </div>
  );
}

/** A checkbox read as a switch (on/off) by screen readers. */
export function SwitchField({
  label,
  checked,
  onChange,
  hint,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
}) {
  return (
    <label className="checkbox setting switch-field">
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        {label}
        {hint && <span className="hint"> {hint}</span>}
      </span>
    </label>
  );
}

const punishmentChoices = [
  ['delete', 'Delete the message'],
  ['warn', 'Delete and warn (the viewer must acknowledge)'],
  ['timeout', 'Time out'],
  ['ban', 'Ban'],
] as const;

/** What a timeout lasts when one is picked and no duration was set before. */
const defaultTimeout = 600;

/** One punishment: the action, and for a timeout its length in seconds. */
export function PunishmentField({
  label,
  value,
  onChange,
  name,
}: {
  label: string;
  value: Punishment;
  onChange: (value: Punishment) => void;
  name?: string;
}) {
  const [lastDuration, setLastDuration] = useState(
    value.action === 'timeout' ? value.duration : defaultTimeout,
  );
  return (
    <div className="punishment-field">
      <SelectField
        label={label}
        name={name}
        value={value.action}
        options={punishmentChoices}
        onChange={(action) =>
          onChange(action === 'timeout' ? { action, duration: lastDuration } : { action })
        }
      />
      {value.action === 'timeout' && (
        <SettingField
          rule={timeoutDurationRule}
          options={{ label: 'Timeout length', unit: 'seconds' }}
          value={value.duration}
          onChange={(duration) => {
            setLastDuration(duration as number);
            onChange({ action: 'timeout', duration: duration as number });
          }}
        />
      )}
    </div>
  );
}
