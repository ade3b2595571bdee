// The Testing group: a burst of 20 emotes, or one every N seconds (empty or 0 means 1 s), to the
// preview and, with the switch on, to the open overlays too (the server picks and sends them; the
// preview flies the same images).
import { useEffect, useId, useRef, useState } from 'react';
import type { Emote, EmoteImage } from '../../../core/emotes/emote';
import { api, failureReason } from '../../api';
import { CheckboxField } from '../../components/SettingFields';

/** Spec: a test burst is 20 emotes; the interval test sends 1 every 2 seconds. */
export const testBurstSize = 20;
const defaultIntervalSeconds = 2;

/** Spec: an interval that is empty or 0 means 1 second. */
export const testIntervalMs = (text: string) => {
  const seconds = Number(text);
  return text.trim() === '' || !Number.isFinite(seconds) || seconds <= 0 ? 1000 : seconds * 1000;
};

const imageOf = (emote: Emote): EmoteImage => ({ urls: emote.urls ?? { '3': emote.url }, animated: false });

export function EmoteTesting({
  samples,
  fly,
}: {
  samples: EmoteImage[];
  /** Flies images in the preview with the page's edited settings. */
  fly: (images: EmoteImage[]) => void;
}) {
  const [toOverlays, setToOverlays] = useState(false);
  const [interval, setIntervalText] = useState(String(defaultIntervalSeconds));
  const [isRunning, setRunning] = useState(false);
  const [error, setError] = useState('');
  const intervalId = useId();

  const send = async (count: number) => {
    if (!toOverlays) {
      fly(
        Array.from(
          { length: count },
          () => samples[Math.floor(Math.random() * samples.length)] as EmoteImage,
        ),
      );
      return;
    }
    const response = await api.emoteMover.test.$post({ json: { count } });
    if (!response.ok) {
      setError(await failureReason(response));
      return;
    }
    setError('');
    const { emotes } = (await response.json()) as { emotes: Emote[] };
    fly(emotes.map(imageOf));
  };
  // The interval reads the latest switch and samples without restarting.
  const sendRef = useRef(send);
  sendRef.current = send;

  useEffect(() => {
    if (!isRunning) return;
    const timer = setInterval(() => void sendRef.current(1), testIntervalMs(interval));
    return () => clearInterval(timer);
  }, [isRunning, interval]);

  return (
    <>
      <p className="hint">Emotes from your channel's sets fly in the preview with the settings as edited.</p>
      <button
        type="button"
        className="button"
        onClick={() => void send(testBurstSize)}
        disabled={samples.length === 0}
      >
        Send a burst of {testBurstSize}
      </button>
      <div className="field setting">
        <label htmlFor={intervalId}>
          One emote every<span className="unit"> (s)</span>
        </label>
        <input
          id={intervalId}
          type="number"
          min={0}
          step={0.5}
          value={interval}
          onChange={(event) => setIntervalText(event.target.value)}
        />
      </div>
      <button
        type="button"
        className="button secondary"
        aria-pressed={isRunning}
        onClick={() => setRunning((running) => !running)}
        disabled={samples.length === 0}
      >
        {isRunning ? 'Stop' : 'Start'} one at a time
      </button>
      <CheckboxField label="Also send to my open overlays" checked={toOverlays} onChange={setToOverlays} />
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
