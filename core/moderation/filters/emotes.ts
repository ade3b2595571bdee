// Emotes: more than `max` in one message: Twitch's emote fragments, the channel's BTTV/FFZ/7TV words,
// and emoji when "emoji count" is on.
import type { MessageCounts } from '../message-tokens';
import type { FilterSettings } from '../moderation-settings';
import type { FilterTrip } from '../verdict';

export function checkEmotes(
  counts: Pick<MessageCounts, 'emotes' | 'emoji'>,
  settings: Pick<FilterSettings<'emotes'>, 'max' | 'countEmoji'>,
): FilterTrip | null {
  const total = counts.emotes + (settings.countEmoji ? counts.emoji : 0);
  if (total <= settings.max) return null;
  return { reason: `${total} emotes (at most ${settings.max})` };
}
