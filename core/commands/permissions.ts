// Who may use a command, from the chatter's roles. Higher roles include the lower ones.
import type { ChatRole } from '../chat/chat-message';
import { commandTypeOf } from './command-types';

export type CommandAccess = {
  needsMod: boolean;
  subsOnly: boolean;
  followersOnly: boolean;
  /** Absent on callers that predate regulars: no gate. */
  regularsOnly?: boolean;
};

export const isModerator = (roles: readonly ChatRole[]) =>
  roles.includes('broadcaster') || roles.includes('moderator');
/** Regulars as the list names them, and everyone above a viewer but subscribers: VIPs and moderators. */
const isRegular = (roles: readonly ChatRole[]) =>
  isModerator(roles) || roles.includes('vip') || roles.includes('regular');
const isSubscriber = (roles: readonly ChatRole[]) => isModerator(roles) || roles.includes('subscriber');

/**
 * Whether the chatter may use the command; `isFollower` is asked only when the answer depends on it
 * (it may cost a Helix call).
 */
export async function mayUseCommand(
  command: CommandAccess,
  roles: readonly ChatRole[],
  isFollower: () => Promise<boolean>,
): Promise<boolean> {
  if (command.needsMod) return isModerator(roles);
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
  roles: readonly ChatRole[],
  rest: string,
  isFollower: () => Promise<boolean>,
): Promise<boolean> {
  return isOpenRead(command, rest) || mayUseCommand(command, roles, isFollower);
}
