import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { origin, signInAsDemoStreamer } from './session-helpers';

/** A body sent as a stream, so no size is declared up front (as a chunked upload arrives). */
function streamed(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 64 * 1024)
        controller.enqueue(bytes.slice(at, at + 64 * 1024));
      controller.close();
    },
  });
}

function deleteQuote(cookie: string, body: ReadableStream<Uint8Array> | string): Request {
  return new Request(`${origin}/api/quotes`, {
    method: 'DELETE',
    headers: { Cookie: cookie, Origin: origin, 'Content-Type': 'application/json' },
    body,
  });
}

describe('request bodies', () => {
  it('hands a body of undeclared size to the route when it is within 1 MB', async () => {
    const cookie = await signInAsDemoStreamer();
    const body = JSON.stringify({ number: 424242, padding: 'x'.repeat(512 * 1024) });
    const response = await exports.default.fetch(deleteQuote(cookie, streamed(body)));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: false, reason: 'There is no quote #424242.' });
  });

  it('refuses a body of undeclared size once it passes 1 MB', async () => {
    const cookie = await signInAsDemoStreamer();
    const body = JSON.stringify({ number: 424242, padding: 'x'.repeat(3 * 1024 * 1024) });
    const response = await exports.default.fetch(deleteQuote(cookie, streamed(body)));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ status: false, reason: 'The request body is larger than 1 MB.' });
  });

  it('reads the body a route ignored and still gives the route its answer', async () => {
    const cookie = await signInAsDemoStreamer();
    const response = await exports.default.fetch(
      new Request(`${origin}/api/twitch/botOn`, {
        method: 'POST',
        headers: {
          Cookie: cookie,
          Origin: origin,
          'Content-Type': 'application/json',
          'Content-Length': '2',
        },
        body: '{}',
      }),
    );
    expect(response.status).toBe(200);
  });
});
