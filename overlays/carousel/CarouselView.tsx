// The carousel in React, for the dashboard's previews: a thin wrapper that mounts the overlay's own
// renderer (carousel-renderer.ts), so what the streamer sees in settings is what OBS shows.
import { useLayoutEffect, useRef } from 'react';
import { type CarouselProps, type MountedCarousel, mountCarousel } from './carousel-renderer';

export type CarouselViewProps = CarouselProps;

export function CarouselView({ settings, queues, subBadgeUrl, onShown }: CarouselViewProps) {
  const root = useRef<HTMLDivElement>(null);
  const carousel = useRef<MountedCarousel | null>(null);
  const props = { settings, queues, subBadgeUrl, onShown };
  const initialProps = useRef(props);

  useLayoutEffect(() => {
    if (!root.current) return;
    const mounted = mountCarousel(root.current, initialProps.current);
    carousel.current = mounted;
    return () => {
      carousel.current = null;
      mounted.destroy();
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: props is rebuilt from exactly these
  useLayoutEffect(() => carousel.current?.update(props), [settings, queues, subBadgeUrl, onShown]);

  // The renderer owns everything inside and on this element; React never touches it after mounting.
  return <div ref={root} />;
}
