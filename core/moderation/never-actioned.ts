// Who the filters never act on, whatever the settings (spec/moderation.md section 1): the broadcaster
// and the channel's moderators. The one home of the rule: live chat, the tester and the replay ask it.
// (The bot itself is the third: its own messages never reach the filters.)

const neverActionedRoles: readonly string[] = ['broadcaster', 'moderator'];

/** Whether a chatter with these roles is beyond the filters. */
export function isNeverActioned(roles: readonly string[]): boolean {
  return roles.some((role) => neverActionedRoles.includes(role));
}
