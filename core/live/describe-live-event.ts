// One line saying what happened, as the dashboard's Recent activity lists it.
import { formatTipAmount } from '../carousel/carousel-text';
import type { LiveEvent } from './live-event';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function describeLiveEvent(
  event: Pick<LiveEvent, 'type' | 'user' | 'amount' | 'currency' | 'tier' | 'reward'>,
): string {
  const who = event.user ?? 'Anonymous';
  const amount = event.amount ?? 0;
  switch (event.type) {
    case 'follow':
      return `${who} followed`;
    case 'subscribe':
      return `${who} subscribed${event.tier && event.tier > 1 ? ` at tier ${event.tier}` : ''}`;
    case 'giftsub':
      return `${who} gifted ${plural(amount || 1, 'subscription', 'subscriptions')}`;
    case 'resub':
      return `${who} resubscribed for ${plural(amount || 1, 'month', 'months')}`;
    case 'cheer':
      return `${who} cheered ${plural(amount, 'bit', 'bits')}`;
    case 'raid':
      return `${who} raided with ${plural(amount, 'viewer', 'viewers')}`;
    case 'tip':
      return `${who} tipped ${formatTipAmount(amount, event.currency)}`;
    case 'redemption':
      return `${who} redeemed ${event.reward ?? 'a reward'}`;
    case 'streamOnline':
      return 'The stream is live';
    case 'streamOffline':
      return 'The stream has ended';
    case 'viewerModerated':
      return `A moderator removed ${who}'s message or timed them out`;
  }
}
