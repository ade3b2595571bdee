// An overlay page's setting groups from a layout: which fields each group shows, in order, with their
// labels; each field's input comes from its rule (SettingField).
import './overlay-settings.css';
import type { SettingRules } from '../../../core/settings/setting-rules';
import { SettingGroup } from '../SettingFields';
import { type FieldOptions, SettingField } from './SettingField';

export type FieldLayout<S> = FieldOptions & {
  key: keyof S & string;
  /** Shown only when this holds (the spacing that matters only on one line). */
  shownWhen?: (settings: S) => boolean;
  /** Options that follow other settings (a colour's readability against the background). */
  optionsFor?: (settings: S) => Partial<FieldOptions>;
};

export type GroupLayout<S> = { title: string; hint?: string; fields: FieldLayout<S>[] };

export function SettingGroups<S extends object>({
  rules,
  groups,
  settings,
  change,
}: {
  rules: SettingRules;
  groups: GroupLayout<S>[];
  settings: S;
  change: (key: keyof S, value: unknown) => void;
}) {
  return (
    <div className="setting-groups">
      {groups.map((group) => (
        <SettingGroup key={group.title} title={group.title}>
          {group.hint && <p className="hint">{group.hint}</p>}
          {group.fields
            .filter((field) => field.shownWhen?.(settings) ?? true)
            .map(({ key, shownWhen: _, optionsFor, ...options }) => (
              <SettingField
                key={key}
                name={key}
                rule={rules[key] as SettingRules[string]}
                value={settings[key]}
                onChange={(value) => change(key, value)}
                options={{ ...options, ...optionsFor?.(settings) }}
              />
            ))}
        </SettingGroup>
      ))}
    </div>
  );
}
