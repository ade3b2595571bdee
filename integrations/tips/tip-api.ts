// The one way the tip pollers call a tip service's REST API: a Bearer token, a zod check of the
// answer, and errors that name the host only (the token, and any address that might carry it, stay out).
import type { z } from 'zod';
import { kilobytes, limitAnswer } from '../web/bounded-answer';

/** The service refused the token (HTTP 401/403): retrying it cannot help, a new one must be saved. */
export class TipTokenRefusedError extends Error {}

/** The check failed for now (network, 5xx, an answer this bot cannot read): the next check retries. */
export class TipCheckFailedError extends Error {}

/** A check waits this long for an answer at most: the object is billed while it waits. */
export const tipApiTimeoutMs = 10_000;
/** A tip service's answer (a page of tips, tokens) is read up to this size; beyond it, the check fails. */
const maxTipAnswerBytes = kilobytes(512);

/**
 * A fetch to a tip service that gives up after `timeoutMs`, failing in words that name the host only.
 * Its timer is cleared once the answer comes (AbortSignal.timeout's would outlive the check and keep
 * the object from being evicted until it fired).
 */
export async function fetchTipService(
  url: string,
  init: RequestInit,
  timeoutMs = tipApiTimeoutMs,
): Promise<Response> {
  const host = new URL(url).host;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    return limitAnswer(await fetch(url, { ...init, signal: abort.signal }), maxTipAnswerBytes);
  } catch {
    throw new TipCheckFailedError(
      abort.signal.aborted
        ? `${host} did not answer within ${timeoutMs / 1000} seconds.`
        : `${host} could not be reached.`,
    );
  } finally {
    clearTimeout(timer);
  }
}

export async function getTipApi<T extends z.ZodTypeAny>(
  url: string,
  token: string,
  schema: T,
  timeoutMs = tipApiTimeoutMs,
): Promise<z.infer<T>> {
  const host = new URL(url).host;
  const response = await fetchTipService(
    url,
    { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } },
    timeoutMs,
  );
  if (response.status === 401 || response.status === 403)
    throw new TipTokenRefusedError(`${host} refused the token (HTTP ${response.status}).`);
  if (!response.ok) throw new TipCheckFailedError(`${host} answered HTTP ${response.status}.`);
  const body = await response.json().catch(() => undefined);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new TipCheckFailedError(`${host} sent an answer this bot cannot read.`);
  return parsed.data;
}
