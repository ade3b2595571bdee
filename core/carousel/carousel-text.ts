// The words under a carousel icon: the settings' text template of the item's variant with its
// {amount} filled in. The top slot shows its item (the top cheer or tip) with that item's own text.
import type { CarouselItem, CarouselItemVariant } from './carousel-queues';
import type { CarouselSettings } from './carousel-settings';

/**
 * A tip amount as money in its currency, with its thousands separators: $1,000,000.00, €5.00, ¥500;
 * with no currency (or one unknown to Intl), the number alone with two decimals: 1,000,000.00.
 */
export function formatTipAmount(amount: number, currency: string | undefined, locale = 'en-US'): string {
  if (currency) {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
    } catch {
      // An unknown currency code: fall through to the plain amount.
    }
  }
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

/** A count (bits, gifted subs) with thousands separators: 10,000. */
export const formatCount = (count: number, locale = 'en-US') => new Intl.NumberFormat(locale).format(count);

const fill = (template: string, amount: string) => template.replaceAll('{amount}', amount);

export function carouselItemText(settings: CarouselSettings, item: CarouselItem): string {
  const amount = item.amount ?? 0;
  switch (item.variant) {
    case 'follow':
      return fill(settings.followText, '');
    case 'bit':
      return fill(amount === 1 ? settings.bitSingleText : settings.bitPluralText, formatCount(amount));
    case 'sub':
      return fill(settings.subText, '');
    case 'giftSub':
      return fill(settings.giftSubText, formatCount(amount));
    case 'tip':
      return fill(settings.tipText, formatTipAmount(amount, item.currency));
    case 'raid':
      // Raids are queued for later overlays, not a carousel slot; this is only a readable fallback.
      return `raid with ${amount}`;
  }
}

const removedWhat: Record<CarouselItemVariant, (item: CarouselItem) => string> = {
  follow: () => 'follow',
  sub: () => 'sub',
  giftSub: (item) => `gift of ${formatCount(item.amount ?? 0)} subs`,
  bit: (item) => `cheer of ${formatCount(item.amount ?? 0)} bits`,
  tip: (item) => `tip of ${formatTipAmount(item.amount ?? 0, item.currency)}`,
  raid: (item) => `raid with ${formatCount(item.amount ?? 0)}`,
};

/** Remove Next Event's answer: "Removed: follow from bob", or that the kind had nothing to remove. */
export function removedItemText(kindLabel: string, removed: CarouselItem | null): string {
  if (!removed) return `Nothing to remove: the carousel has no ${kindLabel} to show.`;
  return `Removed: ${removedWhat[removed.variant](removed)} from ${removed.name}.`;
}
