// The carousel's per-kind queues as a pure reducer of small changes. The ChannelDO holds the one true
// copy and makes each change with applyCarouselChange; open overlays get the whole queues once and then
// each change, which they replay with the same function. An overlay plays the head of a kind's queue
// (or, when empty, its last item) and reports it shown, which moves it from the queue to `last`.
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

/** One change to the queues, as the channel makes it and open overlays replay it. */
export type CarouselChange =
  /** A new item joins its kind's queue; with `top`, it is also the new top tip/cheer. */
  | { op: 'add'; kind: QueueKind; item: CarouselItem; top: boolean }
  /** An overlay played the kind's head `id`: it becomes the kind's last item. */
  | { op: 'shown'; kind: QueueKind; id: string }
  /** Remove Next Event (for `top`, the top's reset). */
  | { op: 'removeNext'; kind: QueueKind }
  /** "Clear test events". */
  | { op: 'clearTests' };

/**
 * What the event changes: its item queued, and the top when a cheer or tip is worth more than the
 * current one; null for an event the carousel does not show or already holds. Real items play before
 * queued test items, and a test item takes the top only from another test item.
 */
export function carouselEventChange(queues: CarouselQueues, event: LiveEvent): CarouselChange | null {
  const added = carouselItemOf(event);
  if (!added || holdsItem(queues, event.id)) return null;
  return { op: 'add', ...added, top: takesTop(added.item, queues.top.last) };
}

/**
 * The queues after `change`, or null when it does not fit them (nothing to remove, a shown item that
 * is not the head, an item already held): an overlay that gets such a change missed an earlier one.
 */
export function applyCarouselChange(queues: CarouselQueues, change: CarouselChange): CarouselQueues | null {
  switch (change.op) {
    case 'add': {
      const { kind, item } = change;
      if (holdsItem(queues, item.id)) return null;
      const next = { ...queues, [kind]: { ...queues[kind], queue: queuedWith(queues[kind].queue, item) } };
      if (change.top) next.top = { queue: [], last: item };
      return next;
    }
    case 'shown': {
      const next = markCarouselItemShown(queues, change.kind, change.id);
      return next === queues ? null : next;
    }
    case 'removeNext': {
      const { queue, last } = queues[change.kind];
      return queue.length === 0 && !last ? null : removeNextCarouselItem(queues, change.kind);
    }
    case 'clearTests':
      return removeTestItems(queues).queues;
  }
}

/** Queues the event's item (see carouselEventChange). */
export function addCarouselEvent(queues: CarouselQueues, event: LiveEvent): CarouselQueues {
  const change = carouselEventChange(queues, event);
  return (change && applyCarouselChange(queues, change)) ?? queues;
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
