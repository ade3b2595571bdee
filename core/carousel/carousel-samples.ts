// Sample queues for the settings page's live preview and the welcome page's demo (spec section 9:
// 1 bit, 500 bits, $7.00), so the carousel can be seen before any real event.
import { type CarouselItem, type CarouselQueues, emptyCarouselQueues, itemPoints } from './carousel-queues';

const sample = (item: Omit<CarouselItem, 'at'>): CarouselItem => ({ ...item, at: 0 });

const follow = sample({ id: 'sample-follow', variant: 'follow', name: 'DemoViewer' });
const oneBit = sample({ id: 'sample-bit-1', variant: 'bit', name: 'PixelPal', amount: 1 });
const manyBits = sample({ id: 'sample-bits-500', variant: 'bit', name: 'CheerChampion', amount: 500 });
const sub = sample({ id: 'sample-sub', variant: 'sub', name: 'LoyalLurker' });
const giftSub = sample({ id: 'sample-gift-sub', variant: 'giftSub', name: 'GenerousGamer', amount: 5 });
const tip = sample({ id: 'sample-tip', variant: 'tip', name: 'KindSupporter', amount: 7, currency: 'USD' });

const top = [oneBit, manyBits, tip].reduce((best, item) =>
  itemPoints(item) > itemPoints(best) ? item : best,
);

export const sampleCarouselQueues: CarouselQueues = {
  ...emptyCarouselQueues,
  follows: { queue: [follow], last: null },
  bits: { queue: [oneBit, manyBits], last: null },
  subs: { queue: [sub, giftSub], last: null },
  tips: { queue: [tip], last: null },
  top: { queue: [], last: top },
};

const isSample = (item: CarouselItem) => item.id.startsWith('sample-');

/**
 * A preview's stand-in for the server's "shown": the played sample goes to the back, so samples take
 * turns; a test event sent from the page plays once and leaves.
 */
export function rotateSampleQueue(
  queues: CarouselQueues,
  kind: keyof CarouselQueues,
  id: string,
): CarouselQueues {
  const [head, ...rest] = queues[kind].queue;
  if (!head || head.id !== id) return queues;
  return { ...queues, [kind]: { ...queues[kind], queue: isSample(head) ? [...rest, head] : rest } };
}

/** A test event in the preview: first in its kind's queue, so its slot plays it next. */
export function withPreviewItem(queues: CarouselQueues, kind: keyof CarouselQueues, item: CarouselItem) {
  return { ...queues, [kind]: { ...queues[kind], queue: [item, ...queues[kind].queue] } };
}
