// The typed API client, derived from the worker's routes: a renamed route or field fails typecheck.
import { hc } from 'hono/client';
import type { AuthApi, DashboardApi } from '../worker/app';

export const api = hc<DashboardApi>('/api');
export const auth = hc<AuthApi>('/');

/** The reason from a `{status: false, reason}` answer, or a generic one for a network failure. */
export async function failureReason(response: { status: number; json(): Promise<unknown> }): Promise<string> {
  try {
    const body = (await response.json()) as { reason?: string };
    return body.reason ?? `The server answered ${response.status}.`;
  } catch {
    return `The server answered ${response.status}.`;
  }
}

/** The reason and the refused field (a dotted path, when the server names one) of a failed answer. */
export async function refusal(response: {
  status: number;
  headers?: Headers;
  json(): Promise<unknown>;
}): Promise<{ ok: false; reason: string; field?: string }> {
  // The server names the refused field in a header (worker/http-error.ts), beside {status, reason}.
  const field = response.headers?.get('X-Refused-Field');
  try {
    const body = (await response.json()) as { reason?: string };
    return {
      ok: false,
      reason: body.reason ?? `The server answered ${response.status}.`,
      ...(field ? { field } : {}),
    };
  } catch {
    return { ok: false, reason: `The server answered ${response.status}.` };
  }
}

/** A save's outcome for useEditState: done, or refused with the server's reason and field. */
export async function saveOutcome(response: {
  ok: boolean;
  status: number;
  headers?: Headers;
  json(): Promise<unknown>;
}): Promise<{ ok: true } | { ok: false; reason: string; field?: string }> {
  return response.ok ? { ok: true } : refusal(response);
}
