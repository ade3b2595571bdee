import { describe, expect, it } from 'vitest';
import type { AlertEvent } from './alert';
import type { VariationCondition } from './alerts-settings';
import { matchVariation } from './variations';

const cheer: AlertEvent = { type: 'cheer', username: 'Ann', amount: 500, message: 'hi', roles: ['vip'] };
const variation = (name: string, conditions: VariationCondition[], when: 'all' | 'any' = 'all') => ({
  name,
  when,
  conditions,
});
const never = () => {
  throw new Error('no random draw expected');
};
/** Random numbers in turn, as Math.random would give them. */
const draws =
  (...values: number[]) =>
  () =>
    values.shift() ?? 0;

describe('variation matching', () => {
  it('plays the first variation that matches, not the best', () => {
    const list = [
      variation('100+', [{ kind: 'amountAtLeast', value: 100 }]),
      variation('500 exactly', [{ kind: 'amountExactly', value: 500 }]),
    ];
    expect(matchVariation(list, cheer, never)?.name).toBe('100+');
    expect(matchVariation(list.toReversed(), cheer, never)?.name).toBe('500 exactly');
  });

  it('plays the base design when none matches, and never a variation without conditions', () => {
    const list = [variation('draft', []), variation('1000+', [{ kind: 'amountAtLeast', value: 1000 }])];
    expect(matchVariation(list, cheer, never)).toBeNull();
    expect(matchVariation([variation('draft', [], 'any')], cheer, never)).toBeNull();
  });

  it('needs every condition with all, and one with any', () => {
    const conditions: VariationCondition[] = [
      { kind: 'amountAtLeast', value: 100 },
      { kind: 'role', value: 'moderator' },
    ];
    expect(matchVariation([variation('all', conditions)], cheer, never)).toBeNull();
    expect(matchVariation([variation('any', conditions, 'any')], cheer, never)?.name).toBe('any');
  });

  it('reads each kind of condition from the event', () => {
    const holds = (event: AlertEvent, condition: VariationCondition) =>
      matchVariation([variation('x', [condition])], event, draws(0.5)) !== null;
    const resub: AlertEvent = { type: 'resub', username: 'Bo', months: 12, tier: 2000, prime: false };
    expect(holds(resub, { kind: 'monthsAtLeast', value: 12 })).toBe(true);
    expect(holds(resub, { kind: 'monthsAtLeast', value: 13 })).toBe(false);
    expect(holds(resub, { kind: 'tier', value: 2 })).toBe(true);
    expect(holds({ ...resub, tier: 3 }, { kind: 'tier', value: 3 })).toBe(true);
    expect(holds(resub, { kind: 'prime' })).toBe(false);
    expect(holds({ ...resub, prime: true }, { kind: 'prime' })).toBe(true);
    expect(holds(resub, { kind: 'hasMessage' })).toBe(false);
    expect(holds({ ...resub, message: '  ' }, { kind: 'hasMessage' })).toBe(false);
    expect(holds(cheer, { kind: 'hasMessage' })).toBe(true);
    const gifts: AlertEvent = { type: 'giftBomb', username: 'G', amount: 10 };
    expect(holds(gifts, { kind: 'giftsAtLeast', value: 10 })).toBe(true);
    expect(holds(cheer, { kind: 'giftsAtLeast', value: 10 })).toBe(false);
    const raid: AlertEvent = { type: 'raid', username: 'R', amount: 50 };
    expect(holds(raid, { kind: 'viewersAtLeast', value: 50 })).toBe(true);
    expect(holds(raid, { kind: 'viewersAtLeast', value: 51 })).toBe(false);
    const redemption: AlertEvent = { type: 'redemption', username: 'R', reward: 'Hydrate!' };
    expect(holds(redemption, { kind: 'reward', value: ' hydrate! ' })).toBe(true);
    expect(holds(redemption, { kind: 'reward', value: 'Stretch' })).toBe(false);
    expect(holds(cheer, { kind: 'role', value: 'VIP' })).toBe(true);
    expect(holds({ ...cheer, roles: undefined }, { kind: 'role', value: 'vip' })).toBe(false);
    expect(holds({ type: 'follow', username: 'F' }, { kind: 'amountAtLeast', value: 0 })).toBe(false);
  });

  it('gives random conditions their chance in percent, drawn per variation in order', () => {
    const list = [
      variation('quarter', [{ kind: 'random', value: 25 }]),
      variation('rest', [{ kind: 'random', value: 100 }]),
    ];
    expect(matchVariation(list, cheer, draws(0.2))?.name).toBe('quarter');
    expect(matchVariation(list, cheer, draws(0.25, 0.99))?.name).toBe('rest');
    expect(matchVariation([variation('never', [{ kind: 'random', value: 0 }])], cheer, draws(0))).toBeNull();
    let picked = 0;
    const seeded = (() => {
      let state = 42;
      return () => {
        state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
        return state / 2 ** 31;
      };
    })();
    for (let i = 0; i < 4000; i++) if (matchVariation(list, cheer, seeded)?.name === 'quarter') picked++;
    expect(picked / 4000).toBeGreaterThan(0.22);
    expect(picked / 4000).toBeLessThan(0.28);
  });

  it('draws no random number for a variation whose other condition already fails', () => {
    const list = [
      variation('vip luck', [
        { kind: 'role', value: 'moderator' },
        { kind: 'random', value: 50 },
      ]),
    ];
    expect(matchVariation(list, cheer, never)).toBeNull();
  });
});
