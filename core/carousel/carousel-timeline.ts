// The carousel's playback (spec overlays.md "Carousel playback") as a pure function: given the
// settings, the queues and a cursor, the next beat to play and the cursor after it. The overlay's
// timers, the settings preview and the tests all step through the same beats.
//
// New items jump the loop: between beats, a kind with waiting (not yet shown) items plays next, so a
// burst of follows is seen after the slide playing when it came (at most one slide, or the pause
// between loops), not a whole loop later. Kinds with waiting items take turns in the loop's order from
// where it stands; once nothing waits, the loop goes on from where it was.
import { type CarouselItem, type CarouselQueues, nextCarouselItem } from './carousel-queues';
import type { CarouselKind, CarouselSettings } from './carousel-settings';

/** Playback timings of spec section 9, in milliseconds. */
export const carouselTimings = {
  emptyRetry: 5000,
  iconMoves: 1000,
  textAppears: 2000,
  textHides: 4500,
  nextEvent: 7000,
  lastSlotBeforeFade: 8000,
  fadeHidden: 1000,
  fadeNextLoop: 3000,
} as const;

/**
 * What the carousel looks like: `idle` the icon strip; `icon` the current icon alone; `moved` that
 * icon at the edge; `text` its text shown; `hidden` faded out between loops.
 */
export type CarouselPhase = 'idle' | 'icon' | 'moved' | 'text' | 'hidden';

/** A phase change `at` ms after its beat starts. */
export type CarouselStep = { at: number; phase: CarouselPhase };

export type CarouselBeat =
  | { type: 'delay'; reason: 'initial' | 'loop'; steps: CarouselStep[]; duration: number }
  /** Every kind was skipped: nothing to play, look again later. */
  | { type: 'empty'; steps: CarouselStep[]; duration: number }
  | { type: 'event'; kind: CarouselKind; item: CarouselItem; steps: CarouselStep[]; duration: number }
  | { type: 'fade'; steps: CarouselStep[]; duration: number };

export type CarouselCursor =
  | { stage: 'start' }
  /** `position`: the index in the order to look from; `loops`: full loops since the last fade. */
  | { stage: 'events'; position: number; loops: number }
  | { stage: 'loopEnd'; loops: number }
  | { stage: 'fadeCheck'; loops: number };

export const initialCarouselCursor: CarouselCursor = { stage: 'start' };

/** The kinds played, in order: those in eventsOrder, without top when noTop is set. */
export function playedKinds(settings: CarouselSettings): CarouselKind[] {
  return settings.eventsOrder.filter((kind) => !(kind === 'top' && settings.noTop));
}

const idle: CarouselStep[] = [{ at: 0, phase: 'idle' }];
const ms = (seconds: number) => Math.round(seconds * 1000);

function eventSteps(nameDelay: number): CarouselStep[] {
  return [
    { at: 0, phase: 'icon' },
    { at: carouselTimings.iconMoves, phase: 'moved' },
    { at: carouselTimings.textAppears, phase: 'text' },
    // The text hides; the icons return and unhide.
    { at: carouselTimings.textHides + nameDelay, phase: 'idle' },
  ];
}

/** The first kind from `from` on, wrapping round, with an item waiting: its index, or -1. */
function waitingKindIndex(kinds: CarouselKind[], queues: CarouselQueues, from: number): number {
  for (let step = 0; step < kinds.length; step++) {
    const index = (from + step) % kinds.length;
    const kind = kinds[index];
    if (kind && queues[kind].queue.length > 0) return index;
  }
  return -1;
}

const eventDuration = (settings: CarouselSettings) =>
  carouselTimings.nextEvent + ms(settings.nameDelay) + ms(settings.timeBetweenEvents);

/**
 * A waiting item the loop has passed (or would only reach after the loop's end) plays now, and the
 * loop then goes on from `cursor`; null when no such item waits.
 */
function jumpBeat(
  settings: CarouselSettings,
  queues: CarouselQueues,
  cursor: CarouselCursor,
): { beat: CarouselBeat; cursor: CarouselCursor } | null {
  const kinds = playedKinds(settings);
  const from = cursor.stage === 'events' ? cursor.position : 0;
  const index = waitingKindIndex(kinds, queues, from);
  const kind = kinds[index];
  // Ahead of the cursor, the loop itself reaches it first.
  if (!kind || (cursor.stage === 'events' && index >= cursor.position)) return null;
  const item = queues[kind].queue[0] as CarouselItem;
  const steps = eventSteps(ms(settings.nameDelay));
  return { beat: { type: 'event', kind, item, steps, duration: eventDuration(settings) }, cursor };
}

export function nextCarouselBeat(
  settings: CarouselSettings,
  queues: CarouselQueues,
  cursor: CarouselCursor,
): { beat: CarouselBeat; cursor: CarouselCursor } {
  const nameDelay = ms(settings.nameDelay);
  if (cursor.stage !== 'start') {
    const jump = jumpBeat(settings, queues, cursor);
    if (jump) return jump;
  }
  switch (cursor.stage) {
    case 'start': {
      const next: CarouselCursor = { stage: 'events', position: 0, loops: 0 };
      if (settings.initialDelay > 0)
        return {
          beat: { type: 'delay', reason: 'initial', steps: idle, duration: ms(settings.initialDelay) },
          cursor: next,
        };
      return nextCarouselBeat(settings, queues, next);
    }
    case 'events': {
      const kinds = playedKinds(settings);
      const playable = (index: number) => {
        const kind = kinds[index];
        return kind ? nextCarouselItem(queues, kind) : null;
      };
      // Waiting items come before repeats of last items; with none waiting, the next playable kind.
      const waiting = waitingKindIndex(kinds, queues, cursor.position);
      let index = Math.max(waiting, cursor.position);
      while (index < kinds.length && !playable(index)) index++;
      const kind = kinds[index];
      const item = playable(index);
      if (!kind || !item) {
        if (cursor.position === 0)
          return { beat: { type: 'empty', steps: idle, duration: carouselTimings.emptyRetry }, cursor };
        return nextCarouselBeat(settings, queues, { stage: 'loopEnd', loops: cursor.loops });
      }
      const isLastSlot = !kinds.some((_, later) => later > index && playable(later));
      const duration =
        isLastSlot && settings.fadeBetweenLoops
          ? carouselTimings.lastSlotBeforeFade + nameDelay
          : eventDuration(settings);
      return {
        beat: { type: 'event', kind, item, steps: eventSteps(nameDelay), duration },
        cursor: isLastSlot
          ? { stage: 'loopEnd', loops: cursor.loops }
          : { stage: 'events', position: index + 1, loops: cursor.loops },
      };
    }
    case 'loopEnd': {
      const next: CarouselCursor = { stage: 'fadeCheck', loops: cursor.loops + 1 };
      if (settings.timeBetweenLoops > 0)
        return {
          beat: { type: 'delay', reason: 'loop', steps: idle, duration: ms(settings.timeBetweenLoops) },
          cursor: next,
        };
      return nextCarouselBeat(settings, queues, next);
    }
    case 'fadeCheck': {
      if (settings.fadeBetweenLoops && cursor.loops >= settings.loopsBeforeFading) {
        const fadeDuration = ms(settings.fadeDuration);
        return {
          beat: {
            type: 'fade',
            steps: [
              { at: 0, phase: 'hidden' },
              { at: carouselTimings.fadeHidden + fadeDuration, phase: 'idle' },
            ],
            duration: carouselTimings.fadeNextLoop + fadeDuration,
          },
          cursor: { stage: 'events', position: 0, loops: 0 },
        };
      }
      return nextCarouselBeat(settings, queues, { stage: 'events', position: 0, loops: cursor.loops });
    }
  }
}

/** The phase a beat shows `elapsed` ms after it started. */
export function carouselPhaseAt(beat: CarouselBeat, elapsed: number): CarouselPhase {
  let phase: CarouselPhase = 'idle';
  for (const step of beat.steps) if (step.at <= elapsed) phase = step.phase;
  return phase;
}
