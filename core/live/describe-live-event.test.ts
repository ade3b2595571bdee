import { describe, expect, it } from 'vitest';
import { describeLiveEvent } from './describe-live-event';

describe('describeLiveEvent', () => {
  it.each<[Parameters<typeof describeLiveEvent>[0], string]>([
    [{ type: 'follow', user: 'ana' }, 'ana followed'],
    [{ type: 'cheer', user: 'bo', amount: 1 }, 'bo cheered 1 bit'],
    [{ type: 'cheer', amount: 500 }, 'Anonymous cheered 500 bits'],
    [{ type: 'giftsub', user: 'cy', amount: 5 }, 'cy gifted 5 subscriptions'],
    [{ type: 'subscribe', user: 'di', tier: 3 }, 'di subscribed at tier 3'],
    [{ type: 'tip', user: 'ed', amount: 7 }, 'ed tipped 7.00'],
    [{ type: 'tip', user: 'ed', amount: 7.5, currency: 'EUR' }, 'ed tipped €7.50'],
    [{ type: 'resub', user: 'ida', amount: 14 }, 'ida resubscribed for 14 months'],
    [{ type: 'raid', user: 'fay', amount: 42 }, 'fay raided with 42 viewers'],
    [{ type: 'redemption', user: 'gus', reward: 'Hydrate' }, 'gus redeemed Hydrate'],
  ])('describes %o', (event, text) => {
    expect(describeLiveEvent(event)).toBe(text);
  });
});
