import { describe, expect, it } from 'vitest';
import { duplicateTitleReason, replyWithSameTitle, rewardTitleKey } from './channel-rewards';
import { redemptionSilence } from './redemption-silence';

const replies = [
  { _id: 'a', redemptionTitle: 'Hydrate', enabled: true },
  { _id: 'b', redemptionTitle: 'Stretch break', enabled: false },
];

describe('reward titles are unique ignoring case', () => {
  it('finds the reply that has the title in another case or with spaces around it', () => {
    expect(replyWithSameTitle(replies, 'HYDRATE', undefined)?._id).toBe('a');
    expect(replyWithSameTitle(replies, '  hydrate ', undefined)?._id).toBe('a');
    expect(rewardTitleKey(' Hydrate ')).toBe(rewardTitleKey('hYdRaTe'));
  });

  it('lets a reply keep its own title, in any case, and lets new titles through', () => {
    expect(replyWithSameTitle(replies, 'HYDRATE', 'a')).toBeUndefined();
    expect(replyWithSameTitle(replies, 'Hydrate now', undefined)).toBeUndefined();
  });

  it('says which reply has the title', () => {
    expect(duplicateTitleReason('Hydrate')).toContain('"Hydrate" exists already');
  });
});

describe('why a redemption gets no answer', () => {
  const off = { isIncrementorEnabled: false, incrementorTitle: 'Count' };

  it('is silent about nothing when a reply or the incrementor answers', () => {
    expect(redemptionSilence(replies, off, 'hydrate')).toBeNull();
    expect(redemptionSilence([], { ...off, isIncrementorEnabled: true }, 'COUNT')).toBeNull();
  });

  it('names what is missing or switched off', () => {
    expect(redemptionSilence(replies, off, 'Dance')).toBe('noReply');
    expect(redemptionSilence(replies, off, 'stretch break')).toBe('replyOff');
    expect(redemptionSilence(replies, off, 'count')).toBe('incrementorOff');
  });
});
