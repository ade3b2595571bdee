import { describe, expect, it } from 'vitest';
import { cooldownOf, nightbotGates, streamElementsCooldownOf, streamElementsGates } from './user-levels';

const open = { needsMod: false, subsOnly: false, regularsOnly: false, followersOnly: false };

describe("Nightbot's user levels", () => {
  it.each([
    ['everyone', open, []],
    ['subscriber', { ...open, subsOnly: true }, []],
    ['regular', { ...open, regularsOnly: true }, []],
    [
      'twitch_vip',
      { ...open, regularsOnly: true },
      ['VIP only is not a level here: regulars (regulars, VIPs and moderators may use it)'],
    ],
    ['moderator', { ...open, needsMod: true }, []],
    ['owner', { ...open, needsMod: true }, ['broadcaster only is not a level here: moderators']],
    ['admin', { ...open, needsMod: true }, ["Nightbot's own staff only is not a level here: moderators"]],
  ])('%s maps to its gate', (level, gates, notes) => {
    expect(nightbotGates(level)).toEqual({ value: gates, notes });
  });

  it('keeps an unknown level to moderators, the safest, and says so', () => {
    expect(nightbotGates('sponsor')).toEqual({
      value: { ...open, needsMod: true },
      notes: ['the user level "sponsor" is unknown here: moderators, the safest'],
    });
  });
});

describe("StreamElements' access levels", () => {
  it.each([
    [100, open, 0],
    [250, { ...open, subsOnly: true }, 0],
    [300, { ...open, regularsOnly: true }, 0],
    [400, { ...open, regularsOnly: true }, 1],
    [500, { ...open, needsMod: true }, 0],
    [1000, { ...open, needsMod: true }, 1],
    [1500, { ...open, needsMod: true }, 1],
    [260, { ...open, subsOnly: true }, 0],
  ])('%i maps to its gate', (level, gates, notes) => {
    const mapped = streamElementsGates(level);
    expect(mapped.value).toEqual(gates);
    expect(mapped.notes).toHaveLength(notes);
  });
});

describe('cooldowns', () => {
  it('keeps seconds up to an hour', () => {
    expect(cooldownOf(30)).toEqual({ value: 30, notes: [] });
    expect(cooldownOf(3600)).toEqual({ value: 3600, notes: [] });
  });

  it('caps a longer cooldown at an hour with a note', () => {
    expect(cooldownOf(7200)).toEqual({
      value: 3600,
      notes: ['the cooldown of 7,200 s is more than the 3,600 s allowed here: 3,600 s'],
    });
  });

  it("takes the longer of StreamElements' two cooldowns, noting when they differed", () => {
    expect(streamElementsCooldownOf({ user: 10, global: 10 })).toEqual({ value: 10, notes: [] });
    expect(streamElementsCooldownOf({ user: 15, global: 5 })).toEqual({
      value: 15,
      notes: ['one cooldown here: 15 s (was 15 s per viewer, 5 s for everyone)'],
    });
    expect(streamElementsCooldownOf({ user: 0, global: 5000 }).value).toBe(3600);
  });
});
