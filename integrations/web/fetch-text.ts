// {urlget}: a GET with a deadline that reads no more text than it may keep, and reaches only the
// public internet: every address, and each of at most 3 redirects (followed here, one by one), is
// checked before it is fetched, so a command cannot read a page of the server's own network.
import { FetchRefusedError } from '../../core/keywords/definition';
import { isPublicWebAddress } from '../../core/web/public-address';

const maxRedirects = 3;

export type FetchTextOptions = {
  timeoutMs: number;
  maxChars: number;
  /** A self-hoster's choice (URLGET_ALLOW_PRIVATE=true): their own network may be read too. */
  allowPrivate?: boolean;
};

export async function fetchBoundedText(url: string, options: FetchTextOptions): Promise<string> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let address = new URL(url);
  for (let hop = 0; ; hop++) {
    if (!options.allowPrivate && !isPublicWebAddress(address))
      throw new FetchRefusedError('urlget reaches only public web addresses');
    const response = await fetch(address.toString(), {
      signal,
      headers: { Accept: 'text/plain, */*;q=0.5' },
      redirect: 'manual',
    });
    const location = response.headers.get('Location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      if (hop >= maxRedirects) throw new FetchRefusedError('urlget follows at most 3 redirects');
      address = new URL(location, address);
      continue;
    }
    if (!response.ok || !response.body) throw new Error(`urlget answered ${response.status}`);
    return readBounded(response.body, options.maxChars);
  }
}

async function readBounded(body: ReadableStream, maxChars: number): Promise<string> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  while (text.length < maxChars) {
    const { done, value } = await reader.read();
    if (done) break;
    text += value;
  }
  await reader.cancel();
  return text.slice(0, maxChars);
}
