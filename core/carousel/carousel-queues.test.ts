import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../live/live-event';
import {
  addCarouselEvent,
  applyCarouselChange,
  carouselEventChange,
  emptyCarouselQueues,
  markCarouselItemShown,
  queueLimit,
  removeNextCarouselItem,
  removeTestItems,
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

describe('test items', () => {
  const test = (id: string, type: LiveEvent['type'], amount?: number): LiveEvent => ({
    ...event(id, type, amount),
    isTest: true,
  });

  it('marks queued items as tests', () => {
    const queues = addCarouselEvent(emptyCarouselQueues, test('t', 'follow'));
    expect(queues.follows.queue[0]).toMatchObject({ id: 't', isTest: true });
    expect(addCarouselEvent(emptyCarouselQueues, event('r', 'follow')).follows.queue[0]?.isTest).toBe(false);
  });

  it('never gives the top to a test item over a real one, but shows a test top while there is no real one', () => {
    const testTop = addCarouselEvent(emptyCarouselQueues, test('t1', 'tip', 10_000));
    expect(testTop.top.last?.id).toBe('t1');
    const real = addCarouselEvent(testTop, event('r1', 'tip', 1));
    expect(real.top.last?.id).toBe('r1');
    expect(addCarouselEvent(real, test('t2', 'tip', 1_000_000)).top.last?.id).toBe('r1');
    expect(addCarouselEvent(real, event('r2', 'cheer', 500)).top.last?.id).toBe('r2');
  });

  it('plays real items before queued test items', () => {
    let queues = addCarouselEvent(emptyCarouselQueues, test('t1', 'follow'));
    queues = addCarouselEvent(queues, test('t2', 'follow'));
    queues = addCarouselEvent(queues, event('r1', 'follow'));
    expect(queues.follows.queue.map((item) => item.id)).toEqual(['r1', 't1', 't2']);
  });

  it('drops the oldest test items first when a queue is full', () => {
    let queues = emptyCarouselQueues;
    for (let i = 0; i < queueLimit; i++) queues = addCarouselEvent(queues, test(`t${i}`, 'follow'));
    queues = addCarouselEvent(queues, event('r', 'follow'));
    expect(queues.follows.queue).toHaveLength(queueLimit);
    expect(queues.follows.queue[0]?.id).toBe('r');
    expect(queues.follows.queue.some((item) => item.id === 't0')).toBe(false);
  });

  it('clears every test item, counting each event once', () => {
    let queues = addCarouselEvent(emptyCarouselQueues, test('t1', 'tip', 5));
    queues = addCarouselEvent(queues, test('t2', 'follow'));
    queues = markCarouselItemShown(queues, 'follows', 't2');
    queues = addCarouselEvent(queues, event('r1', 'follow'));
    const { queues: cleared, removedIds } = removeTestItems(queues);
    expect(removedIds.sort()).toEqual(['t1', 't2']);
    expect(cleared.tips.queue).toEqual([]);
    expect(cleared.top.last).toBeNull();
    expect(cleared.follows).toEqual({ queue: [expect.objectContaining({ id: 'r1' })], last: null });
    expect(removeTestItems(cleared)).toEqual({ queues: cleared, removedIds: [] });
  });
});

describe('carousel changes', () => {
  it('carry the new item, the kind it joins and whether it is the new top', () => {
    expect(carouselEventChange(emptyCarouselQueues, event('c', 'cheer', 100))).toEqual({
      op: 'add',
      kind: 'bits',
      item: expect.objectContaining({ id: 'c', amount: 100 }),
      top: true,
    });
    expect(carouselEventChange(emptyCarouselQueues, event('f', 'follow'))).toMatchObject({ top: false });
    expect(carouselEventChange(emptyCarouselQueues, event('o', 'streamOnline'))).toBeNull();
  });

  it('do not fit queues that missed an earlier change', () => {
    const queues = addCarouselEvent(emptyCarouselQueues, event('a', 'follow'));
    const added = carouselEventChange(emptyCarouselQueues, event('a', 'follow'));
    expect(added && applyCarouselChange(queues, added)).toBeNull();
    expect(applyCarouselChange(emptyCarouselQueues, { op: 'shown', kind: 'follows', id: 'a' })).toBeNull();
    expect(applyCarouselChange(emptyCarouselQueues, { op: 'removeNext', kind: 'bits' })).toBeNull();
    expect(applyCarouselChange(queues, { op: 'removeNext', kind: 'follows' })?.follows).toEqual({
      queue: [],
      last: null,
    });
  });
});
