// Request bodies: the size limits routes declare, and reading every body to its end.
//
// workerd closes a connection whose request body was not read to its end, and a client that pooled it
// (the Vite dev server's fetch into workerd) sends its next request into the closed socket, which fails
// with "other side closed" (workerd issue 1741). Cancelling the body does not help; reading it does.
// Nor can the Worker ask for the connection to be closed: workerd drops `Connection` and `Keep-Alive`
// from a Worker's answer.
import type { Context, MiddlewareHandler } from 'hono';

/**
 * A refused body up to this size is still read and dropped, so its connection stays usable. A larger
 * one is left unread: the client cannot have handed it all to the connection yet (loopback buffers held
 * about 4 MB when measured), so it is still sending when the refusal arrives and drops the connection
 * itself (the refusal may be lost with it). Reading such a body only in part would be worse: the client
 * may then be done sending, and its next request fails.
 */
const maxDrainBytes = 8 * 1024 * 1024;

type ReadBytes = ReadableStreamDefaultReader<Uint8Array>;

/** Reads and drops the rest of a body, stopping once past `limit` bytes. */
async function drain(reader: ReadBytes, limit: number): Promise<void> {
  try {
    for (let read = 0; read <= limit; ) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
  } catch {
    // The client went away mid-body: there is no connection left to keep.
  }
}

type Options = { maxBytes: number; onTooLarge: (c: Context) => Response };

/** A route's body limit (declared with the route, see route-properties.ts) and the middleware holding to it. */
export type BodyLimit = { maxBytes: number; enforce: MiddlewareHandler };

/**
 * Refuses a body over `maxBytes` before any route sees it, and reads to its end whatever body the
 * route did not read. Requests without a body (GET, HEAD, WebSocket upgrades) cost nothing.
 */
export function limitAndDrainBody({ maxBytes, onTooLarge }: Options): BodyLimit {
  const enforce: MiddlewareHandler = async (c, next) => {
    const request = c.req.raw;
    if (!request.body) return next();
    const declared = request.headers.get('Content-Length');
    if (declared === null || request.headers.has('Transfer-Encoding')) {
      // No size given up front: read the body here, so a route never sees more than maxBytes.
      const reader = request.body.getReader();
      const chunks: BlobPart[] = [];
      let size = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > maxBytes) {
          // Its size is unknown, so past maxDrainBytes it can only be left part-read.
          await drain(reader, maxDrainBytes - size);
          return onTooLarge(c);
        }
        chunks.push(value);
      }
      c.req.raw = new Request(request, { body: new Blob(chunks) });
      return next();
    }
    const size = Number(declared);
    if (size > maxBytes) {
      if (size <= maxDrainBytes) await drain(request.body.getReader(), size);
      return onTooLarge(c);
    }
    await next();
    // A body the route read (c.req.json() and the like) or handed on is not ours to read.
    if (!request.bodyUsed && !request.body.locked) await drain(request.body.getReader(), size);
  };
  return { maxBytes, enforce };
}

/** No request body the product takes comes near this but an upload's or an import's. */
export const standardBody = limitAndDrainBody({
  maxBytes: 1024 * 1024,
  onTooLarge: (c) => c.json({ status: false, reason: 'The request body is larger than 1 MB.' }, 413),
});

/** Another bot's pasted API answers: 10,000 StreamElements quotes are about 2 MB. */
export const importBody = limitAndDrainBody({
  maxBytes: 8 * 1024 * 1024,
  onTooLarge: (c) =>
    c.json(
      {
        status: false,
        reason:
          'The pasted data is larger than 8 MB. Import with the token or JWT instead (the lists are then read page by page), or paste the lists one at a time.',
      },
      413,
    ),
});
