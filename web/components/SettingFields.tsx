// Labelled inputs for overlay settings pages. Number inputs apply a value only when it is a number
// within range, so the settings never hold an invalid one; the field shows what was typed until blur.
import { type ReactNode, useId, useState } from 'react';

export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  step = 1,
  unit,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  step?: number;
  unit?: string;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const id = useId();
  return (
    <div className="field setting">
      <label htmlFor={id}>
        {label}
        {unit && <span className="unit"> ({unit})</span>}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        value={draft ?? value}
        onChange={(event) => {
          setDraft(event.target.value);
          const next = Number(event.target.value);
          const isWhole = Number.isInteger(step);
          if (event.target.value.trim() === '' || !Number.isFinite(next)) return;
          if (next < min || next > max || (isWhole && !Number.isInteger(next))) return;
          onChange(next);
        }}
        onBlur={() => setDraft(null)}
      />
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
}: {
  label: string;
  value: T;
  options: readonly (readonly [value: T, label: string])[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="field setting">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  maxLength,
  placeholder,
  hint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'url';
  maxLength?: number;
  placeholder?: string;
  hint?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="field setting">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
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
