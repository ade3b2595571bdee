// Every answer from outside (emote sets, tip services, imports, Discord, Twitch) is read through this:
// an answer declaring more than its limit is refused unread, and one with no declared size is read as
// a stream and cut the moment it passes the limit, so no answer is ever held whole beyond it.

/** The answer was larger than the caller's limit; nothing past the limit was read. */
export class AnswerTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`the answer is larger than ${Math.round(maxBytes / 1024)} KB`);
  }
}

export const kilobytes = (n: number) => n * 1024;
export const megabytes = (n: number) => n * 1024 * 1024;

/**
 * The response with its body bounded to `maxBytes`: reading it (json(), text() …) fails with
 * AnswerTooLargeError at once when it declares more, and as soon as more arrives when it does not.
 */
export function limitAnswer(response: Response, maxBytes: number): Response {
  if (!response.body) return response;
  const init = { status: response.status, statusText: response.statusText, headers: response.headers };
  const declared = Number(response.headers.get('Content-Length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    void response.body.cancel().catch(() => {});
    const refused = new ReadableStream({ start: (c) => c.error(new AnswerTooLargeError(maxBytes)) });
    return new Response(refused, init);
  }
  let read = 0;
  const cut = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      read += chunk.byteLength;
      // Erroring here also cancels the source, so the rest is never downloaded.
      if (read > maxBytes) controller.error(new AnswerTooLargeError(maxBytes));
      else controller.enqueue(chunk);
    },
  });
  return new Response(response.body.pipeThrough(cut), init);
}

/** Whether `error` (or the error a body read wrapped it in) is an answer over its limit. */
export function isAnswerTooLarge(error: unknown): boolean {
  if (error instanceof AnswerTooLargeError) return true;
  return error instanceof Error && error.cause instanceof AnswerTooLargeError;
}
