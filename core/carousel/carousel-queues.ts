// The carousel's per-kind queues as a pure reducer. The ChannelDO holds the one true copy; overlays
// receive it whole after every change. An overlay plays the head of a kind's queue (or, when empty,
// its last item) and reports it shown, which moves it from the queue to `last`.
import type { LiveEvent } from '../live/live-event';
import type { CarouselKind } from './carousel-settings';

/** Raids are queued for later overlays but are not a carousel slot. */
export const queueKinds = ['follows', 'bits', 'subs', 'tips', 'raids', 'top'] as const;
export type QueueKind = (typeof queueKinds)[number];

/** Which text template an item uses. */
export type CarouselItemVariant = 'follow' | 'bit' | 'sub' | 'giftSub' | 'tip' | 'raid';

export type CarouselItem = {
  /** The LiveEvent id, so a removal or a shown report names exactly one item. */
  id: string;
  variant: CarouselItemVariant;
  name: string;
  /** Bits, tip amount, gifted subs or raiders. */
  amount?: number;
  /** ISO currency code of a tip. */
  currency?: string;
  /** Fired from the Simulator; absent on items stored before tests were marked (real ones). */
  isTest?: boolean;
  at: number;
};

export type KindQueue = { queue: CarouselItem[]; last: CarouselItem | null };
export type CarouselQueues = Record<QueueKind, KindQueue>;

/** Unplayed items kept per kind; older ones drop off so a long-closed overlay does not replay an hour. */
export const queueLimit = 10;

export const emptyCarouselQueues: CarouselQueues = {
  follows: { queue: [], last: null },
  bits: { queue: [], last: null },
  subs: { queue: [], last: null },
  tips: { queue: [], last: null },
  raids: { queue: [], last: null },
  top: { queue: [], last: null },
};

/** The removeEvent API's type names (spec section 7) and the queue each one empties. */
export const removableTypes = {
  follow: 'follows',
  bit: 'bits',
  sub: 'subs',
  donation: 'tips',
  top: 'top',
} as const;
export type RemovableType = keyof typeof removableTypes;

/** Points compare cheers with tips (spec: 1.00 currency unit = 100 bits = 100 points). */
export function itemPoints(item: CarouselItem): number {
  if (item.variant === 'bit') return item.amount ?? 0;
  if (item.variant === 'tip') return Math.round((item.amount ?? 0) * 100);
  return 0;
}

/** The queue and item an event adds, or null for events the carousel does not show. */
export function carouselItemOf(event: LiveEvent): { kind: QueueKind; item: CarouselItem } | null {
  const base = { id: event.id, name: event.user ?? 'Anonymous', isTest: event.isTest, at: event.at };
  switch (event.type) {
    case 'follow':
      return { kind: 'follows', item: { ...base, variant: 'follow' } };
    case 'subscribe':
    case 'resub':
      return { kind: 'subs', item: { ...base, variant: 'sub' } };
    case 'giftsub':
      return { kind: 'subs', item: { ...base, variant: 'giftSub', amount: event.amount ?? 1 } };
    case 'cheer':
      return { kind: 'bits', item: { ...base, variant: 'bit', amount: event.amount ?? 0 } };
    case 'tip':
      return {
        kind: 'tips',
        item: { ...base, variant: 'tip', amount: event.amount ?? 0, currency: event.currency },
      };
    case 'raid':
      return { kind: 'raids', item: { ...base, variant: 'raid', amount: event.amount ?? 0 } };
    default:
      return null;
  }
}

/**
 * Queues the event's item; a cheer or tip worth more than the current top becomes the top. Real
 * items play before queued test items, and a test item takes the top only from another test item.
 */
export function addCarouselEvent(queues: CarouselQueues, event: LiveEvent): CarouselQueues {
  const added = carouselItemOf(event);
  if (!added || holdsItem(queues, event.id)) return queues;
  const { kind, item } = added;
  const next = { ...queues, [kind]: { ...queues[kind], queue: queuedWith(queues[kind].queue, item) } };
  if (takesTop(item, queues.top.last)) next.top = { queue: [], last: item };
  return next;
}

const isTestItem = (item: CarouselItem) => item.isTest === true;

/** Real items first, then test items, each in arrival order; over the limit the oldest test items go first. */
function queuedWith(queue: CarouselItem[], item: CarouselItem): CarouselItem[] {
  const real = queue.filter((i) => !isTestItem(i));
  const test = queue.filter(isTestItem);
  if (isTestItem(item)) test.push(item);
  else real.push(item);
  const overflow = real.length + test.length - queueLimit;
  if (overflow <= 0) return [...real, ...test];
  const droppedTests = Math.min(overflow, test.length);
  return [...real.slice(overflow - droppedTests), ...test.slice(droppedTests)];
}

/** A real supporter always beats a test top; a test item is the top only while there is no real one. */
function takesTop(item: CarouselItem, top: CarouselItem | null): boolean {
  if (itemPoints(item) <= 0) return false;
  if (!top) return true;
  if (isTestItem(item) !== isTestItem(top)) return !isTestItem(item);
  return itemPoints(item) > itemPoints(top);
}

/** "Clear test events": every test item leaves the queues (and `last`); the ids of the events removed. */
export function removeTestItems(queues: CarouselQueues): { queues: CarouselQueues; removedIds: string[] } {
  const removed = new Set<string>();
  const next = { ...queues };
  for (const kind of queueKinds) {
    const { queue, last } = queues[kind];
    for (const item of [...queue, ...(last ? [last] : [])]) if (isTestItem(item)) removed.add(item.id);
    next[kind] = { queue: queue.filter((i) => !isTestItem(i)), last: last && isTestItem(last) ? null : last };
  }
  return { queues: removed.size === 0 ? queues : next, removedIds: [...removed] };
}

/** A repeated delivery of an event already queued (or playing as a last item) is not queued twice. */
function holdsItem(queues: CarouselQueues, id: string): boolean {
  return queueKinds.some(
    (kind) => queues[kind].last?.id === id || queues[kind].queue.some((i) => i.id === id),
  );
}

/** An overlay played `id`: it leaves the queue and becomes the kind's last item. */
export function markCarouselItemShown(queues: CarouselQueues, kind: QueueKind, id: string): CarouselQueues {
  const head = queues[kind].queue[0];
  if (!head || head.id !== id) return queues;
  return { ...queues, [kind]: { queue: queues[kind].queue.slice(1), last: head } };
}

/** Remove Next Event: drops the item that would play next, i.e. the queue's head, else the last item. */
export function removeNextCarouselItem(queues: CarouselQueues, kind: QueueKind): CarouselQueues {
  const { queue, last } = queues[kind];
  return {
    ...queues,
    [kind]: queue.length > 0 ? { queue: queue.slice(1), last } : { queue, last: null },
  };
}

/** What a slot plays now: the queue's head, else the last item, else nothing (the slot is skipped). */
export function nextCarouselItem(queues: CarouselQueues, kind: CarouselKind): CarouselItem | null {
  return queues[kind].queue[0] ?? queues[kind].last;
}
