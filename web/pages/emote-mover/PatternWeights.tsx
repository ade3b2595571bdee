// The Patterns group: which patterns the emotes fly in, as checkboxes, or as weights with advanced
// weighting on (spec: a weight of 0 removes a pattern); the same for a cheer's burst.
import {
  type EmoteMoverSettings,
  emotePatterns,
  maxPatternWeight,
  type PatternWeights as Weights,
} from '../../../core/emotes/emote-settings';
import { CheckboxField, NumberField } from '../../components/SettingFields';
import { patternLabels } from './emote-mover-layout';

function WeightsFields({
  title,
  weights,
  isAdvanced,
  onChange,
}: {
  title: string;
  weights: Weights;
  isAdvanced: boolean;
  onChange: (weights: Weights) => void;
}) {
  const set = (pattern: string, weight: number) => onChange({ ...weights, [pattern]: weight });
  return (
    <fieldset className="pattern-weights">
      <legend className="label">{title}</legend>
      {emotePatterns.map((pattern) =>
        isAdvanced ? (
          <NumberField
            key={pattern}
            label={patternLabels[pattern]}
            min={0}
            max={maxPatternWeight}
            value={weights[pattern] ?? 0}
            onChange={(weight) => set(pattern, weight)}
          />
        ) : (
          <CheckboxField
            key={pattern}
            label={patternLabels[pattern]}
            checked={(weights[pattern] ?? 0) > 0}
            onChange={(checked) => set(pattern, checked ? 1 : 0)}
          />
        ),
      )}
    </fieldset>
  );
}

export function PatternWeights({
  settings,
  change,
}: {
  settings: EmoteMoverSettings;
  change: (key: keyof EmoteMoverSettings, value: unknown) => void;
}) {
  const noPattern = !Object.values(settings.types).some((weight) => (weight ?? 0) > 0);
  return (
    <>
      <CheckboxField
        label="Advanced weighting (numbers instead of checkboxes)"
        checked={settings.advancedWeighting}
        onChange={(checked) => change('advancedWeighting', checked)}
      />
      <WeightsFields
        title="Chat emotes fly as"
        weights={settings.types}
        isAdvanced={settings.advancedWeighting}
        onChange={(weights) => change('types', weights)}
      />
      {noPattern && (
        <p className="error" role="alert">
          Choose at least one pattern.
        </p>
      )}
      <WeightsFields
        title="Cheer bursts fly as (none: the same)"
        weights={settings.specialTypes ?? {}}
        isAdvanced={settings.advancedWeighting}
        onChange={(weights) => change('specialTypes', weights)}
      />
      {settings.advancedWeighting && (
        <p className="hint">A pattern of weight 4 is picked four times as often as one of weight 1.</p>
      )}
    </>
  );
}
