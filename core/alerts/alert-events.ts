// Which channel events become alerts, and how: the product's LiveEvent as an AlertEvent of its alert
// type. Gifted subs reach no part (integrations/twitch/eventsub-types.ts reads a recipient's
// `channel.subscribe` with `is_gift` as nothing), so a gift bomb is its one `channel.subscription.gift`.
import type { LiveEvent } from '../live/live-event';
import type { AlertEvent, AlertType } from './alert';

const alertTypeOf: Partial<Record<LiveEvent['type'], AlertType>> = {
  follow: 'follow',
  subscribe: 'sub',
  resub: 'resub',
  giftsub: 'giftBomb',
  cheer: 'cheer',
  raid: 'raid',
  tip: 'tip',
  redemption: 'redemption',
};

/** A cheer's cheermotes (`Cheer100`, `BibleThump50`): the bits, not words a viewer wrote. */
const cheermotes = /(^|\s)[a-z]+\d+(?=\s|$)/gi;

/** What the viewer wrote: for a cheer, its message without the cheermotes; nothing when that is empty. */
function viewerMessage(event: LiveEvent): string | undefined {
  const text = event.type === 'cheer' ? event.message?.replace(cheermotes, '$1') : event.message;
  const trimmed = text?.replace(/\s+/g, ' ').trim();
  return trimmed || undefined;
}

/** The alert an event asks for, or null for events that have none (stream online, a moderator's action). */
export function alertEventOf(event: LiveEvent): AlertEvent | null {
  const type = alertTypeOf[event.type];
  if (!type) return null;
  const username = event.user ?? (type === 'giftBomb' || type === 'cheer' ? 'Anonymous' : 'Someone');
  const message = viewerMessage(event);
  return {
    type,
    username,
    ...(type === 'resub'
      ? { months: event.amount ?? 1 }
      : event.amount !== undefined && type !== 'follow' && type !== 'sub'
        ? { amount: event.amount }
        : {}),
    ...(event.tier !== undefined && { tier: event.tier }),
    ...(event.currency && { currency: event.currency }),
    ...(message && { message }),
    ...(event.reward && { reward: event.reward }),
  };
}

/** A follow flood: more than this many follows within the window play as one alert. */
export const followFlood = { count: 5, windowMs: 10_000 } as const;

/** The flood alert's text: one line for many new followers. */
export const floodText = (followers: number) => `${followers} new followers!`;
