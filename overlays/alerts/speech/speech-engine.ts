// The one door to speech for the alerts overlay: an alert's speech said by the engine its settings
// name, falling back to the bundled engine when the hosted one or the browser's cannot speak. Speech
// is audio the page plays like any sound, so OBS plays and records it. Aborting the signal (the skip,
// the kill switch) stops it at once. Nothing here ever throws into the renderer.
import type { AlertSpeech } from '../../../core/alerts/alert';
import { playAudio } from './audio-output';

/** How the overlay plays sound now: its volume (0-1) and whether its alerts are muted. */
export type SpeechOutput = { volume: number; muted: boolean };

/** Says an alert's speech; resolves when it has been said, failed, or `signal` aborted. */
export type Speak = (speech: AlertSpeech, signal: AbortSignal, output: SpeechOutput) => Promise<void>;

export type Speaker = {
  speak: Speak;
  /** Starts loading the bundled engine (when the overlay learns that speech is on). */
  warmUp(): void;
};

// The engine's modules are their own chunks: the overlay's main script stays small until speech is used.
const bundledEngine = () => import('./bundled-engine');

async function speakBundled(speech: AlertSpeech, gain: number, signal: AbortSignal): Promise<void> {
  const { synthesizeBundled } = await bundledEngine();
  if (signal.aborted) return;
  const wav = await synthesizeBundled(speech.text, speech.voice, speech.rate, speech.pitch);
  await playAudio(wav.slice().buffer, gain, signal);
}

async function speakHosted(
  speechUrl: string,
  speech: AlertSpeech,
  gain: number,
  signal: AbortSignal,
): Promise<void> {
  const { fetchHostedSpeech } = await import('./hosted-engine');
  await playAudio(await fetchHostedSpeech(speechUrl, speech, signal), gain, signal);
}

async function speakBrowser(speech: AlertSpeech, gain: number, signal: AbortSignal): Promise<void> {
  const { speakWithBrowser } = await import('./browser-engine');
  await speakWithBrowser(speech, gain, signal);
}

/** `speechUrl`: the overlay's hosted speech route, `/api/overlay/{overlaySecretKey}/speech`. */
export function createSpeaker(speechUrl: string): Speaker {
  const speak: Speak = async (speech, signal, output) => {
    if (output.muted || signal.aborted || speech.text.trim() === '') return;
    // The type's speech volume (0-100) within the overlay's own.
    const gain = (Math.min(100, Math.max(0, speech.volume)) / 100) * Math.min(1, Math.max(0, output.volume));
    try {
      if (speech.engine === 'hosted') await speakHosted(speechUrl, speech, gain, signal);
      else if (speech.engine === 'browser') await speakBrowser(speech, gain, signal);
      else await speakBundled(speech, gain, signal);
      return;
    } catch (error) {
      if (signal.aborted) return;
      if (speech.engine === 'bundled') {
        console.warn('Speech failed:', error);
        return;
      }
      console.warn(`The ${speech.engine} speech engine failed; the bundled one speaks instead:`, error);
    }
    // A hosted voice's name means nothing to espeak-ng, which then takes its default voice.
    await speakBundled(speech, gain, signal).catch((error: unknown) => {
      if (!signal.aborted) console.warn('Speech failed:', error);
    });
  };
  return {
    speak,
    warmUp: () => {
      bundledEngine()
        .then((engine) => engine.warmUpBundled())
        .catch(() => undefined);
    },
  };
}
