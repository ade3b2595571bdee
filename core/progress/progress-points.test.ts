import { describe, expect, it } from 'vitest';
import { cheerPoints, subscriptionTipPoints, subTierOf, tipPoints, twitchSubPoints } from './progress-points';

describe('the goal points rule', () => {
  it('counts 1.00 of any currency as 100 points', () => {
    expect(tipPoints(1)).toBe(100);
    expect(tipPoints(7.5)).toBe(750);
    expect(tipPoints(0.01)).toBe(1);
  });

  it('counts a bit as a point', () => {
    expect(cheerPoints(1)).toBe(1);
    expect(cheerPoints(500)).toBe(500);
  });

  it('counts subscriptions at half their price: tiers 1, 2 and 3 are 250, 500 and 1250 points each', () => {
    expect(subscriptionTipPoints(1, 1)).toBe(250);
    expect(subscriptionTipPoints(2, 1)).toBe(500);
    expect(subscriptionTipPoints(3, 1)).toBe(1250);
    expect(subscriptionTipPoints(1, 20)).toBe(5000);
  });

  it("counts Twitch's sub points: tiers 1, 2 and 3 are 1, 2 and 6", () => {
    expect(twitchSubPoints(1, 1)).toBe(1);
    expect(twitchSubPoints(2, 1)).toBe(2);
    expect(twitchSubPoints(3, 5)).toBe(30);
  });

  it('takes an unknown tier as tier 1', () => {
    expect(subTierOf(undefined)).toBe(1);
    expect(subTierOf(3)).toBe(3);
  });
});
