// One condition of a variation: its kind, then the value that kind compares with (a number, a tier,
// a role, a reward's name, a chance), or none for Prime and "has a message".
import type { AlertType } from '../../../core/alerts/alert';
import {
  type ConditionKind,
  conditionRoles,
  type VariationCondition,
} from '../../../core/alerts/alerts-settings';
import { NumberField, SelectField, TextField } from '../../components/SettingFields';
import { conditionKindsOf, conditionLabels, roleLabels } from './alerts-layout';

/** What a condition compares with when its kind is picked. */
const startingValues: Record<ConditionKind, number | string | undefined> = {
  amountAtLeast: 100,
  amountExactly: 100,
  monthsAtLeast: 12,
  tier: 1,
  prime: undefined,
  giftsAtLeast: 5,
  viewersAtLeast: 50,
  reward: '',
  hasMessage: undefined,
  role: 'vip',
  random: 50,
};

export function conditionOf(kind: ConditionKind): VariationCondition {
  const value = startingValues[kind];
  return value === undefined ? { kind } : { kind, value };
}

/** The kinds that compare a count; an amount's unit follows the type (bits, a tip's money), so it has none. */
const numberUnits: Partial<Record<ConditionKind, string>> = {
  amountAtLeast: '',
  amountExactly: '',
  monthsAtLeast: 'months',
  giftsAtLeast: 'subs',
  viewersAtLeast: 'viewers',
};

export function ConditionFields({
  type,
  condition,
  place,
  name,
  onChange,
  onRemove,
}: {
  type: AlertType;
  condition: VariationCondition;
  /** Its place in the list, from 1, for the labels. */
  place: number;
  name: string;
  onChange: (condition: VariationCondition) => void;
  onRemove: () => void;
}) {
  const { kind, value } = condition;
  const kinds = conditionKindsOf[type].includes(kind)
    ? conditionKindsOf[type]
    : [kind, ...conditionKindsOf[type]];
  const unit = numberUnits[kind];
  const valueLabel = `Condition ${place}: ${conditionLabels[kind].toLowerCase()}`;
  return (
    <div className="condition-row">
      <SelectField
        label={`Condition ${place}`}
        name={`${name}.kind`}
        value={kind}
        options={kinds.map((choice) => [choice, conditionLabels[choice]] as const)}
        onChange={(next) => onChange(conditionOf(next))}
      />
      {unit !== undefined && (
        <NumberField
          label={valueLabel}
          name={`${name}.value`}
          unit={unit || undefined}
          min={0}
          max={1_000_000_000}
          step={kind === 'amountAtLeast' || kind === 'amountExactly' ? 0.01 : 1}
          value={typeof value === 'number' ? value : 0}
          onChange={(next) => onChange({ kind, value: next })}
        />
      )}
      {kind === 'random' && (
        <NumberField
          label={valueLabel}
          name={`${name}.value`}
          unit="%"
          min={0}
          max={100}
          value={typeof value === 'number' ? value : 50}
          onChange={(next) => onChange({ kind, value: next })}
        />
      )}
      {kind === 'tier' && (
        <SelectField
          label={valueLabel}
          name={`${name}.value`}
          value={String(value ?? 1)}
          options={[
            ['1', 'Tier 1'],
            ['2', 'Tier 2'],
            ['3', 'Tier 3'],
          ]}
          onChange={(next) => onChange({ kind, value: Number(next) })}
        />
      )}
      {kind === 'role' && (
        <SelectField
          label={valueLabel}
          name={`${name}.value`}
          value={String(value ?? 'vip')}
          options={conditionRoles.map((role) => [role, roleLabels[role]] as const)}
          onChange={(next) => onChange({ kind, value: next })}
        />
      )}
      {kind === 'reward' && (
        <TextField
          label={valueLabel}
          name={`${name}.value`}
          value={String(value ?? '')}
          maxLength={100}
          placeholder="The reward's title"
          onChange={(next) => onChange({ kind, value: next })}
        />
      )}
      <button
        type="button"
        className="button subtle"
        aria-label={`Remove condition ${place}`}
        onClick={onRemove}
      >
        Remove
      </button>
    </div>
  );
}
