// The replay of a rule change (spec/moderation.md section 7): the channel's last hour of chat through
// settings not yet saved, "would have deleted 14, timed out 3", with the messages. Strikes, first-time
// trust and repeated texts count within the replay only; nothing is stored or done.
import type { ChatFragment } from '../chat/chat-message';
import type { RecentMessage } from './filters/repetition';
import type { FilterKey, ModerationSettings, Punishment } from './moderation-settings';
import { isNeverActioned } from './never-actioned';
import { compileModeration } from './screen';
import { type ChannelFacts, screenInputFor, withText } from './screen-input';
import { currentStrikes, noStrikes, type StrikeState, stepFor } from './strikes';

/** A message of the channel's chat as the part kept it. */
export type ReplayedMessage = {
  userId: string;
  user: string;
  text: string;
  roles: readonly string[];
  /** Epoch ms. */
  at: number;
  fragments?: readonly ChatFragment[];
};

export type ReplayResult = {
  messages: number;
  wouldAct: {
    user: string;
    text: string;
    action: Punishment['action'];
    filter: FilterKey;
    duration?: number;
  }[];
};

/** Replays `messages` (oldest first) through `settings`. */
export function replayChat(
  settings: ModerationSettings,
  messages: readonly ReplayedMessage[],
  channel: ChannelFacts,
): ReplayResult {
  const compiled = compileModeration(settings);
  const strikes = new Map<string, StrikeState>();
  const clean = new Map<string, number>();
  const texts = new Map<string, RecentMessage[]>();
  const wouldAct: ReplayResult['wouldAct'] = [];
  for (const message of messages) {
    if (isNeverActioned(message.roles)) continue;
    const seen = texts.get(message.userId) ?? [];
    const result = compiled.screen(
      screenInputFor({ ...message, login: message.user.toLowerCase() }, settings, channel, {
        clean: clean.get(message.userId) ?? 0,
        recent: seen,
        now: message.at,
      }),
    );
    texts.set(message.userId, withText(seen, result.normalized, message.at));
    if (!result.verdict || result.verdict.dryRun) {
      clean.set(message.userId, (clean.get(message.userId) ?? 0) + 1);
      continue;
    }
    const before = currentStrikes(strikes.get(message.userId) ?? noStrikes, message.at);
    const { punishment, strikes: after, counts } = stepFor(settings, result.verdict, before);
    if (counts) strikes.set(message.userId, { strikes: after, lastStrikeAt: message.at });
    wouldAct.push({
      user: message.user,
      text: message.text,
      action: punishment.action,
      filter: result.verdict.filter,
      ...(punishment.action === 'timeout' && { duration: punishment.duration }),
    });
  }
  return { messages: messages.length, wouldAct };
}
