// An overlay renderer (plain DOM, as OBS runs it) mounted in a React page: the dashboard's previews
// show the overlay's own drawing, so what the streamer sees in settings is what OBS shows.
import { useLayoutEffect, useRef } from 'react';

export type Mounted<P> = { update(props: P): void; destroy(): void };

/** Mounts once, then hands each new `props` object to the renderer; pass memoized props. */
export function RendererView<P>({
  mount,
  props,
}: {
  mount: (root: HTMLElement, props: P) => Mounted<P>;
  props: P;
}) {
  const root = useRef<HTMLDivElement>(null);
  const mounted = useRef<Mounted<P> | null>(null);
  const initial = useRef({ mount, props });

  useLayoutEffect(() => {
    if (!root.current) return;
    const view = initial.current.mount(root.current, initial.current.props);
    mounted.current = view;
    return () => {
      mounted.current = null;
      view.destroy();
    };
  }, []);

  useLayoutEffect(() => mounted.current?.update(props), [props]);

  // The renderer owns everything inside and on this element; React never touches it after mounting.
  return <div ref={root} />;
}
