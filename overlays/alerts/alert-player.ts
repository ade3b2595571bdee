// Plays one alert from start to end: waits (briefly) for its media, shows it with its animation in,
// plays its sound, shows the text after the design's delay and then speaks, and leaves with its
// animation out once its duration is over (and, when the design says so, its speech has ended).
import type { AlertSpeech, AlertToPlay } from '../../core/alerts/alert';
import { type AlertMedia, loadAlertMedia } from './alert-media';
import { buildAlertView } from './alert-view';

/** Says an alert's speech aloud; resolves when it has been said, or soon after `signal` aborts. */
export type SpeakAlert = (speech: AlertSpeech, signal: AbortSignal) => Promise<void>;

export type PlayOptions = {
  muted: boolean;
  speak?: SpeakAlert;
  /** Its media are ready (or given up on) and it shows. */
  onStarted(): void;
  /** It has left the canvas. */
  onFinished(): void;
};

export type PlayingAlert = {
  /** Ends it now: a short fade, then `onFinished`. */
  stop(): void;
  /** Silences its speech only; the alert plays on to the end of its duration. */
  stopSpeech(): void;
  setMuted(muted: boolean): void;
};

const inMs = 700;
const outMs = 600;
const stopMs = 200;

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/** Starts media that may refuse sound without a click (a browser outside OBS): then plays muted. */
function start(media: HTMLMediaElement | null) {
  media?.play().catch((error: DOMException) => {
    if (error.name !== 'NotAllowedError' || !(media instanceof HTMLVideoElement)) return;
    media.muted = true;
    media.play().catch(() => undefined);
  });
}

export function playAlert(canvas: HTMLElement, alert: AlertToPlay, options: PlayOptions): PlayingAlert {
  const playing = new AbortController();
  const speaking = new AbortController();
  let media: AlertMedia = { visual: null, sound: null };
  let card: HTMLElement | undefined;
  let muted = options.muted;
  let isFinished = false;

  const applyMuted = () => {
    for (const element of [media.visual, media.sound])
      if (element instanceof HTMLMediaElement) element.muted = muted;
    if (muted) speaking.abort();
  };

  const finish = () => {
    if (isFinished) return;
    isFinished = true;
    playing.abort();
    speaking.abort();
    for (const element of [media.visual, media.sound])
      if (element instanceof HTMLMediaElement) {
        element.pause();
        element.removeAttribute('src');
      }
    card?.remove();
    options.onFinished();
  };

  const leave = async (ms: number) => {
    if (!card) return finish();
    card.classList.add('is-leaving');
    card.style.animationDuration = `${ms}ms`;
    await new Promise((resolve) => setTimeout(resolve, ms));
    finish();
  };

  const speakAfterText = async () => {
    const speech = alert.speech;
    if (!speech || !options.speak || muted) return;
    // A failing engine costs the alert its speech, never its place in the queue.
    await options.speak(speech, speaking.signal).catch(() => undefined);
  };

  const run = async () => {
    media = await loadAlertMedia(alert.media, alert.design.volume / 100, playing.signal);
    if (playing.signal.aborted) return;
    card = buildAlertView(alert, media.visual);
    card.style.animationDuration = `${inMs}ms`;
    canvas.appendChild(card);
    applyMuted();
    start(media.visual instanceof HTMLVideoElement ? media.visual : null);
    start(media.sound);
    options.onStarted();

    const shownAt = performance.now();
    const durationMs = alert.duration * 1000;
    await wait(alert.design.textDelay * 1000, playing.signal);
    if (playing.signal.aborted) return;
    card.classList.add('is-text-shown');
    const speech = speakAfterText();
    const durationOver = wait(durationMs - outMs - (performance.now() - shownAt), playing.signal);
    await (alert.untilSpeechEnds ? Promise.all([durationOver, speech]) : durationOver);
    if (playing.signal.aborted) return;
    // Speech not awaited is cut when its alert leaves, so the next alert never talks over it.
    speaking.abort();
    await leave(outMs);
  };
  run();

  return {
    stop() {
      if (isFinished || playing.signal.aborted) return;
      playing.abort();
      speaking.abort();
      leave(stopMs);
    },
    stopSpeech: () => speaking.abort(),
    setMuted(next) {
      muted = next;
      applyMuted();
    },
  };
}
