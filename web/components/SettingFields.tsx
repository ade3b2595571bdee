// Labelled inputs for overlay settings pages. Number inputs apply a value only when it is a number
// within range, so the settings never hold an invalid one; what was typed stays, with the rule it
// breaks said under it, and holds back Save (field-check.tsx) rather than quietly reverting.
import { type ReactNode, useId, useState } from 'react';
import { z } from 'zod';
import { FieldMessage, fieldProblem, useFieldValidity, useLengthLimit } from './field-check';

function numberRule(min: number, max: number, whole: boolean) {
  const number = whole ? z.number().int() : z.number();
  return number.min(min).max(max);
}

export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  step = 1,
  unit,
  name,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  step?: number;
  unit?: string;
  /** The setting's key, by which a refusal from the server finds the field. */
  name?: string;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const id = useId();
  const problem =
    draft === null
      ? ''
      : draft.trim() === ''
        ? `${label} needs a number.`
        : fieldProblem(numberRule(min, max, Number.isInteger(step)), Number(draft), label);
  const ref = useFieldValidity<HTMLInputElement>(problem);
  return (
    <div className="field setting">
      <label htmlFor={id}>
        {label}
        {unit && <span className="unit"> ({unit})</span>}
      </label>
      <input
        id={id}
        ref={ref}
        name={name}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        value={draft ?? value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-message`}
        onChange={(event) => {
          setDraft(event.target.value);
          const next = Number(event.target.value);
          const isWhole = Number.isInteger(step);
          if (event.target.value.trim() === '' || !Number.isFinite(next)) return;
          if (next < min || next > max || (isWhole && !Number.isInteger(next))) return;
          onChange(next);
        }}
        // A value the settings took shows as stored; a refused one stays, with its message.
        onBlur={() => !problem && setDraft(null)}
      />
      <FieldMessage id={`${id}-message`} message={problem} />
    </div>
  );
}

export function CheckboxField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="checkbox setting">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}

export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  name,
}: {
  label: string;
  value: T;
  options: readonly (readonly [value: T, label: string])[];
  onChange: (value: T) => void;
  /** The settings path a refusal names, so Save can focus the field. */
  name?: string;
}) {
  const id = useId();
  return (
    <div className="field setting">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A labelled text input (or box, with `rows`): every text field with a length limit is drawn by it, so
 * each says the same when a text is too long, with the same counter as it nears the limit.
 */
export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  maxLength,
  placeholder,
  hint,
  name,
  rows,
  required = false,
  disabled = false,
  suggestions,
  id: givenId,
  className,
  hideLabel = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'url';
  /** A box of this many lines, for longer text. */
  rows?: number;
  required?: boolean;
  disabled?: boolean;
  /** Longer text is refused with a message (never cut), with a counter as it nears the limit. */
  maxLength?: number;
  placeholder?: string;
  hint?: ReactNode;
  name?: string;
  /** Values the browser offers as the field is typed in (a datalist); any other text stays allowed. */
  suggestions?: readonly string[];
  /** The input's id, for an element that names it (an output's `htmlFor`); one is made otherwise. */
  id?: string;
  /** More classes for the field, for its place in a row (`grow`). */
  className?: string;
  /** The label is for screen readers only (a box whose place already says what it holds). */
  hideLabel?: boolean;
}) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const limit = useLengthLimit<HTMLInputElement & HTMLTextAreaElement>(value, maxLength);
  const props = {
    id,
    ...limit.inputProps,
    name,
    value,
    placeholder,
    required,
    disabled,
    'aria-describedby': `${id}-message${hint ? ` ${id}-hint` : ''}`,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className={className ? `field setting ${className}` : 'field setting'}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      {rows ? (
        <textarea rows={rows} {...props} />
      ) : (
        <input type={type} list={suggestions && `${id}-suggestions`} {...props} />
      )}
      {suggestions && (
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
      <FieldMessage id={`${id}-message`} message={limit.problem}>
        {limit.counter}
      </FieldMessage>
      {hint && (
        <span className="hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
    </div>
  );
}

const dayMs = 24 * 60 * 60 * 1000;
/** A UTC day as the date input shows it. */
const dayText = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * A UTC date, or none. Empty until picked (no date filter); the picker opens on today's date. The
 * start of a range is the start of the picked day, its end the end of it (`endOfDay`).
 */
export function DateField({
  label,
  value,
  onChange,
  endOfDay = false,
}: {
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  endOfDay?: boolean;
}) {
  const id = useId();
  return (
    <div className="field setting">
      <label htmlFor={id}>{label}</label>
      <span className="date-field">
        <input
          id={id}
          type="date"
          value={value === undefined ? '' : dayText(endOfDay ? value - 1 : value)}
          onChange={(event) => {
            const day = Date.parse(`${event.target.value}T00:00:00Z`);
            onChange(Number.isFinite(day) ? (endOfDay ? day + dayMs : day) : undefined);
          }}
        />
        {value !== undefined && (
          <button type="button" className="link-button" onClick={() => onChange(undefined)}>
            Clear
          </button>
        )}
      </span>
    </div>
  );
}

/** A titled group of settings. */
export function SettingGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="setting-group">
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}
