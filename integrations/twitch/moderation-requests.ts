// What the chat filters ask of Twitch (spec/moderation.md section 5), and the Helix request each one
// is. Built in one place so a delete can never go out without its message id: Twitch reads a Delete
// Chat Messages request without `message_id` as "clear the whole chat".

export type ModerationRequest =
  | { kind: 'delete'; messageId: string; userId: string; userLogin: string }
  | { kind: 'timeout'; userId: string; userLogin: string; duration: number; reason: string }
  | { kind: 'ban'; userId: string; userLogin: string; reason: string }
  | { kind: 'unban'; userId: string; userLogin: string }
  | { kind: 'warn'; userId: string; userLogin: string; reason: string };

/** Twitch's answer: done, or why not and whether trying again may help (429, 5xx, a network failure). */
export type ModerationResult = { ok: true } | { ok: false; retry: boolean; status: number; reason: string };

export type HelixRequest = { method: 'POST' | 'DELETE'; url: string; body?: string };

const helixBase = 'https://api.twitch.tv/helix';
/** Helix Ban User: reasons of at most 500 characters. */
const maxReasonLength = 500;

/** Thrown before anything is sent: a delete without a message id would clear the channel's chat. */
export class MissingMessageIdError extends Error {
  constructor() {
    super('A chat message delete needs the message id; without it Twitch clears the whole chat.');
  }
}

/** The Helix request for one action, as `moderatorId` acting in `streamerId`'s channel. */
export function helixModerationRequest(
  request: ModerationRequest,
  streamerId: string,
  moderatorId: string,
): HelixRequest {
  const url = (path: string, extra: Record<string, string> = {}) =>
    `${helixBase}${path}?${new URLSearchParams({ broadcaster_id: streamerId, moderator_id: moderatorId, ...extra })}`;
  const reason = 'reason' in request ? request.reason.slice(0, maxReasonLength) : '';
  switch (request.kind) {
    case 'delete':
      if (typeof request.messageId !== 'string' || request.messageId.trim() === '')
        throw new MissingMessageIdError();
      return { method: 'DELETE', url: url('/moderation/chat', { message_id: request.messageId }) };
    case 'timeout':
      return {
        method: 'POST',
        url: url('/moderation/bans'),
        body: JSON.stringify({ data: { user_id: request.userId, duration: request.duration, reason } }),
      };
    case 'ban':
      return {
        method: 'POST',
        url: url('/moderation/bans'),
        body: JSON.stringify({ data: { user_id: request.userId, reason } }),
      };
    case 'unban':
      return { method: 'DELETE', url: url('/moderation/bans', { user_id: request.userId }) };
    case 'warn':
      return {
        method: 'POST',
        url: url('/moderation/warnings'),
        body: JSON.stringify({ data: { user_id: request.userId, reason } }),
      };
  }
}

/** Twitch's answer to a request in plain words; 429 and 5xx are worth another try. */
export async function moderationResultOf(response: Response): Promise<ModerationResult> {
  if (response.ok) return { ok: true };
  let message = '';
  try {
    message = ((await response.json()) as { message?: string }).message ?? '';
  } catch {
    // Twitch's error bodies are JSON; anything else is said by the status alone.
  }
  const status = response.status;
  return {
    ok: false,
    status,
    retry: status === 429 || status >= 500,
    reason: message ? `Twitch answered ${status}: ${message}` : `Twitch answered ${status}.`,
  };
}
