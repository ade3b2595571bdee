// {urlget}: a GET with a deadline that reads no more text than it may keep.

export async function fetchBoundedText(
  url: string,
  limits: { timeoutMs: number; maxChars: number },
): Promise<string> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(limits.timeoutMs),
    headers: { Accept: 'text/plain, */*;q=0.5' },
    redirect: 'follow',
  });
  if (!response.ok || !response.body) throw new Error(`urlget answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  while (text.length < limits.maxChars) {
    const { done, value } = await reader.read();
    if (done) break;
    text += value;
  }
  await reader.cancel();
  return text.slice(0, limits.maxChars);
}
