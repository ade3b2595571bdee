// The chosen type's preview: the overlay's own renderer plays a sample event of the type (or one of
// its variations) with the settings as edited, resolved by the same core functions the queue uses;
// the line under it says which variation the sample would play, and the test goes to the open overlays.
import { useEffect, useId, useMemo, useState } from 'react';
import type { AlertEvent, AlertToPlay, AlertType } from '../../../core/alerts/alert';
import { sampleAlertEvent } from '../../../core/alerts/alert-samples';
import { alertAmountText, alertTextFiller } from '../../../core/alerts/alert-template';
import type { AlertsSettings } from '../../../core/alerts/alerts-settings';
import { alertToPlayOf, planAlert, resolveAlert } from '../../../core/alerts/resolve-alert';
import { cleanedAlertSpeech } from '../../../core/alerts/speech-text';
import { type AlertPreviewProps, mountAlertPreview } from '../../../overlays/alerts/alerts-renderer';
import { createSpeaker } from '../../../overlays/alerts/speech/speech-engine';
import { api, failureReason } from '../../api';
import { OverlayPreview } from '../../components/overlay-settings/OverlayPreview';
import { RendererView } from '../../components/overlay-settings/RendererView';
import { SelectField } from '../../components/SettingFields';

/** "a cheer of 500 bits": the sample event in the words of the line under the preview. */
function describeSample(event: AlertEvent): string {
  const amount = alertAmountText(event);
  switch (event.type) {
    case 'follow':
      return `a follow from ${event.username}`;
    case 'sub':
      return `a tier ${event.tier ?? 1} sub`;
    case 'resub':
      return `a resub of ${event.months ?? 1} months`;
    case 'giftBomb':
      return `a gift of ${amount} subs`;
    case 'cheer':
      return `a cheer of ${amount} bits`;
    case 'raid':
      return `a raid of ${amount} viewers`;
    case 'tip':
      return `a tip of ${amount}`;
    case 'redemption':
      return `a redemption of "${event.reward ?? ''}"`;
  }
}

/** The sample event as it matches, or a variation by its place in the type's list. */
const asMatched = 'matched';

/** How long the preview waits after an edit before it plays the design again. */
const replayAfterEditMs = 700;

/**
 * The preview speaks with the engine the streamer chose, except the hosted one (it is reached with the
 * overlay's key, and costs): that is previewed with the bundled voice.
 */
const previewSpeaker = createSpeaker('');

/** A preview alert: the resolved design as the overlay receives it, as a test. */
async function previewAlert(settings: AlertsSettings, event: AlertEvent, seq: number): Promise<AlertToPlay> {
  const resolved = await resolveAlert(settings, event, {
    random: Math.random,
    fill: alertTextFiller({ random: Math.random, now: Date.now }),
  });
  // The page has no word list: the queue cleans with the channel's when it sends the alert.
  const text = resolved.speech && cleanedAlertSpeech(resolved.speech, null);
  const engine = settings.speechEngine === 'hosted' ? 'bundled' : settings.speechEngine;
  return alertToPlayOf(
    { id: `preview-${seq}`, event, isTest: true },
    resolved,
    text ? { text, engine } : null,
  );
}

export function AlertPreview({
  settings,
  type,
  isEdited,
}: {
  settings: AlertsSettings;
  type: AlertType;
  /** Unsaved edits: the test to the overlays plays the saved settings, so the page says so. */
  isEdited: boolean;
}) {
  const [chosen, setChosen] = useState(asMatched);
  // Plays after an edit are silent; "Play preview" plays with sound and speech.
  const [alert, setAlert] = useState<{ alert: AlertToPlay; muted: boolean } | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const statusId = useId();
  const { variations } = settings.types[type];
  // A variation removed since it was chosen falls back to the sample as it matches.
  const place = chosen === asMatched || Number(chosen) >= variations.length ? null : Number(chosen);
  const sample = useMemo(() => sampleAlertEvent(type), [type]);
  // A random condition is drawn at 50 %, so the line stays put while the streamer types.
  const plan = planAlert(settings, sample, () => 0.5);
  const props = useMemo<AlertPreviewProps>(
    () => ({
      alert: alert?.alert ?? null,
      muted: alert?.muted ?? true,
      speak: (speech, signal) => previewSpeaker.speak(speech, signal, { volume: 1, muted: false }),
    }),
    [alert],
  );

  const play = async (muted: boolean) => {
    const event = place === null ? sample : { ...sample, variation: place };
    setAlert({ alert: await previewAlert(settings, event, Date.now()), muted });
  };

  // A live preview: the chosen design plays again shortly after each edit, and when the type changes.
  const design = JSON.stringify([settings.types[type], settings.speechEngine]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `play` reads the settings `design` stands for.
  useEffect(() => {
    const timer = setTimeout(() => void play(true), replayAfterEditMs);
    return () => clearTimeout(timer);
  }, [design, type, place]);

  const sendTest = async () => {
    setOutcome(null);
    try {
      const response = await api.alerts.test.$post({
        json: { type, ...(place !== null && { variation: place }) },
      });
      setOutcome(
        response.ok
          ? { ok: true, text: 'Sent to your open alert overlays (see the queue).' }
          : { ok: false, text: await failureReason(response) },
      );
    } catch {
      setOutcome({ ok: false, text: 'Could not reach the server. Check your connection and try again.' });
    }
  };

  return (
    <div className="alert-preview">
      <OverlayPreview
        width={settings.width}
        height={settings.height}
        hint="Live preview at your overlay's size, with the settings as edited. The checkered area is what your stream shows through."
      >
        <div className="alert-preview-stage" style={{ width: settings.width, height: settings.height }}>
          <RendererView mount={mountAlertPreview} props={props} />
        </div>
      </OverlayPreview>
      <p className="sample-match">
        A sample event ({describeSample(sample)}) would play:{' '}
        <strong>
          {plan.plays
            ? plan.variation
              ? plan.variation.name || 'an unnamed variation'
              : 'the base design'
            : 'nothing'}
        </strong>
        {!plan.plays && (settings.types[type].enabled ? ' (below the minimum)' : ' (this type is off)')}
      </p>
      <div className="alert-preview-controls">
        <SelectField
          label="Design to play"
          value={place === null ? asMatched : String(place)}
          options={[
            [asMatched, 'The sample event, as it matches'] as const,
            ...variations.map(
              (variation, at) => [String(at), `Variation ${at + 1}: ${variation.name}`] as const,
            ),
          ]}
          onChange={setChosen}
        />
        <span className="row-actions start">
          <button type="button" className="button" onClick={() => void play(false)}>
            Play preview
          </button>
          <button
            type="button"
            className="button"
            onClick={() => void sendTest()}
            aria-describedby={statusId}
          >
            Send test to the overlay
          </button>
        </span>
      </div>
      <p id={statusId} className="hint" aria-live="polite">
        {isEdited && 'The test plays your saved settings: save first to send these changes. '}
        {outcome && <span className={outcome.ok ? 'success' : 'error'}>{outcome.text}</span>}
      </p>
    </div>
  );
}
