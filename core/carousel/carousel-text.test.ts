import { describe, expect, it } from 'vitest';
import type { CarouselItem } from './carousel-queues';
import { sampleCarouselQueues } from './carousel-samples';
import { defaultCarouselSettings } from './carousel-settings';
import { carouselItemText, formatTipAmount, removedItemText } from './carousel-text';

const item = (changes: Partial<CarouselItem>): CarouselItem => ({
  id: 'i',
  variant: 'follow',
  name: 'Fan',
  at: 0,
  ...changes,
});
const text = (changes: Partial<CarouselItem>) => carouselItemText(defaultCarouselSettings, item(changes));

describe('carouselItemText', () => {
  it('uses the follow and sub texts as written', () => {
    expect(text({ variant: 'follow' })).toBe('new follow');
    expect(text({ variant: 'sub' })).toBe('subscription');
  });

  it('picks the single or plural bit text by amount', () => {
    expect(text({ variant: 'bit', amount: 1 })).toBe('1 bit');
    expect(text({ variant: 'bit', amount: 500 })).toBe('500 bits');
  });

  it('uses the gift text for gift subs, with the number gifted', () => {
    const settings = { ...defaultCarouselSettings, giftSubText: 'gifted {amount} subs' };
    expect(carouselItemText(settings, item({ variant: 'giftSub', amount: 5 }))).toBe('gifted 5 subs');
  });

  it('shows a tip as money in its currency', () => {
    expect(text({ variant: 'tip', amount: 7, currency: 'USD' })).toBe('$7.00');
    expect(text({ variant: 'tip', amount: 12.5, currency: 'EUR' })).toBe('€12.50');
  });

  it("writes large amounts with the currency's thousands separators and decimals", () => {
    expect(formatTipAmount(1_000_000, 'USD')).toBe('$1,000,000.00');
    expect(formatTipAmount(5, 'EUR')).toBe('€5.00');
    expect(formatTipAmount(1500, 'JPY')).toBe('¥1,500');
    expect(carouselItemText(defaultCarouselSettings, item({ variant: 'bit', amount: 10_000 }))).toBe(
      '10,000 bits',
    );
  });

  it('shows a tip amount with two decimals when the currency is missing or unknown', () => {
    expect(formatTipAmount(7, undefined)).toBe('7.00');
    expect(formatTipAmount(1_000_000, undefined)).toBe('1,000,000.00');
    expect(formatTipAmount(3.5, 'NOT-A-CODE')).toBe('3.50');
  });

  it('fills every {amount} of a custom template', () => {
    const settings = { ...defaultCarouselSettings, bitPluralText: '{amount} bits ({amount}!)' };
    expect(carouselItemText(settings, item({ variant: 'bit', amount: 20 }))).toBe('20 bits (20!)');
  });
});

describe('sampleCarouselQueues', () => {
  it("shows the spec's sample amounts, and the $7.00 tip as the top", () => {
    const texts = [...sampleCarouselQueues.bits.queue, ...sampleCarouselQueues.tips.queue].map((sample) =>
      carouselItemText(defaultCarouselSettings, sample),
    );
    expect(texts).toEqual(['1 bit', '500 bits', '$7.00']);
    expect(sampleCarouselQueues.top.last?.id).toBe('sample-tip');
  });
});

describe('removedItemText', () => {
  it('names what Remove Next Event removed, or that the kind was empty', () => {
    expect(removedItemText('follow', item({ variant: 'follow', name: 'bob' }))).toBe(
      'Removed: follow from bob.',
    );
    expect(removedItemText('tip', item({ variant: 'tip', name: 'Ann', amount: 1500, currency: 'EUR' }))).toBe(
      'Removed: tip of €1,500.00 from Ann.',
    );
    expect(removedItemText('cheer', null)).toBe('Nothing to remove: the carousel has no cheer to show.');
  });
});
