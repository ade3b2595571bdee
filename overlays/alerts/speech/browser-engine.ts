// The browser's own speechSynthesis: the third choice only. OBS's browser source often has no voices,
// and its speech is not captured with "Control audio via OBS" (OBS issue 8424), as the page says.

function chooseVoice(name: string): SpeechSynthesisVoice | null {
  const voices = speechSynthesis.getVoices();
  const wanted = name.toLowerCase();
  return (
    voices.find((voice) => voice.name.toLowerCase() === wanted) ??
    voices.find((voice) => voice.lang.toLowerCase().startsWith(wanted)) ??
    null
  );
}

/** Says `text`; throws when the browser has no speech or no voice at all, so the caller falls back. */
export function speakWithBrowser(
  speech: { text: string; voice: string; rate: number; pitch: number },
  gain: number,
  signal: AbortSignal,
): Promise<void> {
  if (typeof speechSynthesis === 'undefined' || speechSynthesis.getVoices().length === 0)
    return Promise.reject(new Error('This browser has no speech voices.'));
  if (signal.aborted) return Promise.resolve();
  const utterance = new SpeechSynthesisUtterance(speech.text);
  utterance.voice = chooseVoice(speech.voice);
  utterance.rate = Math.min(10, Math.max(0.1, speech.rate || 1));
  utterance.pitch = Math.min(2, Math.max(0, speech.pitch || 1));
  utterance.volume = Math.min(1, Math.max(0, gain));
  return new Promise((resolve) => {
    const stop = () => {
      speechSynthesis.cancel();
      resolve();
    };
    signal.addEventListener('abort', stop, { once: true });
    const done = () => {
      signal.removeEventListener('abort', stop);
      resolve();
    };
    utterance.onend = done;
    utterance.onerror = done;
    speechSynthesis.speak(utterance);
  });
}
