import { describe, expect, it } from 'vitest';
import {
  applyCarouselChange,
  type CarouselChange,
  type CarouselItem,
  type CarouselQueues,
  emptyCarouselQueues,
} from '../carousel/carousel-queues';
import type { OverlayMessage } from './overlay-messages';
import { followState } from './state-follower';

const item = (id: string): CarouselItem => ({ id, variant: 'follow', name: id, at: 1 });
const add = (id: string): CarouselChange => ({ op: 'add', kind: 'follows', item: item(id), top: false });
const state = (queues: CarouselQueues, seq: number, epoch = 'e1'): OverlayMessage => ({
  type: 'state',
  area: 'carousel',
  state: queues,
  epoch,
  seq,
});
const change = (c: CarouselChange, seq: number, epoch = 'e1'): OverlayMessage => ({
  type: 'change',
  area: 'carousel',
  change: c,
  epoch,
  seq,
});

function follower() {
  let asked = 0;
  const follow = followState('carousel', applyCarouselChange, () => asked++);
  return { follow, asked: () => asked };
}

const names = (queues: CarouselQueues | null) => queues?.follows.queue.map((i) => i.id);

describe('following a state by its changes', () => {
  it('takes the whole state, then replays each next change', () => {
    const { follow, asked } = follower();
    expect(follow(state(emptyCarouselQueues, 4))).toBe(emptyCarouselQueues);
    expect(names(follow(change(add('a'), 5)))).toEqual(['a']);
    expect(names(follow(change(add('b'), 6)))).toEqual(['a', 'b']);
    expect(asked()).toBe(0);
  });

  it('asks once for the whole state after a gap, skips changes until it comes, then goes on', () => {
    const { follow, asked } = follower();
    follow(state(emptyCarouselQueues, 1));
    expect(follow(change(add('a'), 3))).toBeNull();
    expect(follow(change(add('b'), 4))).toBeNull();
    expect(asked()).toBe(1);
    const whole = applyCarouselChange(emptyCarouselQueues, add('a')) as CarouselQueues;
    expect(names(follow(state(whole, 3)))).toEqual(['a']);
    expect(names(follow(change(add('b'), 4)))).toEqual(['a', 'b']);
    expect(asked()).toBe(1);
  });

  it('asks on another epoch, a lower or repeated number, a change before any state, or one that does not fit', () => {
    for (const wrong of [
      change(add('a'), 3, 'e2'),
      change(add('a'), 2),
      change(add('a'), 1),
      change({ op: 'shown', kind: 'follows', id: 'not-held' }, 3),
    ]) {
      const { follow, asked } = follower();
      follow(state(emptyCarouselQueues, 2));
      expect(follow(wrong)).toBeNull();
      expect(asked()).toBe(1);
    }
    const { follow, asked } = follower();
    expect(follow(change(add('a'), 1))).toBeNull();
    expect(asked()).toBe(1);
  });

  it("leaves other areas' and other kinds of messages alone", () => {
    const { follow, asked } = follower();
    follow(state(emptyCarouselQueues, 1));
    const counts = { type: 'change', area: 'progressBar', change: {}, epoch: 'x', seq: 9 } as OverlayMessage;
    expect(follow(counts)).toBeNull();
    expect(follow({ type: 'clipsChanged' })).toBeNull();
    expect(asked()).toBe(0);
  });
});
