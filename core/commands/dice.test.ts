import { describe, expect, it } from 'vitest';
import { describeRoll, parseDice, rollDice } from './dice';

describe('parseDice', () => {
  it.each([
    ['', { count: 1, sides: 20, modifier: 0 }],
    ['6', { count: 1, sides: 6, modifier: 0 }],
    ['2d6', { count: 2, sides: 6, modifier: 0 }],
    ['d8', { count: 1, sides: 8, modifier: 0 }],
    ['3d10+4', { count: 3, sides: 10, modifier: 4 }],
    ['1d20-2', { count: 1, sides: 20, modifier: -2 }],
    [' 2D6 + 1 ', { count: 2, sides: 6, modifier: 1 }],
  ])('reads %j', (text, roll) => {
    expect(parseDice(text)).toEqual(roll);
  });

  it.each(['abc', '2d', 'd', '1.5d6', '2x6'])('explains the format for %j', (text) => {
    expect(parseDice(text)).toEqual({ error: expect.stringContaining('XdY+Z') });
  });

  it.each(['1000d1000', '101d6', '0d6', '1d1001', '1', '2d6+100001'])(
    'refuses %j naming every limit in plain words',
    (text) => {
      expect(parseDice(text)).toEqual({
        error:
          'you can roll 1 to 100 dice of 2 to 1,000 sides each, plus or minus at most 100,000, for example 2d6+3.',
      });
    },
  );
});

describe('rollDice', () => {
  it('rolls within the sides and adds the modifier', () => {
    expect(rollDice({ count: 3, sides: 6, modifier: 2 }, () => 0)).toEqual({ rolls: [1, 1, 1], total: 5 });
    expect(rollDice({ count: 2, sides: 6, modifier: 0 }, () => 0.9999)).toEqual({ rolls: [6, 6], total: 12 });
  });

  it('shows the total, the dice added up and the modifier apart', () => {
    expect(describeRoll({ count: 2, sides: 6, modifier: 3 }, { rolls: [1, 4], total: 8 })).toBe(
      'rolled 2d6+3: 8 (1 + 4, +3)',
    );
    expect(describeRoll({ count: 1, sides: 20, modifier: -2 }, { rolls: [12], total: 10 })).toBe(
      'rolled 1d20-2: 10 (12, -2)',
    );
    expect(describeRoll({ count: 3, sides: 4, modifier: 0 }, { rolls: [1, 2, 4], total: 7 })).toBe(
      'rolled 3d4: 7 (1 + 2 + 4)',
    );
    expect(describeRoll({ count: 1, sides: 20, modifier: 0 }, { rolls: [17], total: 17 })).toBe(
      'rolled 1d20: 17',
    );
  });

  it('names the count instead of listing more than 20 dice', () => {
    const rolls = Array.from({ length: 25 }, () => 1);
    expect(describeRoll({ count: 25, sides: 6, modifier: 5 }, { rolls, total: 30 })).toBe(
      'rolled 25d6+5: 30 (25 dice, +5)',
    );
  });
});
