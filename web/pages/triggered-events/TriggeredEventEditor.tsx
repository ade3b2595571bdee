import { useId, useMemo, useRef, useState } from 'react';
import {
  defaultTriggeredEventTexts,
  maxTriggeredEventTextLength,
  type TriggeredEvent,
  type TriggeredEventType,
} from '../../../core/triggered-events/triggered-event';
import { api, refusal } from '../../api';
import { confirmRemoval } from '../../components/ConfirmedAction';
import { FieldMessage, useLengthLimit } from '../../components/field-check';
import { SaveStatus } from '../../components/SaveStatus';
import { type SaveOutcome, useEditState } from '../../components/use-edit-state';
import { fireSampleEvent, type TestOutcome } from './simulator-test';
import { TriggeredEventTypeSelect } from './TriggeredEventTypeSelect';
import { minimumLabels, triggeredEventLabels } from './triggered-event-labels';
import { sampleEventFor, useTriggeredEventPreview } from './triggered-event-preview';

/** A reaction row as the page holds it: `_id` is absent until the first save. */
export type TriggeredEventDraft = Omit<TriggeredEvent, '_id'> & { _id?: string; key: string };

/** The request body: a minimum only where the type has an amount, the shoutout only for raids. */
function triggeredEventBody(draft: TriggeredEventDraft) {
  return {
    ...(draft._id ? { _id: draft._id } : {}),
    eventType: draft.eventType,
    text: draft.text,
    enabled: draft.enabled,
    ...(minimumLabels[draft.eventType] && draft.minimum !== undefined ? { minimum: draft.minimum } : {}),
    ...(draft.cooldownSeconds !== undefined ? { cooldownSeconds: draft.cooldownSeconds } : {}),
    ...(draft.eventType === 'raid' ? { shoutout: draft.shoutout === true } : {}),
    // Reactions are said in Twitch chat (this page offers no Discord switch), but a value saved elsewhere is kept.
    ...(draft.discord !== undefined ? { discord: draft.discord } : {}),
  };
}

/** A number field's value, or undefined when it is left empty. */
const optionalNumber = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** A Test's outcome; `note` explains it (why it could not run, or what it tested). */
type TestResult = { outcome: TestOutcome | null; note: string };

export function TriggeredEventEditor({
  draft,
  onDelete,
}: {
  draft: TriggeredEventDraft;
  onDelete: (draft: TriggeredEventDraft) => Promise<string | null>;
}) {
  const edit = useEditState(draft);
  const triggeredEvent = edit.value;
  const id = useId();
  const minimumLabel = minimumLabels[triggeredEvent.eventType];
  const { eventType, minimum } = triggeredEvent;
  const sample = useMemo(() => sampleEventFor({ eventType, minimum }), [eventType, minimum]);
  const preview = useTriggeredEventPreview(triggeredEvent.text, sample);
  const textLimit = useLengthLimit<HTMLTextAreaElement>(triggeredEvent.text, maxTriggeredEventTextLength);
  // What the channel's bot knows: the last saved version (Test runs that, not the edits).
  const saved = useRef<TriggeredEventDraft | null>(draft._id ? draft : null);
  const [test, setTest] = useState<TestResult | null>(null);
  const [isTesting, setIsTesting] = useState(false);

  async function save(value: TriggeredEventDraft): Promise<SaveOutcome<TriggeredEventDraft>> {
    const response = await api.triggeredEvent.$post({ json: triggeredEventBody(value) });
    if (!response.ok) return refusal(response);
    const { _id } = await response.json();
    saved.current = { ...value, _id };
    return { ok: true, next: { _id } };
  }

  /** A new type clears the minimum and shoutout; an unsaved row's untouched default text follows the type. */
  function changeType(next: TriggeredEventType) {
    const isDefaultText =
      !triggeredEvent._id && triggeredEvent.text === defaultTriggeredEventTexts[triggeredEvent.eventType];
    edit.change({
      eventType: next,
      minimum: undefined,
      shoutout: next === 'raid' ? triggeredEvent.shoutout : undefined,
      ...(isDefaultText ? { text: defaultTriggeredEventTexts[next] } : {}),
    });
  }

  async function remove() {
    const what = `${triggeredEventLabels[triggeredEvent.eventType]} reaction`;
    if (
      !confirmRemoval(`Delete this ${what}? This cannot be undone.`, {
        saved: Boolean(triggeredEvent._id),
        edited: edit.edited,
      })
    )
      return;
    const reason = await onDelete(triggeredEvent);
    if (reason) edit.setError(reason);
  }

  async function runTest() {
    const current = saved.current;
    if (!current) {
      setTest({
        outcome: null,
        note: 'Save this reaction first: Test fires an event that saved reactions answer.',
      });
      return;
    }
    if (!current.enabled) {
      setTest({ outcome: null, note: 'This reaction is turned off: tick Enabled and save to test it.' });
      return;
    }
    setIsTesting(true);
    const outcome = await fireSampleEvent(sampleEventFor(current));
    setIsTesting(false);
    setTest({
      outcome,
      note: edit.edited ? 'This tested the saved version; save to test your changes.' : '',
    });
  }

  const label = triggeredEventLabels[triggeredEvent.eventType];
  return (
    <form className="command-row reaction-row" aria-label={`${label} reaction`} onSubmit={edit.submit(save)}>
      <div className="command-main">
        <TriggeredEventTypeSelect label="Event" value={triggeredEvent.eventType} onChange={changeType} />
        <div className="field grow">
          <label htmlFor={`${id}-text`}>Text</label>
          <textarea
            id={`${id}-text`}
            {...textLimit.inputProps}
            aria-describedby={`${id}-text-message`}
            rows={3}
            value={triggeredEvent.text}
            required
            onChange={(e) => edit.change({ text: e.target.value })}
          />
          <FieldMessage id={`${id}-text-message`} message={textLimit.problem}>
            {textLimit.counter}
          </FieldMessage>
        </div>
      </div>
      <p className="hint reaction-preview">
        <span className="preview-label">Preview:</span> <span data-testid="reaction-preview">{preview}</span>
        <br />
        With a sample {label.toLowerCase()}
        {sample.user ? ` from ${sample.user}` : ''}; keywords show sample values until it runs.
      </p>
      <div className="command-options">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={triggeredEvent.enabled}
            onChange={(e) => edit.change({ enabled: e.target.checked })}
          />
          Enabled
        </label>
        {minimumLabel && (
          <label className="checkbox">
            {minimumLabel}
            <input
              type="number"
              className="narrow"
              min={0}
              step={triggeredEvent.eventType === 'tip' ? 0.01 : 1}
              placeholder="none"
              value={triggeredEvent.minimum ?? ''}
              onChange={(e) => edit.change({ minimum: optionalNumber(e.target.value) })}
            />
          </label>
        )}
        <label className="checkbox">
          Cooldown (s)
          <input
            type="number"
            className="narrow"
            min={0}
            max={86_400}
            step={1}
            placeholder="none"
            value={triggeredEvent.cooldownSeconds ?? ''}
            onChange={(e) => edit.change({ cooldownSeconds: optionalNumber(e.target.value) })}
          />
        </label>
        {triggeredEvent.eventType === 'raid' && (
          <label className="checkbox">
            <input
              type="checkbox"
              checked={triggeredEvent.shoutout === true}
              onChange={(e) => edit.change({ shoutout: e.target.checked })}
            />
            Shout out the raider on Twitch
          </label>
        )}
        <span className="row-actions">
          <SaveStatus edited={edit.edited} saved={edit.saved} error={edit.error} />
          <button type="submit" className="button primary" disabled={edit.saving}>
            Save
          </button>
          <button type="button" className="button" disabled={isTesting} onClick={() => void runTest()}>
            Test
          </button>
          <button type="button" className="button subtle" onClick={() => void remove()}>
            Delete
          </button>
        </span>
      </div>
      {test && <TestReport result={test} />}
    </form>
  );
}

/** What the bot said in the simulated chat when Test fired the sample event. */
function TestReport({ result: { outcome, note } }: { result: TestResult }) {
  return (
    <section className="reaction-test" aria-label="Test result">
      {!outcome ? null : !outcome.ok ? (
        <p className="error">{outcome.reason}</p>
      ) : outcome.lines.length > 0 ? (
        <>
          <p className="hint">The bot said in the simulated chat:</p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling log must be focusable (axe) */}
          <ol className="chat-log reaction-test-log" aria-label="What the bot said" tabIndex={0}>
            {outcome.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: chat lines are plain strings that may repeat
              <li key={index} className="bot">
                <strong>Bot:</strong> {line}
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className="hint">
          The bot said nothing new. A cooldown, a minimum, or the limit of 10 reactions a minute per event
          type may be holding it back.
        </p>
      )}
      {note && <p className="hint">{note}</p>}
    </section>
  );
}
