import { Link } from 'react-router';
import {
  defaultFloodTexts,
  maxTriggeredEventTextLength,
  type TriggeredEventSettings,
  triggeredEventTypes,
} from '../../../core/triggered-events/triggered-event';
import { api, saveOutcome } from '../../api';
import { SaveRow } from '../../components/SaveStatus';
import { TextField } from '../../components/SettingFields';
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

  return (
    <form
      className="form"
      aria-label="Shoutouts and floods"
      onSubmit={edit.submit(async (body) =>
        saveOutcome(await api.triggeredEvent.settings.$post({ json: body })),
      )}
    >
      <TextField
        label="Shoutout text"
        rows={2}
        required
        value={shoutoutText}
        maxLength={maxTriggeredEventTextLength}
        onChange={(text) => edit.change({ shoutoutText: text })}
        hint={
          <>
            What <code>!so name</code> says: <code>{'{target}'}</code> is the channel named,{' '}
            <code>{'{targetLastGame}'}</code> what they last played. Add the command under{' '}
            <Link to="/settings/commands">Chat Functions</Link> as "Shout Out"; it also sends Twitch's own
            shoutout.
          </>
        }
      />
      <fieldset className="field">
        <legend>Gathered message of a flood</legend>
        <span className="hint">
          Said once a minute's limit of 10 reactions of a type is reached, for the rest;{' '}
          <code>{'{count}'}</code> is how many were held back.
        </span>
        <div className="flood-texts">
          {triggeredEventTypes.map((type) => (
            <TextField
              key={type}
              label={triggeredEventLabels[type]}
              required
              value={floodTexts[type] ?? ''}
              maxLength={maxTriggeredEventTextLength}
              onChange={(text) => edit.change({ floodTexts: { ...floodTexts, [type]: text } })}
            />
          ))}
        </div>
      </fieldset>
      <SaveRow edit={edit} />
    </form>
  );
}
