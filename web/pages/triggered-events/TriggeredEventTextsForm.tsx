import { useId } from 'react';
import { Link } from 'react-router';
import {
  defaultFloodTexts,
  maxTriggeredEventTextLength,
  type TriggeredEventSettings,
  triggeredEventTypes,
} from '../../../core/triggered-events/triggered-event';
import { api, saveOutcome } from '../../api';
import { SaveStatus } from '../../components/SaveStatus';
import { useEditState } from '../../components/use-edit-state';
import { triggeredEventLabels } from './triggered-event-labels';

/** The channel-wide texts: the `!so` shoutout and, per event type, the one message a flood gathers into. */
export function TriggeredEventTextsForm({ initial }: { initial: TriggeredEventSettings }) {
  const edit = useEditState<TriggeredEventSettings>({
    shoutoutText: initial.shoutoutText,
    floodTexts: Object.fromEntries(
      triggeredEventTypes.map((type) => [type, initial.floodTexts[type] ?? defaultFloodTexts[type]]),
    ),
  });
  const { shoutoutText, floodTexts } = edit.value;
  const id = useId();

  return (
    <form
      className="form"
      aria-label="Shoutouts and floods"
      onSubmit={edit.submit(async (body) =>
        saveOutcome(await api.triggeredEvent.settings.$post({ json: body })),
      )}
    >
      <div className="field">
        <label htmlFor={`${id}-shoutout`}>Shoutout text</label>
        <textarea
          id={`${id}-shoutout`}
          rows={2}
          value={shoutoutText}
          maxLength={maxTriggeredEventTextLength}
          required
          onChange={(e) =>
            edit.change({ shoutoutText: e.target.value.slice(0, maxTriggeredEventTextLength) })
          }
        />
        <span className="hint">
          What <code>!so name</code> says: <code>{'{target}'}</code> is the channel named,{' '}
          <code>{'{targetLastGame}'}</code> what they last played. Add the command under{' '}
          <Link to="/settings/commands">Chat Functions</Link> as "Shout Out"; it also sends Twitch's own
          shoutout.
        </span>
      </div>
      <fieldset className="field">
        <legend>Gathered message of a flood</legend>
        <span className="hint">
          Said once a minute's limit of 10 reactions of a type is reached, for the rest;{' '}
          <code>{'{count}'}</code> is how many were held back.
        </span>
        <div className="flood-texts">
          {triggeredEventTypes.map((type) => (
            <div key={type} className="field">
              <label htmlFor={`${id}-flood-${type}`}>{triggeredEventLabels[type]}</label>
              <input
                id={`${id}-flood-${type}`}
                value={floodTexts[type] ?? ''}
                maxLength={maxTriggeredEventTextLength}
                required
                onChange={(e) => edit.change({ floodTexts: { ...floodTexts, [type]: e.target.value } })}
              />
            </div>
          ))}
        </div>
      </fieldset>
      <div className="row-actions start">
        <button type="submit" className="button primary" disabled={edit.saving}>
          Save
        </button>
        <SaveStatus edited={edit.edited} saved={edit.saved} error={edit.error} />
      </div>
    </form>
  );
}
