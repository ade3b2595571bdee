// The moderation page's calls to the API (spec/moderation.md sections 6–8), each answering either its
// data or the server's reason in plain words.
import type {
  FilterKey,
  ModerationAction,
  ModerationSettings,
} from '../../../core/moderation/moderation-settings';
import { refusal } from '../../api';

export type Failure = { ok: false; reason: string; field?: string };
export type Outcome<T> = ({ ok: true } & T) | Failure;

/** What the filters decide about one message, with each normalisation step on the way. */
export type ModerationDecision = {
  action: ModerationAction;
  filter: FilterKey | null;
  normalized: string;
  duration?: number;
  reason?: string;
  entry?: string;
  dryRun?: boolean;
  steps: { name: string; text: string }[];
};

export type ReplayedMessage = {
  user: string;
  text: string;
  action: ModerationAction;
  filter: FilterKey | null;
  duration?: number;
};

export type ModerationLogEntry = {
  id: number | string;
  at: number | string;
  user: string;
  filter: FilterKey | null;
  action: ModerationAction;
  text: string;
  normalized: string;
  strikes: number;
  dryRun: boolean;
  undone: boolean;
  duration?: number;
  entry?: string;
};

const unreachable: Failure = {
  ok: false,
  reason: 'Could not reach the server. Check your connection and try again.',
};

async function call<T>(path: string, body?: unknown): Promise<Outcome<T>> {
  let response: Response;
  try {
    response = await fetch(`/api/moderation${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return unreachable;
  }
  if (!response.ok) return refusal(response);
  const data = (await response.json()) as T;
  return { ok: true, ...data };
}

export function loadModerationSettings() {
  return call<{ settings: ModerationSettings }>('');
}

export function saveModerationSettings(settings: ModerationSettings) {
  return call<object>('', settings);
}

/** Tries one message against `settings` (the page's edited rules), not only the saved ones. */
export function tryMessage(request: { text: string; roles: string[]; settings: ModerationSettings }) {
  return call<{ decision: ModerationDecision }>('/test', request);
}

/** What `settings` would have done to the channel's last hour of chat. */
export function replayLastHour(settings: ModerationSettings) {
  return call<{ messages: number; wouldAct: ReplayedMessage[] }>('/replay', { settings });
}

export function loadModerationLog(query: { user: string; filter: FilterKey | '' }) {
  const search = new URLSearchParams();
  if (query.user.trim()) search.set('user', query.user.trim());
  if (query.filter) search.set('filter', query.filter);
  const text = search.toString();
  return call<{ entries: ModerationLogEntry[] }>(`/log${text ? `?${text}` : ''}`);
}

export function undoModerationAction(id: ModerationLogEntry['id']) {
  return call<object>('/undo', { id });
}

export const moderationLogCsv = '/api/moderation/log.csv';
