// The one way the tip pollers call a tip service's REST API: a Bearer token, a zod check of the
// answer, and errors that name the host only (the token, and any address that might carry it, stay out).
import type { z } from 'zod';

/** The service refused the token (HTTP 401/403): retrying it cannot help, a new one must be saved. */
export class TipTokenRefusedError extends Error {}

/** The check failed for now (network, 5xx, an answer this bot cannot read): the next check retries. */
export class TipCheckFailedError extends Error {}

/** A check waits this long for an answer at most: the object is billed while it waits. */
export const tipApiTimeoutMs = 10_000;

export async function getTipApi<T extends z.ZodTypeAny>(
  url: string,
  token: string,
  schema: T,
  timeoutMs = tipApiTimeoutMs,
): Promise<z.infer<T>> {
  const host = new URL(url).host;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new TipCheckFailedError(
      error instanceof DOMException && error.name === 'TimeoutError'
        ? `${host} did not answer within ${timeoutMs / 1000} seconds.`
        : `${host} could not be reached.`,
    );
  }
  if (response.status === 401 || response.status === 403)
    throw new TipTokenRefusedError(`${host} refused the token (HTTP ${response.status}).`);
  if (!response.ok) throw new TipCheckFailedError(`${host} answered HTTP ${response.status}.`);
  const body = await response.json().catch(() => undefined);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new TipCheckFailedError(`${host} sent an answer this bot cannot read.`);
  return parsed.data;
}
