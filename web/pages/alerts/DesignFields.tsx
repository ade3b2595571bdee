// One alert type's design as the page edits it: its groups of fields (alerts-layout.ts), each input
// from the type's rules on the shared settings mechanism; media fields get the media picker.
import type { AlertType } from '../../../core/alerts/alert';
import { type AlertTypeSettings, alertsSettingRules } from '../../../core/alerts/alerts-settings';
import type { SettingRule, SettingRules } from '../../../core/settings/setting-rules';
import { type FieldOptions, SettingField } from '../../components/overlay-settings/SettingField';
import { SettingGroup } from '../../components/SettingFields';
import { designGroups, speechFields } from './alerts-layout';
import { MediaPicker } from './MediaPicker';
import type { AlertMediaLibrary } from './use-alert-media';

/** The rules of one alert type's design (every type has the same fields, with its own defaults). */
export const typeRulesOf = (type: AlertType) =>
  alertsSettingRules.types.rules[type].rules as unknown as SettingRules;

/** One design field's input: a media picker for media, else the shared field for its rule. */
export function DesignField({
  rule,
  name,
  value,
  onChange,
  options,
  library,
}: {
  rule: SettingRule;
  /** The settings path (types.cheer.text), by which a refusal from the server finds the field. */
  name: string;
  value: unknown;
  onChange: (value: unknown) => void;
  options: FieldOptions;
  library: AlertMediaLibrary;
}) {
  if (rule.type === 'media')
    return (
      <MediaPicker
        label={options.label}
        name={name}
        kinds={rule.kinds}
        value={value as string}
        onChange={onChange}
        library={library}
      />
    );
  return <SettingField rule={rule} name={name} value={value} onChange={onChange} options={options} />;
}

export function DesignFields({
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
  const rules = typeRulesOf(type);
  const speechRules = (rules.speech as { rules: SettingRules }).rules;
  return (
    <div className="setting-groups">
      {designGroups(type).map((group) => (
        <SettingGroup key={group.title} title={group.title}>
          {group.fields
            .filter((field) => field.forTypes?.includes(type) ?? true)
            .map(({ key, forTypes: _, ...options }) => (
              <DesignField
                key={key}
                rule={rules[key] as SettingRule}
                name={`types.${type}.${key}`}
                value={design[key]}
                onChange={(value) => changeDesign({ [key]: value })}
                options={options}
                library={library}
              />
            ))}
        </SettingGroup>
      ))}
      <SettingGroup title="Speech">
        <p className="hint">Reads the alert aloud as sound the overlay plays, so OBS plays and records it.</p>
        {speechFields
          .filter((field) => field.key === 'enabled' || design.speech.enabled)
          .map(({ key, ...options }) => (
            <SettingField
              key={key}
              rule={speechRules[key] as SettingRule}
              name={`types.${type}.speech.${key}`}
              value={design.speech[key]}
              onChange={(value) => changeDesign({ speech: { ...design.speech, [key]: value } })}
              options={options}
            />
          ))}
      </SettingGroup>
    </div>
  );
}
