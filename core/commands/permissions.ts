// Who may use a command, from the chatter's roles. Higher roles include the lower ones.
import type { ChatRole } from '../chat/chat-message';
import { commandTypeOf } from './command-types';

export type CommandAccess = {
  needsMod: boolean;
  subsOnly: boolean;
  followersOnly: boolean;
  /** Absent on callers that predate regulars: no gate. */
  regularsOnly?: boolean;
  /** VIPs, moderators and the broadcaster only; absent: no gate. */
  vipsOnly?: boolean;
  /** When not empty, only these Twitch logins (and moderators, the broadcaster) may use it. */
  allowedUsers?: readonly string[];
};

/** Who is chatting: their roles, and their Twitch login where the venue knows it (not on Discord). */
export type Chatter = { roles: readonly ChatRole[]; login: string | null };

export const isModerator = (roles: readonly ChatRole[]) =>
  roles.includes('broadcaster') || roles.includes('moderator');
/** Regulars as the list names them, and everyone above a viewer but subscribers: VIPs and moderators. */
const isRegular = (roles: readonly ChatRole[]) =>
  isModerator(roles) || roles.includes('vip') || roles.includes('regular');
const isSubscriber = (roles: readonly ChatRole[]) => isModerator(roles) || roles.includes('subscriber');
const isVip = (roles: readonly ChatRole[]) => isModerator(roles) || roles.includes('vip');

/** Whether the command's Users list lets the chatter in: no list, a listed login, or a moderator. */
export function isOnUserList(command: Pick<CommandAccess, 'allowedUsers'>, chatter: Chatter): boolean {
  const list = command.allowedUsers ?? [];
  if (list.length === 0 || isModerator(chatter.roles)) return true;
  return chatter.login !== null && list.includes(chatter.login.toLowerCase());
}

/**
 * Whether the chatter may use the command: past its role gate (the strictest set) and its Users list;
 * `isFollower` is asked only when the answer depends on it (it may cost a Helix call).
 */
export async function mayUseCommand(
  command: CommandAccess,
  chatter: Chatter,
  isFollower: () => Promise<boolean>,
): Promise<boolean> {
  return isOnUserList(command, chatter) && passesRoleGate(command, chatter.roles, isFollower);
}

async function passesRoleGate(
  command: CommandAccess,
  roles: readonly ChatRole[],
  isFollower: () => Promise<boolean>,
): Promise<boolean> {
  if (command.needsMod) return isModerator(roles);
  if (command.vipsOnly) return isVip(roles);
  if (command.subsOnly) return isSubscriber(roles);
  if (command.regularsOnly) return isRegular(roles);
  if (command.followersOnly) {
    return isSubscriber(roles) || roles.includes('vip') || roles.includes('follower') || isFollower();
  }
  return true;
}

/** A use that only reads (`!game`, `!title` with nothing after them): open to everyone, whatever the gate. */
export function isOpenRead(command: { type: string }, rest: string): boolean {
  return commandTypeOf(command.type)?.readsWithoutArguments === true && rest.trim() === '';
}

/** Whether the chatter may run the command with `rest` after it: an open read, or past the command's gate. */
export async function mayRunCommand(
  command: CommandAccess & { type: string },
  chatter: Chatter,
  rest: string,
  isFollower: () => Promise<boolean>,
): Promise<boolean> {
  return isOpenRead(command, rest) || mayUseCommand(command, chatter, isFollower);
}
