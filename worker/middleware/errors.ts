// Every failure leaves as {status: false, reason}; unknown errors are logged with an id, never leaked.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ChannelFullError } from '../../db/channel-full';
import { HttpError, refusedFieldHeader } from '../http-error';

export function renderError(err: Error, c: Context): Response {
  if (err instanceof ChannelFullError) return c.json({ status: false, reason: err.message }, 409);
  if (err instanceof HttpError)
    // The refused field travels in a header, so the body keeps the one {status, reason} shape.
    return c.json({ status: false, reason: err.reason }, err.status, {
      ...err.headers,
      ...(err.field ? { [refusedFieldHeader]: err.field } : {}),
    });
  if (err instanceof HTTPException && err.status < 500) {
    // Hono's own refusals, e.g. malformed JSON from its body validator.
    return c.json(
      { status: false, reason: err.message || 'Bad request' },
      err.status as ContentfulStatusCode,
    );
  }
  const errorId = crypto.randomUUID();
  // The id the user sees finds the whole story in the log: the stack and what caused it.
  console.error(
    `[${errorId}] ${c.req.method} ${new URL(c.req.url).pathname}: ${err.stack ?? `${err.name}: ${err.message}`}`,
    ...(err.cause === undefined ? [] : ['\ncaused by:', err.cause]),
  );
  return c.json({ status: false, reason: `Something went wrong on our side (error ${errorId}).` }, 500);
}

export function renderApiNotFound(c: Context): Response {
  return c.json(
    { status: false, reason: `No such API endpoint: ${c.req.method} ${new URL(c.req.url).pathname}` },
    404,
  );
}
