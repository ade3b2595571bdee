import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playQueue } from './play-order';

const items = (...ids: string[]) => ids.map((id) => ({ id }));
const take = (queue: { next(): { id: string } | null }, count: number) =>
  Array.from({ length: count }, () => queue.next()?.id ?? null);

describe('the play order', () => {
  it('plays each clip once per round in random order, whatever the shuffle', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer(),
        (size, rounds, seed) => {
          let state = seed;
          const random = () => {
            state = (state * 1103515245 + 12345) & 0x7fffffff;
            return state / 0x80000000;
          };
          const ids = Array.from({ length: size }, (_, i) => `c${i}`);
          const queue = playQueue(items(...ids), 'random', random);
          const played = take(queue, size * rounds);
          for (let round = 0; round < rounds; round++)
            expect(played.slice(round * size, (round + 1) * size).sort()).toEqual(ids.slice().sort());
          // A round never opens with the clip that closed the one before.
          if (size > 1)
            for (let round = 1; round < rounds; round++)
              expect(played[round * size]).not.toBe(played[round * size - 1]);
        },
      ),
    );
  });

  it('loops top in the given order', () => {
    const queue = playQueue(items('e', 'b', 'a'), 'top');
    expect(take(queue, 7)).toEqual(['e', 'b', 'a', 'e', 'b', 'a', 'e']);
  });

  it('lets new clips join the round under way, and drops removed ones', () => {
    const queue = playQueue(items('a', 'b', 'c'), 'random', () => 0);
    const first = take(queue, 1);
    queue.replace(items('a', 'b', 'c', 'd'), 'random');
    const rest = take(queue, 3);
    expect([...first, ...rest].sort()).toEqual(['a', 'b', 'c', 'd']);
    queue.replace(items('a'), 'random');
    expect(take(queue, 2)).toEqual(['a', 'a']);
  });

  it('keeps its place in a top ranking when the playlist is fetched again', () => {
    const queue = playQueue(items('e', 'b', 'a'), 'top');
    expect(take(queue, 1)).toEqual(['e']);
    queue.replace(items('e', 'x', 'b', 'a'), 'top');
    expect(take(queue, 4)).toEqual(['x', 'b', 'a', 'e']);
  });

  it('gives nothing for an empty playlist', () => {
    expect(playQueue([], 'random').next()).toBeNull();
  });
});
