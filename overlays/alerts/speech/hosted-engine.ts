// The hosted engine: Workers AI text-to-speech behind the product's own route
// (worker/routes/alert-speech.ts), which caches the audio in R2 so a replay costs nothing.

/**
 * The audio of `text`, asked of the speech route. Throws when the deployment has no hosted engine (501)
 * or it fails, so the caller falls back.
 */
export async function fetchHostedSpeech(
  speechUrl: string,
  speech: { text: string; voice: string },
  signal: AbortSignal,
): Promise<ArrayBuffer> {
  const response = await fetch(speechUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ text: speech.text, voice: speech.voice }),
    signal,
  });
  if (!response.ok) throw new Error(`The hosted speech engine answered ${response.status}.`);
  return response.arrayBuffer();
}
