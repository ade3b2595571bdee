// Drives the pure carousel timeline with timers: one pending timer at a time, cleared on stop, so
// an overlay left open in OBS for hours holds nothing but its current beat.
import type { CarouselQueues } from '../../core/carousel/carousel-queues';
import type { CarouselKind, CarouselSettings } from '../../core/carousel/carousel-settings';
import {
  type CarouselBeat,
  type CarouselCursor,
  type CarouselPhase,
  initialCarouselCursor,
  nextCarouselBeat,
} from '../../core/carousel/carousel-timeline';

export type CarouselFrame = { beat: CarouselBeat | null; phase: CarouselPhase };

export type PlaybackInput = {
  settings: CarouselSettings;
  queues: CarouselQueues;
  onShown?: (kind: CarouselKind, id: string) => void;
};

export type CarouselPlayback = {
  /** New queues arrived: a first event should not wait out the rest of an empty 5 s retry. */
  wakeIfWaiting(): void;
  stop(): void;
};

/**
 * Starts playing at once. Each beat reads `latest()`, so a save or a new event needs no restart;
 * `onFrame` is called at every phase change.
 */
export function playCarousel(
  latest: () => PlaybackInput,
  onFrame: (frame: CarouselFrame) => void,
): CarouselPlayback {
  let cursor: CarouselCursor = initialCarouselCursor;
  let beat: CarouselBeat | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const play = () => {
    const { settings, queues, onShown } = latest();
    const next = nextCarouselBeat(settings, queues, cursor);
    cursor = next.cursor;
    beat = next.beat;
    if (beat.type === 'event' && queues[beat.kind].queue[0]?.id === beat.item.id)
      onShown?.(beat.kind, beat.item.id);
    runSteps(beat, 0, 0);
  };
  const runSteps = (current: CarouselBeat, index: number, elapsed: number) => {
    const step = current.steps[index];
    if (!step) {
      timer = setTimeout(play, current.duration - elapsed);
      return;
    }
    const show = () => {
      onFrame({ beat: current, phase: step.phase });
      runSteps(current, index + 1, step.at);
    };
    if (step.at <= elapsed) show();
    else timer = setTimeout(show, step.at - elapsed);
  };

  play();
  return {
    wakeIfWaiting: () => {
      if (beat?.type !== 'empty') return;
      clearTimeout(timer);
      play();
    },
    stop: () => {
      clearTimeout(timer);
      // A stopped carousel never plays again, even if asked to wake.
      beat = null;
    },
  };
}
