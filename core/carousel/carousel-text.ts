// The words under a carousel icon: the settings' text template of the item's variant with its
// {amount} filled in. The top slot shows its item (the top cheer or tip) with that item's own text.
import type { CarouselItem } from './carousel-queues';
import type { CarouselSettings } from './carousel-settings';

/** A tip amount as money, e.g. $7.00; plain two decimals when the currency is unknown to Intl. */
export function formatTipAmount(amount: number, currency: string | undefined, locale = 'en-US'): string {
  if (currency) {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
    } catch {
      // An unknown currency code: fall through to the plain amount.
    }
  }
  return amount.toFixed(2);
}

const fill = (template: string, amount: string) => template.replaceAll('{amount}', amount);

export function carouselItemText(settings: CarouselSettings, item: CarouselItem): string {
  const amount = item.amount ?? 0;
  switch (item.variant) {
    case 'follow':
      return fill(settings.followText, '');
    case 'bit':
      return fill(amount === 1 ? settings.bitSingleText : settings.bitPluralText, String(amount));
    case 'sub':
      return fill(settings.subText, '');
    case 'giftSub':
      return fill(settings.giftSubText, String(amount));
    case 'tip':
      return fill(settings.tipText, formatTipAmount(amount, item.currency));
    case 'raid':
      // Raids are queued for later overlays, not a carousel slot; this is only a readable fallback.
      return `raid with ${amount}`;
  }
}
