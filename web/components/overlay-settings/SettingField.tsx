// One setting's input, chosen by its rule's kind of value, with its range, choices and length taken
// from the rule, so a page and the API accept the same values. Every overlay page builds its fields
// from this.
import {
  type SettingRule,
  type SideOffsets,
  sides,
  withSideOffset,
} from '../../../core/settings/setting-rules';
import { ColorPicker } from '../ColorPicker';
import {
  CheckboxField,
  DateField,
  NumberField,
  SelectField,
  SettingGroup,
  TextField,
} from '../SettingFields';

export type FieldOptions = {
  label: string;
  unit?: string;
  /** Labels of a choice's values; the value itself where none is given. */
  choices?: Readonly<Record<string, string>>;
  placeholder?: string;
  hint?: string;
  /** A colour whose readability against this one the picker shows. */
  contrastWith?: string;
  /** A date that ends a range: the picked day is included. */
  endOfDay?: boolean;
};

const sideLabels = { top: 'Top', left: 'Left', bottom: 'Bottom', right: 'Right' } as const;

/** The widest range a number input offers when its rule sets none. */
const unbounded = 1_000_000_000;

export function SettingField({
  rule,
  value,
  onChange,
  options,
  name,
}: {
  rule: SettingRule;
  value: unknown;
  onChange: (value: unknown) => void;
  options: FieldOptions;
  /** The setting's key, by which a refusal from the server finds the field. */
  name?: string;
}) {
  const { label } = options;
  switch (rule.type) {
    case 'number':
    case 'integer':
      return (
        <NumberField
          label={label}
          name={name}
          unit={options.unit}
          min={rule.min ?? -unbounded}
          max={rule.max ?? unbounded}
          step={rule.type === 'integer' ? 1 : (rule.step ?? 0.1)}
          value={value as number}
          onChange={onChange}
        />
      );
    case 'boolean':
      return <CheckboxField label={label} checked={value as boolean} onChange={onChange} />;
    case 'choice':
      return (
        <SelectField
          label={label}
          value={value as string}
          options={rule.values.map((choice) => [choice, options.choices?.[choice] ?? choice] as const)}
          onChange={onChange}
        />
      );
    case 'color':
      return (
        <ColorPicker
          label={label}
          value={value as string}
          contrastWith={options.contrastWith}
          onChange={onChange}
        />
      );
    case 'text':
    case 'imageUrl':
      return (
        <TextField
          label={label}
          name={name}
          type={rule.type === 'imageUrl' ? 'url' : 'text'}
          value={value as string}
          maxLength={rule.maxLength}
          placeholder={options.placeholder}
          hint={options.hint}
          onChange={(text) => onChange(rule.type === 'imageUrl' ? text.trim() : text)}
        />
      );
    case 'list':
    case 'weights':
    case 'group':
    case 'records':
    case 'media':
    case 'scalar':
      // These need their own control (the carousel's event order, the emote patterns, the alerts' designs).
      return null;
    case 'date':
      return (
        <DateField
          label={label}
          value={value as number | undefined}
          endOfDay={options.endOfDay}
          onChange={onChange}
        />
      );
    case 'sides': {
      const offsets = value as SideOffsets;
      return (
        <SettingGroup title={label}>
          {options.hint && <p className="hint">{options.hint}</p>}
          {sides.map((side) => (
            <NumberField
              key={side}
              label={sideLabels[side]}
              unit={options.unit}
              min={-rule.max}
              max={rule.max}
              value={offsets[side] ?? 0}
              onChange={(offset) => onChange(withSideOffset(offsets, side, offset, rule.max))}
            />
          ))}
        </SettingGroup>
      );
    }
  }
}
