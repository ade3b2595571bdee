// The moderation page's calls to the API (spec/moderation.md sections 6–8), each answering either its
// data or the server's reason in plain words.
import type { ChatRole } from '../../../core/chat/chat-message';
import type {
  FilterKey,
  ModerationAction,
  ModerationSettings,
} from '../../../core/moderation/moderation-settings';
import type { TestDecision } from '../../../core/moderation/tester';
import { api, refusal } from '../../api';

/** A viewer's roles as chat marks them, and "regular", which the filters can leave alone too. */

export type Failure = { ok: false; reason: string; field?: string };
export type Outcome<T> = ({ ok: true } & T) | Failure;

/** What the filters decide about one message, with each normalisation step on the way (the tester's answer). */
export type ModerationDecision = TestDecision;

export type ReplayedMessage = {
  user: string;
  text: string;
  action: ModerationAction;
  filter: FilterKey | null;
  duration?: number;
};

export type ModerationLogEntry = {
  id: number;
  at: number;
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

/** The answer's data on a 2xx, else the server's reason (and the refused field, when it names one). */
async function outcome<T>(request: Promise<Response | ClientResponseLike<T>>): Promise<Outcome<T>> {
  let response: Response | ClientResponseLike<T>;
  try {
    response = await request;
  } catch {
    return unreachable;
  }
  if (!response.ok) return refusal(response);
  return { ok: true, ...((await response.json()) as T) };
}

type ClientResponseLike<T> = { ok: boolean; status: number; headers: Headers; json(): Promise<T | unknown> };

export function loadModerationSettings() {
  return outcome<{ settings: ModerationSettings }>(api.moderation.$get());
}

export function saveModerationSettings(settings: ModerationSettings) {
  return outcome<object>(api.moderation.$post({ json: settings }));
}

/** Tries one message against `settings` (the page's edited rules), not only the saved ones. */
export function tryMessage(request: { text: string; roles: ChatRole[]; settings: ModerationSettings }) {
  return outcome<{ decision: ModerationDecision }>(api.moderation.test.$post({ json: request }));
}

/** What `settings` would have done to the channel's last hour of chat. */
export function replayLastHour(settings: ModerationSettings) {
  return outcome<{ messages: number; wouldAct: ReplayedMessage[] }>(
    api.moderation.replay.$post({ json: { settings } }),
  );
}

export function loadModerationLog(query: { user: string; filter: FilterKey | '' }) {
  const user = query.user.trim();
  return outcome<{ entries: ModerationLogEntry[] }>(
    api.moderation.log.$get({
      query: { ...(user ? { user } : {}), ...(query.filter ? { filter: query.filter } : {}) },
    }),
  );
}

export function undoModerationAction(id: ModerationLogEntry['id']) {
  return outcome<object>(api.moderation.undo.$post({ json: { id } }));
}

/** The log as a CSV download (GET /api/moderation/log.csv), for the viewer and filter chosen, if any. */
export function moderationLogCsv(query: { user: string; filter: string }): string {
  const search = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== ''));
  return `/api/moderation/log.csv${search.size > 0 ? `?${search}` : ''}`;
}
