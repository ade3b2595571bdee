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
  json(): Promise<unknown>;
}): Promise<{ ok: false; reason: string; field?: string }> {
  try {
    const body = (await response.json()) as { reason?: string; field?: string };
    return {
      ok: false,
      reason: body.reason ?? `The server answered ${response.status}.`,
      ...(body.field ? { field: body.field } : {}),
    };
  } catch {
    return { ok: false, reason: `The server answered ${response.status}.` };
  }
}

/** A save's outcome for useEditState: done, or refused with the server's reason and field. */
export async function saveOutcome(response: {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}): Promise<{ ok: true } | { ok: false; reason: string; field?: string }> {
  return response.ok ? { ok: true } : refusal(response);
}
