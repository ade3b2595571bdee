// The one gate a command passes wherever it is typed, Twitch chat or a Discord slash command: who may
// use it, then its cooldown. Each venue words a refusal its own way.
import type { ChatRole } from '../chat/chat-message';
import type { Command } from './command';
import { type Chatter, isModerator, isOnUserList, mayRunCommand } from './permissions';

export type GateRefusal =
  /**
   * The command is limited to these users, and this one is not one of them (or the venue cannot tell).
   * The values read as "Twitch <limitedTo>" in a refusal.
   */
  | {
      why: 'permission';
      limitedTo: 'moderators' | 'VIPs' | 'subscribers' | 'regulars' | 'followers' | 'users on its list';
    }
  | { why: 'cooldown'; seconds: number };

/** Who uses the command, with what after it. */
export type CommandUse = Chatter & {
  rest: string;
  /** Asked only when the answer depends on it; a venue that cannot tell (Discord) answers false. */
  isFollower: () => Promise<boolean>;
};

type Gated = Pick<Command, '_id' | 'type' | 'needsMod' | 'subsOnly' | 'followersOnly' | 'cooldownSeconds'> &
  Partial<Pick<Command, 'regularsOnly' | 'vipsOnly' | 'allowedUsers'>>;

/** The gate that refused the chatter, in the order the gates are checked (core/commands/permissions.ts). */
function refusingGate(command: Gated, use: CommandUse): GateRefusal & { why: 'permission' } {
  if (!isOnUserList(command, use)) return { why: 'permission', limitedTo: 'users on its list' };
  if (command.needsMod) return { why: 'permission', limitedTo: 'moderators' };
  if (command.vipsOnly) return { why: 'permission', limitedTo: 'VIPs' };
  if (command.subsOnly) return { why: 'permission', limitedTo: 'subscribers' };
  if (command.regularsOnly) return { why: 'permission', limitedTo: 'regulars' };
  return { why: 'permission', limitedTo: 'followers' };
}

/** One per channel: a command's cooldown holds across venues. */
export class CommandGate {
  /** Last use per command id. */
  private readonly lastUsed = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Why the command may not run now, or null when it may; nothing is recorded. */
  async check(command: Gated, use: CommandUse): Promise<GateRefusal | null> {
    if (!(await this.allows(command, use))) return refusingGate(command, use);
    const seconds = this.cooldownLeft(command, use.roles);
    return seconds > 0 ? { why: 'cooldown', seconds } : null;
  }

  /** As `check`; when the command may run, this use starts its cooldown. */
  async pass(command: Gated, use: CommandUse): Promise<GateRefusal | null> {
    const refusal = await this.check(command, use);
    if (!refusal) this.lastUsed.set(command._id, this.now());
    return refusal;
  }

  /** Whether the user may use the command at all, cooldowns aside (the `!commands` list). */
  allows(command: Gated, use: CommandUse): Promise<boolean> {
    return mayRunCommand(command, use, use.rest, use.isFollower);
  }

  /** Seconds until this user may use the command again (0: now); moderators skip cooldowns. */
  private cooldownLeft(command: Gated, roles: readonly ChatRole[]): number {
    if (command.cooldownSeconds === 0 || isModerator(roles)) return 0;
    const last = this.lastUsed.get(command._id);
    if (last === undefined) return 0;
    const left = last + command.cooldownSeconds * 1000 - this.now();
    return left > 0 ? Math.max(1, Math.ceil(left / 1000)) : 0;
  }
}
