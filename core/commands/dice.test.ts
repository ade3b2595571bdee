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

  it('refuses too many dice, too many sides and one-sided dice', () => {
    expect(parseDice('101d6')).toEqual({ error: expect.stringContaining('100 dice') });
    expect(parseDice('0d6')).toEqual({ error: expect.stringContaining('1 and 100') });
    expect(parseDice('1d1001')).toEqual({ error: expect.stringContaining('sides') });
    expect(parseDice('1')).toEqual({ error: expect.stringContaining('sides') });
  });
});

describe('rollDice', () => {
  it('rolls within the sides and adds the modifier', () => {
    expect(rollDice({ count: 3, sides: 6, modifier: 2 }, () => 0)).toEqual({ rolls: [1, 1, 1], total: 5 });
    expect(rollDice({ count: 2, sides: 6, modifier: 0 }, () => 0.9999)).toEqual({ rolls: [6, 6], total: 12 });
  });

  it('shows the total and the single rolls', () => {
    const roll = { count: 2, sides: 6, modifier: 1 };
    expect(describeRoll(roll, { rolls: [3, 4], total: 8 })).toBe('rolled 2d6+1: 8 (3, 4+1)');
    expect(describeRoll({ count: 1, sides: 20, modifier: 0 }, { rolls: [17], total: 17 })).toBe(
      'rolled 1d20: 17',
    );
  });
});
