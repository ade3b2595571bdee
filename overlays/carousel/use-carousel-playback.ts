// Drives the pure carousel timeline with timers: one pending timer at a time, cleared on unmount, so
// an overlay left open in OBS for hours holds nothing but its current beat.
import { useEffect, useRef, useState } from 'react';
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

export function useCarouselPlayback(
  settings: CarouselSettings,
  queues: CarouselQueues,
  onShown: ((kind: CarouselKind, id: string) => void) | undefined,
): CarouselFrame {
  // Each beat reads the newest settings and queues, so a save or a new event needs no restart.
  const latest = useRef({ settings, queues, onShown });
  latest.current = { settings, queues, onShown };
  const [frame, setFrame] = useState<CarouselFrame>({ beat: null, phase: 'idle' });
  const wakeIfWaiting = useRef(() => {});

  useEffect(() => {
    let cursor: CarouselCursor = initialCarouselCursor;
    let beat: CarouselBeat | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const play = () => {
      const { settings, queues, onShown } = latest.current;
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
        setFrame({ beat: current, phase: step.phase });
        runSteps(current, index + 1, step.at);
      };
      if (step.at <= elapsed) show();
      else timer = setTimeout(show, step.at - elapsed);
    };
    // A first event should not wait out the rest of an empty 5 s retry.
    wakeIfWaiting.current = () => {
      if (beat?.type !== 'empty') return;
      clearTimeout(timer);
      play();
    };

    play();
    return () => {
      clearTimeout(timer);
      wakeIfWaiting.current = () => {};
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: new queues may end an empty wait
  useEffect(() => wakeIfWaiting.current(), [queues]);

  return frame;
}
