// The order the overlay plays its playlist in. `random`: every clip once per round, each round
// reshuffled (never opening with the clip that closed the last one); `top`: the given order, looped.
// New clips join the round under way; clips no longer in the playlist are dropped from it.
import { shuffled } from './clip-filters';
import type { ClipOrder } from './clip-reel-settings';

export type PlayQueue<T extends { id: string }> = {
  /** The next clip to play, or null when the playlist is empty. */
  next(): T | null;
  /** A fresh playlist (new clips, another order or filters). */
  replace(items: readonly T[], order: ClipOrder): void;
};

export function playQueue<T extends { id: string }>(
  initial: readonly T[],
  initialOrder: ClipOrder,
  random = Math.random,
): PlayQueue<T> {
  let items: T[] = [...initial];
  let order = initialOrder;
  /** Ids still to play this round, in play order. */
  let round: string[] = [];
  let lastId: string | null = null;

  const newRound = () => {
    const ids = items.map((item) => item.id);
    round = order === 'random' ? shuffled(ids, random) : ids;
    if (order === 'random' && round.length > 1 && round[0] === lastId) round.push(round.shift() as string);
  };

  return {
    next() {
      if (items.length === 0) return null;
      const byId = new Map(items.map((item) => [item.id, item]));
      round = round.filter((id) => byId.has(id));
      if (round.length === 0) newRound();
      const id = round.shift() as string;
      lastId = id;
      return byId.get(id) as T;
    },
    replace(next, nextOrder) {
      const known = new Set(items.map((item) => item.id));
      const played = new Set(items.map((item) => item.id).filter((id) => !round.includes(id)));
      items = [...next];
      if (nextOrder !== order) {
        order = nextOrder;
        round = [];
        return;
      }
      if (order === 'top') {
        // Keep the place in the ranking: what is left of it, in the new ranking's order.
        round = items.map((item) => item.id).filter((id) => !played.has(id));
        return;
      }
      const fresh = items.map((item) => item.id).filter((id) => !known.has(id));
      // New clips join this round at random places.
      for (const id of fresh) round.splice(Math.floor(random() * (round.length + 1)), 0, id);
    },
  };
}
