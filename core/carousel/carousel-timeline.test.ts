import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../live/live-event';
import {
  addCarouselEvent,
  type CarouselQueues,
  emptyCarouselQueues,
  markCarouselItemShown,
} from './carousel-queues';
import { type CarouselSettings, defaultCarouselSettings } from './carousel-settings';
import {
  type CarouselBeat,
  type CarouselCursor,
  carouselPhaseAt,
  initialCarouselCursor,
  nextCarouselBeat,
} from './carousel-timeline';

const settingsWith = (changes: Partial<CarouselSettings> = {}): CarouselSettings => ({
  ...defaultCarouselSettings,
  ...changes,
});

let eventCount = 0;
const liveEvent = (event: Partial<LiveEvent>) =>
  ({ id: `e${++eventCount}`, type: 'follow', user: 'Viewer', at: 0, ...event }) as LiveEvent;
function queuesWith(...events: Partial<LiveEvent>[]): CarouselQueues {
  return events.reduce<CarouselQueues>(
    (queues, event) => addCarouselEvent(queues, liveEvent(event)),
    emptyCarouselQueues,
  );
}

/**
 * The first `count` beats from `cursor`, each played item reported shown as the overlay does;
 * `arrive` adds events before the beat of that index.
 */
function beats(
  settings: CarouselSettings,
  queues: CarouselQueues,
  count: number,
  arrive: Record<number, Partial<LiveEvent>[]> = {},
) {
  const played: CarouselBeat[] = [];
  let cursor: CarouselCursor = initialCarouselCursor;
  let current = queues;
  for (let i = 0; i < count; i++) {
    for (const event of arrive[i] ?? []) current = addCarouselEvent(current, liveEvent(event));
    const next = nextCarouselBeat(settings, current, cursor);
    played.push(next.beat);
    cursor = next.cursor;
    if (next.beat.type === 'event')
      current = markCarouselItemShown(current, next.beat.kind, next.beat.item.id);
  }
  return played;
}
const describeBeat = (beat: CarouselBeat) =>
  `${beat.type === 'event' ? beat.kind : beat.type === 'delay' ? `delay:${beat.reason}` : beat.type} ${beat.duration}`;

const followAndCheer = () =>
  queuesWith({ type: 'follow', user: 'Fan' }, { type: 'cheer', user: 'Cheerer', amount: 100 });

describe('nextCarouselBeat', () => {
  it('starts at once without an initial delay, and after it with one', () => {
    expect(describeBeat(beats(settingsWith(), followAndCheer(), 1)[0] as CarouselBeat)).toBe('follows 8500');
    expect(beats(settingsWith({ initialDelay: 2.5 }), followAndCheer(), 2).map(describeBeat)).toEqual([
      'delay:initial 2500',
      'follows 8500',
    ]);
  });

  it('times an event: icon alone, moved at 1 s, text at 2 s, icons back at 4.5 s plus nameDelay', () => {
    const [beat] = beats(settingsWith({ nameDelay: 2 }), followAndCheer(), 1);
    expect(beat?.steps).toEqual([
      { at: 0, phase: 'icon' },
      { at: 1000, phase: 'moved' },
      { at: 2000, phase: 'text' },
      { at: 6500, phase: 'idle' },
    ]);
    expect(beat && carouselPhaseAt(beat, 1999)).toBe('moved');
    expect(beat && carouselPhaseAt(beat, 6500)).toBe('idle');
  });

  it('starts the next event 7 s plus nameDelay plus timeBetweenEvents later', () => {
    const [beat] = beats(settingsWith({ nameDelay: 1, timeBetweenEvents: 3 }), followAndCheer(), 1);
    expect(beat?.duration).toBe(11_000);
  });

  it('steps through eventsOrder, skipping kinds with nothing to play, and loops', () => {
    // bits (the cheer) and top (the same cheer) play; follows was not in the order, subs and tips are empty.
    const settings = settingsWith({ eventsOrder: ['subs', 'bits', 'tips', 'top'] });
    expect(beats(settings, followAndCheer(), 4).map(describeBeat)).toEqual([
      'bits 8500',
      'top 8500',
      'bits 8500',
      'top 8500',
    ]);
  });

  it('drops the top slot when noTop is set', () => {
    const settings = settingsWith({ noTop: true });
    expect(beats(settings, followAndCheer(), 3).map(describeBeat)).toEqual([
      'follows 8500',
      'bits 8500',
      'follows 8500',
    ]);
  });

  it('pauses 5 s and retries when every kind is skipped', () => {
    const first = nextCarouselBeat(settingsWith(), emptyCarouselQueues, initialCarouselCursor);
    expect(describeBeat(first.beat)).toBe('empty 5000');
    const retry = nextCarouselBeat(settingsWith(), followAndCheer(), first.cursor);
    expect(describeBeat(retry.beat)).toBe('follows 8500');
  });

  it('waits timeBetweenLoops after a full loop', () => {
    const settings = settingsWith({ eventsOrder: ['follows', 'bits'], timeBetweenLoops: 4 });
    expect(beats(settings, followAndCheer(), 4).map(describeBeat)).toEqual([
      'follows 8500',
      'bits 8500',
      'delay:loop 4000',
      'follows 8500',
    ]);
  });

  it('with fadeBetweenLoops, gives the last slot 8 s plus nameDelay, then hides and starts the next loop', () => {
    const settings = settingsWith({
      eventsOrder: ['follows', 'bits', 'subs'],
      fadeBetweenLoops: true,
      fadeDuration: 2,
      nameDelay: 1,
    });
    const played = beats(settings, followAndCheer(), 4);
    expect(played.map(describeBeat)).toEqual(['follows 9500', 'bits 9000', 'fade 5000', 'follows 9500']);
    expect(played[2]?.steps).toEqual([
      { at: 0, phase: 'hidden' },
      { at: 3000, phase: 'idle' },
    ]);
  });

  it('fades only every loopsBeforeFading loops, after the loop delay', () => {
    const settings = settingsWith({
      eventsOrder: ['follows'],
      fadeBetweenLoops: true,
      loopsBeforeFading: 2,
      timeBetweenLoops: 1,
    });
    expect(beats(settings, followAndCheer(), 8).map(describeBeat)).toEqual([
      'follows 8000',
      'delay:loop 1000',
      'follows 8000',
      'delay:loop 1000',
      'fade 3000',
      'follows 8000',
      'delay:loop 1000',
      'follows 8000',
    ]);
  });

  it('plays the queue head, else the last item shown', () => {
    const queues = queuesWith({ user: 'First' }, { user: 'Second' });
    const [beat] = beats(settingsWith(), queues, 1);
    expect(beat?.type === 'event' && beat.item.name).toBe('First');
    const shown = { ...queues, follows: { queue: [], last: queues.follows.queue[1] ?? null } };
    const [again] = beats(settingsWith(), shown, 1);
    expect(again?.type === 'event' && again.item.name).toBe('Second');
  });

  it('plays a new item next, after the slide playing when it came, then goes on with the loop', () => {
    const settings = settingsWith({ eventsOrder: ['follows', 'bits', 'subs', 'tips'] });
    const all = queuesWith(
      { user: 'Fan' },
      { type: 'cheer', user: 'Cheerer', amount: 100 },
      { type: 'subscribe', user: 'Subber' },
      { type: 'tip', user: 'Tipper', amount: 5, currency: 'USD' },
    );
    // In the second loop, a burst of follows arrives while the cheer replays: both play next, then
    // the loop goes on with subs and tips.
    const played = beats(settings, all, 10, { 6: [{ user: 'New1' }, { user: 'New2' }] });
    const names = played.map((beat) =>
      beat.type === 'event' ? `${beat.kind}:${beat.item.name}` : beat.type,
    );
    expect(names.slice(4)).toEqual([
      'follows:Fan',
      'bits:Cheerer',
      'follows:New1',
      'follows:New2',
      'subs:Subber',
      'tips:Tipper',
    ]);
    expect(played[6]?.duration).toBe(8500);
  });

  it('plays a new item before the pause between loops ends', () => {
    const settings = settingsWith({ eventsOrder: ['follows', 'bits'], timeBetweenLoops: 30 });
    const played = beats(settings, followAndCheer(), 4, { 3: [{ user: 'Late' }] });
    expect(played.map(describeBeat)).toEqual([
      'follows 8500',
      'bits 8500',
      'delay:loop 30000',
      'follows 8500',
    ]);
    expect(played[3]?.type === 'event' && played[3].item.name).toBe('Late');
  });

  it('plays waiting items before repeats of last items', () => {
    const settings = settingsWith({ eventsOrder: ['follows', 'bits', 'subs', 'tips'] });
    // The second loop would replay the follow and the cheer first; the new tip plays before them.
    const played = beats(settings, followAndCheer(), 4, { 2: [{ type: 'tip', user: 'Tipper', amount: 2 }] });
    expect(played.map(describeBeat)).toEqual(['follows 8500', 'bits 8500', 'tips 8500', 'follows 8500']);
  });
});
