// Plays synthesised speech through Web Audio, which OBS's browser source captures like any page sound
// (and routes through OBS with "Control audio via OBS"), unlike the browser's own speechSynthesis.
// Web Audio needs no media-src in the overlay's Content-Security-Policy, as a blob: address would.

let context: AudioContext | undefined;

function audioContext(): AudioContext {
  context ??= new AudioContext();
  return context;
}

/**
 * Decodes the audio file (WAV, MP3) and plays it at `gain` (0-1); resolves when it has played, or at
 * once when `signal` aborts, the sound stopped.
 */
export async function playAudio(bytes: ArrayBuffer, gain: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return;
  const audio = audioContext();
  // OBS lets pages play sound unasked; a browser tab may hold the context until the page is used.
  if (audio.state === 'suspended') await audio.resume().catch(() => undefined);
  const buffer = await audio.decodeAudioData(bytes);
  if (signal.aborted) return;
  const source = audio.createBufferSource();
  source.buffer = buffer;
  const volume = audio.createGain();
  volume.gain.value = Math.min(1, Math.max(0, gain));
  source.connect(volume).connect(audio.destination);
  await new Promise<void>((resolve) => {
    const stop = () => {
      source.onended = null;
      source.stop();
      source.disconnect();
      resolve();
    };
    signal.addEventListener('abort', stop, { once: true });
    source.onended = () => {
      signal.removeEventListener('abort', stop);
      source.disconnect();
      resolve();
    };
    source.start();
  });
}
