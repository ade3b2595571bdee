import { describe, expect, it } from 'vitest';
import type { CarouselItem } from './carousel-queues';
import { sampleCarouselQueues } from './carousel-samples';
import { defaultCarouselSettings } from './carousel-settings';
import { carouselItemText, formatTipAmount } from './carousel-text';

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

  it('shows a tip amount with two decimals when the currency is missing or unknown', () => {
    expect(formatTipAmount(7, undefined)).toBe('7.00');
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
