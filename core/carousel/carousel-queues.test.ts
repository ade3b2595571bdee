import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../live/live-event';
import {
  addCarouselEvent,
  emptyCarouselQueues,
  markCarouselItemShown,
  removeNextCarouselItem,
} from './carousel-queues';

const event = (id: string, type: LiveEvent['type'], amount?: number): LiveEvent => ({
  id,
  type,
  user: `user-${id}`,
  amount,
  isTest: false,
  at: 1,
});

describe('carousel queues', () => {
  it('queues a repeated delivery of the same event once', () => {
    const once = addCarouselEvent(emptyCarouselQueues, event('a', 'cheer', 100));
    expect(addCarouselEvent(once, event('a', 'cheer', 100))).toBe(once);
    const shown = markCarouselItemShown(once, 'bits', 'a');
    expect(addCarouselEvent(shown, event('a', 'cheer', 100))).toBe(shown);
  });

  it('moves a shown head to last, and only when the report names the head', () => {
    const queues = addCarouselEvent(
      addCarouselEvent(emptyCarouselQueues, event('a', 'follow')),
      event('b', 'follow'),
    );
    expect(markCarouselItemShown(queues, 'follows', 'b')).toBe(queues);
    const shown = markCarouselItemShown(queues, 'follows', 'a');
    expect(shown.follows.queue.map((item) => item.id)).toEqual(['b']);
    expect(shown.follows.last?.id).toBe('a');
  });

  it('resets the top with Remove Next Event, so the next cheer of any size becomes the top', () => {
    const big = addCarouselEvent(emptyCarouselQueues, event('big', 'cheer', 1000));
    const reset = removeNextCarouselItem(big, 'top');
    expect(reset.top.last).toBeNull();
    expect(addCarouselEvent(reset, event('small', 'cheer', 1)).top.last?.id).toBe('small');
  });
});
