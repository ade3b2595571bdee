// A type's variations (spec alerts.md section 2): an ordered list, first match wins; each with its
// name, all/any of up to 5 conditions, and the design fields it overrides (only those ticked).
import type { AlertType } from '../../../core/alerts/alert';
import {
  type AlertTypeSettings,
  type AlertVariation,
  maxConditions,
  maxVariations,
} from '../../../core/alerts/alerts-settings';
import type { SettingRule } from '../../../core/settings/setting-rules';
import { CheckboxField, SelectField, TextField } from '../../components/SettingFields';
import { conditionKindsOf, designGroups, type OverridableField, overridableFields } from './alerts-layout';
import { ConditionFields, conditionOf } from './ConditionFields';
import { DesignField, typeRulesOf } from './DesignFields';
import type { AlertMediaLibrary } from './use-alert-media';

/** A list with the item at `from` moved by `by` places. */
function moved<T>(items: readonly T[], from: number, by: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(from + by, 0, item);
  return next;
}

function VariationCard({
  type,
  variation,
  place,
  count,
  design,
  library,
  onChange,
  onMove,
  onRemove,
}: {
  type: AlertType;
  variation: AlertVariation;
  place: number;
  count: number;
  design: AlertTypeSettings;
  library: AlertMediaLibrary;
  onChange: (variation: AlertVariation) => void;
  onMove: (by: number) => void;
  onRemove: () => void;
}) {
  const name = `types.${type}.variations.${place}`;
  const title = variation.name || `Variation ${place + 1}`;
  const rules = typeRulesOf(type);
  const labels = new Map(
    designGroups(type).flatMap((group) => group.fields.map((field) => [field.key, field])),
  );
  const setConditions = (conditions: AlertVariation['conditions']) => onChange({ ...variation, conditions });
  const override = (key: OverridableField, isOn: boolean) => {
    const { [key]: _, ...rest } = variation;
    onChange(isOn ? { ...rest, [key]: design[key] } : (rest as AlertVariation));
  };

  return (
    <li className="variation-card">
      <fieldset className="setting-group">
        <legend>
          {place + 1}. {title}
        </legend>
        <div className="row-actions start variation-actions">
          <button
            type="button"
            className="button subtle"
            aria-label={`Move ${title} up`}
            disabled={place === 0}
            onClick={() => onMove(-1)}
          >
            Up
          </button>
          <button
            type="button"
            className="button subtle"
            aria-label={`Move ${title} down`}
            disabled={place === count - 1}
            onClick={() => onMove(1)}
          >
            Down
          </button>
          <button type="button" className="button danger" aria-label={`Remove ${title}`} onClick={onRemove}>
            Remove
          </button>
        </div>
        <TextField
          label="Name"
          name={`${name}.name`}
          value={variation.name}
          maxLength={60}
          onChange={(text) => onChange({ ...variation, name: text })}
        />
        <SelectField
          label="Plays when"
          name={`${name}.when`}
          value={variation.when}
          options={[
            ['all', 'All conditions hold'],
            ['any', 'Any condition holds'],
          ]}
          onChange={(when) => onChange({ ...variation, when })}
        />
        {variation.conditions.map((condition, at) => (
          <ConditionFields
            // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no ids; a place is one while edited
            key={at}
            type={type}
            condition={condition}
            place={at + 1}
            name={`${name}.conditions.${at}`}
            onChange={(next) => setConditions(variation.conditions.map((old, i) => (i === at ? next : old)))}
            onRemove={() => setConditions(variation.conditions.filter((_, i) => i !== at))}
          />
        ))}
        {variation.conditions.length < maxConditions && (
          <button
            type="button"
            className="button add-condition"
            onClick={() =>
              setConditions([...variation.conditions, conditionOf(conditionKindsOf[type][0] ?? 'random')])
            }
          >
            Add a condition
          </button>
        )}
        <p className="hint">What it changes (the rest stays as the design above):</p>
        <div className="setting-checks">
          {overridableFields.map((key) => (
            <CheckboxField
              key={key}
              label={labels.get(key)?.label ?? key}
              checked={variation[key] !== undefined}
              onChange={(isOn) => override(key, isOn)}
            />
          ))}
        </div>
        {overridableFields
          .filter((key) => variation[key] !== undefined)
          .map((key) => {
            const { key: _, forTypes: __, ...options } = labels.get(key) ?? { key, label: key };
            return (
              <DesignField
                key={key}
                rule={rules[key] as SettingRule}
                name={`${name}.${key}`}
                value={variation[key]}
                onChange={(value) => onChange({ ...variation, [key]: value })}
                options={{ ...options, label: `${title}: ${options.label}` }}
                library={library}
              />
            );
          })}
      </fieldset>
    </li>
  );
}

export function VariationsEditor({
  type,
  design,
  changeDesign,
  library,
}: {
  type: AlertType;
  design: AlertTypeSettings;
  changeDesign: (patch: Partial<AlertTypeSettings>) => void;
  library: AlertMediaLibrary;
}) {
  const { variations } = design;
  const setVariations = (next: AlertVariation[]) => changeDesign({ variations: next });
  return (
    <div className="variations">
      <p className="hint">
        The first variation whose conditions hold plays instead of the design above; none matching plays the
        design. Up to {maxVariations}.
      </p>
      {variations.length > 0 && (
        <ol className="variation-list">
          {variations.map((variation, at) => (
            <VariationCard
              // biome-ignore lint/suspicious/noArrayIndexKey: variations have no ids; a moved one redraws in place
              key={at}
              type={type}
              variation={variation}
              place={at}
              count={variations.length}
              design={design}
              library={library}
              onChange={(next) => setVariations(variations.map((old, i) => (i === at ? next : old)))}
              onMove={(by) => setVariations(moved(variations, at, by))}
              onRemove={() => setVariations(variations.filter((_, i) => i !== at))}
            />
          ))}
        </ol>
      )}
      {variations.length < maxVariations && (
        <button
          type="button"
          className="button"
          onClick={() =>
            setVariations([
              ...variations,
              {
                name: `Variation ${variations.length + 1}`,
                when: 'all',
                conditions: [conditionOf(conditionKindsOf[type][0] ?? 'random')],
              },
            ])
          }
        >
          Add a variation
        </button>
      )}
    </div>
  );
}
