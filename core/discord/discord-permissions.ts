// Discord's permission bits (protocols.md 5.3) and who counts as what in a server.
import type { ChatRole } from '../chat/chat-message';

export const administrator = 1n << 3n;
export const manageGuild = 1n << 5n;

/** Whether a permission bitset (Discord sends it as a decimal string) holds `bit`. */
export function hasPermission(permissions: string | undefined, bit: bigint): boolean {
  if (!permissions || !/^\d+$/.test(permissions)) return false;
  return (BigInt(permissions) & bit) === bit;
}

/**
 * A member's standing in the command rules: administrators and holders of the streamer's chosen
 * moderator role are moderators; nobody in Discord can be proven a Twitch subscriber or follower.
 */
export function memberChatRoles(
  member: { isAdmin: boolean; roleIds: readonly string[] },
  moderatorRoleId: string | null,
): ChatRole[] {
  const isMod = member.isAdmin || (moderatorRoleId !== null && member.roleIds.includes(moderatorRoleId));
  return isMod ? ['moderator'] : [];
}

/**
 * The bot invite (step 1). Slash commands need `applications.commands`; `bot` lets it read the
 * server's owner and roles. Interaction answers and webhook posts need no channel permission, so it
 * asks for none.
 */
export function botInviteUrl(applicationId: string): string {
  const params = new URLSearchParams({
    client_id: applicationId,
    scope: 'bot applications.commands',
    permissions: '0',
  });
  return `https://discord.com/oauth2/authorize?${params}`;
}
