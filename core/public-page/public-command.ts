// A command as viewers see it on the channel's public page: what it says (as written, keywords not
// evaluated), who may use it and its cooldown; the search both the server and the page's script apply.
import { type CommandType, commandTypeOf, usageOf } from '../commands/command-types';
import type { CommandAccess } from '../commands/permissions';
import { type ReplyPart, type ReplyShowing, replyText, toPublicReply } from './public-reply';

/** Who may use a command, in the words of the dashboard's gates. */
export type Audience = 'Everyone' | 'Followers' | 'Subscribers' | 'Regulars' | 'VIPs' | 'Moderators';

export type PublicCommand = {
  /** The chat keyword with its `!`. */
  keyword: string;
  /** A text command's reply as written, less what only the bot may read (public-reply.ts). */
  reply?: ReplyPart[];
  /** A functional or quote command: how it is typed and what it does. */
  usage?: string;
  description?: string;
  audience: Audience;
  /** The command's Users option lists who may use it (the logins stay private). */
  listedUsersOnly: boolean;
  /** Commands that only read without arguments (`!game`): everyone may ask, `audience` may change. */
  isOpenRead: boolean;
  cooldownSeconds: number;
};

/** The fields of a stored command the page needs. */
export type PublicCommandSource = CommandAccess & {
  command: string;
  type: string;
  text: string;
  cooldownSeconds: number;
};

/** The first gate that applies, in the order the chat gate checks them (core/commands/permissions.ts). */
export function audienceOf(access: CommandAccess): Audience {
  if (access.needsMod) return 'Moderators';
  if (access.vipsOnly) return 'VIPs';
  if (access.subsOnly) return 'Subscribers';
  if (access.regularsOnly) return 'Regulars';
  if (access.followersOnly) return 'Followers';
  return 'Everyone';
}

/**
 * The registry's descriptions speak to the streamer in asides ("(set on the Events page)", "(who may
 * is set below)"); viewers read the sentence without them.
 */
function forViewers(type: CommandType): string {
  return type.description.replace(/\s*\([^)]*\)/g, '');
}

export function toPublicCommand(source: PublicCommandSource, showing: ReplyShowing): PublicCommand {
  const type = commandTypeOf(source.type);
  const keyword = `!${source.command}`;
  const common = {
    keyword,
    audience: audienceOf(source),
    listedUsersOnly: (source.allowedUsers ?? []).length > 0,
    isOpenRead: type?.readsWithoutArguments === true,
    cooldownSeconds: source.cooldownSeconds,
  };
  if (!type || type.kind === 'text') return { ...common, reply: toPublicReply(source.text, showing) };
  return { ...common, usage: usageOf(type, source.command), description: forViewers(type) };
}

/** "None", "30 s", "2 min", "1 min 30 s", "1 h". */
export function formatCooldown(seconds: number): string {
  if (seconds <= 0) return 'None';
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return [hours && `${hours} h`, minutes && `${minutes} min`, rest && `${rest} s`].filter(Boolean).join(' ');
}

/** The words of a search, lower-cased; a command or quote matches when its text holds every one. */
export function searchWords(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/** What the search looks through: the keyword and what the command says or does, as the page shows them. */
export function commandSearchText(command: PublicCommand): string {
  return [command.keyword, command.usage, command.reply && replyText(command.reply), command.description]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

export function matchesSearch(text: string, words: readonly string[]): boolean {
  return words.every((word) => text.includes(word));
}
