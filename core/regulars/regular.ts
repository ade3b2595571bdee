// The channel's regulars (issue 29): viewers the streamer trusts above others, named by their Twitch
// login. A login is typed with or without @ and in any case, on the page and in chat; it is kept
// lower-cased, and the case it was typed in is kept as the name to show.
import { z } from 'zod';
import { typedTwitchLoginSchema } from '../chat/twitch-login';

/** A regular as the API answers: `displayName` when the login was typed with capitals. */
export type Regular = { login: string; displayName?: string; addedAt: number };

export const regularRequestSchema = z.object({ login: typedTwitchLoginSchema });

/** A valid login as typed: the stored login, and the typed name when its letters' case says more. */
export function regularNamed(typed: string): { login: string; displayName: string | null } {
  const login = typed.toLowerCase();
  return { login, displayName: typed === login ? null : typed };
}

/** `!regulars add|remove <user>`: what to do to whom, why the name is refused, or null when unreadable. */
export type RegularsCommand =
  | { action: 'add' | 'remove'; login: string; displayName: string | null }
  | { action: 'add' | 'remove'; refused: string };

export function readRegularsCommand(rest: string): RegularsCommand | null {
  const [verb, who, ...more] = rest.trim().split(/\s+/);
  const action = verb?.toLowerCase();
  if ((action !== 'add' && action !== 'remove') || !who || more.length > 0) return null;
  const login = typedTwitchLoginSchema.safeParse(who);
  if (!login.success) {
    const rule = login.error.issues[0]?.message ?? 'that is not a Twitch login';
    return { action, refused: `Could not ${action} ${who}: ${rule}.` };
  }
  return { action, ...regularNamed(login.data) };
}
