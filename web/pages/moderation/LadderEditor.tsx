// The strike ladder: what strike 1, 2, 3… bring (1 to 10 steps); strikes past the last step repeat it.
import {
  maxLadderSteps,
  maxTimeoutSeconds,
  type Punishment,
} from '../../../core/moderation/moderation-settings';
import { SettingGroup } from '../../components/SettingFields';
import { PunishmentField } from './moderation-fields';
import { durationText } from './moderation-words';

export function LadderEditor({
  ladder,
  onChange,
}: {
  ladder: Punishment[];
  onChange: (ladder: Punishment[]) => void;
}) {
  const last = ladder[ladder.length - 1];
  return (
    <SettingGroup title="Strike ladder">
      <p className="hint">
        Each time a filter set to the ladder acts on a viewer, they get a strike; strikes expire an hour after
        their last one. Strikes past the last step repeat it.
      </p>
      <ol className="ladder-steps">
        {ladder.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a step is known by its place on the ladder
          <li key={index} className="ladder-step">
            <PunishmentField
              label={`Strike ${index + 1}`}
              name={`ladder.${index}`}
              value={step}
              onChange={(next) => onChange(ladder.map((s, i) => (i === index ? next : s)))}
            />
            <button
              type="button"
              className="button subtle"
              aria-label={`Remove strike ${index + 1}`}
              disabled={ladder.length <= 1}
              onClick={() => onChange(ladder.filter((_, i) => i !== index))}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      <div className="row-actions start">
        <button
          type="button"
          className="button"
          disabled={ladder.length >= maxLadderSteps}
          onClick={() =>
            onChange([
              ...ladder,
              last?.action === 'timeout'
                ? { action: 'timeout', duration: Math.min(last.duration * 2, maxTimeoutSeconds) }
                : { action: 'timeout', duration: 600 },
            ])
          }
        >
          Add a step
        </button>
        {ladder.length >= maxLadderSteps && (
          <span className="hint">The ladder has its most steps, {maxLadderSteps}.</span>
        )}
      </div>
      {last && (
        <p className="hint">
          From strike {ladder.length} on:{' '}
          {last.action === 'timeout'
            ? `timed out for ${durationText(last.duration)}`
            : last.action === 'delete'
              ? 'the message is deleted'
              : last.action === 'warn'
                ? 'the message is deleted and the viewer warned'
                : 'banned'}
          .
        </p>
      )}
    </SettingGroup>
  );
}
