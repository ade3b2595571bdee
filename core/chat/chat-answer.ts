// What the bot answers to a chat message, or why it stays silent, in words the Simulator shows.
import type { GateRefusal } from '../commands/command-gate';

/**
 * Why the bot said nothing: not a command (`notCommand`), the bot's own account (`ownAccount`), no
 * such command (`noCommand`), switched off for Twitch (`disabledOnTwitch`), the chatter may not use
 * it (`permission`) or is not on its Users list (`notListed`), it cools down (`cooldown`), or its reply
 * came out empty (`emptyReply`).
 */
export const silenceReasons = [
  'notCommand',
  'ownAccount',
  'noCommand',
  'disabledOnTwitch',
  'permission',
  'notListed',
  'cooldown',
  'emptyReply',
] as const;
export type SilenceReason = (typeof silenceReasons)[number];

/** What the chat filters did to a message (spec/moderation.md): it then runs no command. */
export type ModerationNote = {
  action: 'delete' | 'warn' | 'timeout' | 'ban';
  /** The filter's key (`links`, `caps`…). */
  filter: string;
  /** Seconds, for a timeout. */
  duration?: number;
};

/**
 * The lines the bot answers with (each at most 500 characters) and, when there are none, why; or what
 * the filters did to the message instead.
 */
export type ChatAnswer = { replies: string[]; why?: SilenceReason; moderation?: ModerationNote };

const explanations: Record<SilenceReason, string> = {
  notCommand: 'That is not a command (commands start with !), so the bot does not answer it.',
  ownAccount: 'The bot ignores messages from its own account.',
  noCommand: 'There is no command with that name. Add it under Chat Commands, or check the spelling.',
  disabledOnTwitch: 'That command is switched off for Twitch. Switch it on under Chat Commands.',
  permission: 'This chatter may not use that command: it is limited to some roles (try ticking a role).',
  notListed:
    'Only the users its Users option lists (and moderators) may use that command. Chat as one of them, or tick Moderator.',
  cooldown: 'That command is cooling down: it was used a moment ago. Wait, or chat as a moderator.',
  emptyReply: "The command's reply came out empty, so the bot said nothing.",
};

/** The gate's refusal as the reason the bot stayed silent. */
export function silenceOf(refusal: GateRefusal): SilenceReason {
  if (refusal.why === 'permission' && refusal.limitedTo === 'users on its list') return 'notListed';
  return refusal.why;
}

/** Why the bot stayed silent, in plain words. */
export function explainSilence(why: SilenceReason): string {
  return explanations[why];
}
