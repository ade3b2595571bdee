// A gift bomb as Twitch delivers it (protocols.md 9a): one channel.subscription.gift with the total and
// one channel.subscribe with is_gift per recipient, in any order. Read in every order, the notifications
// ask for exactly one alert: the gifter's, with the count. The recipients are absorbed into it.
import { describe, expect, it } from 'vitest';
import type { AlertEvent } from '../../core/alerts/alert';
import { alertEventOf } from '../../core/alerts/alert-events';
import { readChannelNotification } from './eventsub-notifications';

const broadcaster = {
  broadcaster_user_id: '1337',
  broadcaster_user_login: 'caster',
  broadcaster_user_name: 'Caster',
};
const gift = {
  type: 'channel.subscription.gift',
  event: {
    ...broadcaster,
    user_id: '42',
    user_login: 'gifter',
    user_name: 'Gifter',
    total: 5,
    tier: '1000',
    cumulative_total: 12,
    is_anonymous: false,
  },
};
const recipient = (n: number) => ({
  type: 'channel.subscribe',
  event: {
    ...broadcaster,
    user_id: `9${n}`,
    user_login: `lucky${n}`,
    user_name: `Lucky${n}`,
    tier: '1000',
    is_gift: true,
  },
});
const notifications = [gift, ...[1, 2, 3, 4, 5].map(recipient)];

function* orders<T>(items: T[]): Generator<T[]> {
  if (items.length <= 1) {
    yield items;
    return;
  }
  for (const [at, item] of items.entries())
    for (const rest of orders([...items.slice(0, at), ...items.slice(at + 1)])) yield [item, ...rest];
}

/** The alerts a sequence of notifications asks for, as the queue receives them. */
function alertsOf(sequence: typeof notifications): AlertEvent[] {
  return sequence.flatMap(({ type, event }, at) => {
    const body = {
      subscription: { id: 'sub', type, version: '1', status: 'enabled', condition: {} },
      event,
    };
    const read = readChannelNotification(body, `message-${at}`, 1_700_000_000_000);
    if (!read.ok) throw new Error(read.reason);
    const alert = read.value?.kind === 'event' ? alertEventOf(read.value.event) : null;
    return alert ? [alert] : [];
  });
}

describe('a gift bomb', () => {
  it('is one alert with the gifter and the count, in each of the 720 arrival orders', () => {
    let count = 0;
    for (const order of orders(notifications)) {
      expect(alertsOf(order)).toEqual([{ type: 'giftBomb', username: 'Gifter', amount: 5, tier: 1 }]);
      count++;
    }
    expect(count).toBe(720);
  });

  it('alerts once per gift when two gifters gift at the same time, their recipients interleaved', () => {
    const second = { ...gift, event: { ...gift.event, user_id: '43', user_name: 'Other', total: 2 } };
    const sequence = [recipient(1), second, recipient(2), gift, recipient(3), recipient(4)];
    expect(alertsOf(sequence).map((alert) => [alert.username, alert.amount])).toEqual([
      ['Other', 2],
      ['Gifter', 5],
    ]);
  });
});
