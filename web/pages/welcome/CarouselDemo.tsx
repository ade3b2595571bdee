// The welcome page's sample carousel: the real overlay component with sample events, sized for the
// window (spec: 280 wide with 32 px icons at 411 px or less, else 380 with 48 px icons).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { rotateSampleQueue, sampleCarouselQueues } from '../../../core/carousel/carousel-samples';
import { type CarouselKind, carouselSettingsFrom } from '../../../core/carousel/carousel-settings';
import { mountCarousel } from '../../../overlays/carousel/carousel-renderer';
import { RendererView } from '../../components/overlay-settings/RendererView';

const narrowWindow = '(max-width: 411px)';

function useIsNarrow() {
  const [isNarrow, setIsNarrow] = useState(() => window.matchMedia(narrowWindow).matches);
  useEffect(() => {
    const query = window.matchMedia(narrowWindow);
    const update = () => setIsNarrow(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return isNarrow;
}

export function CarouselDemo() {
  const isNarrow = useIsNarrow();
  const [queues, setQueues] = useState(sampleCarouselQueues);
  const settings = useMemo(
    () =>
      carouselSettingsFrom({
        width: isNarrow ? 280 : 380,
        iconSize: isNarrow ? 32 : 48,
        bgColor: '18181fff',
      }),
    [isNarrow],
  );
  const rotateSample = useCallback(
    (kind: CarouselKind, id: string) => setQueues((current) => rotateSampleQueue(current, kind, id)),
    [],
  );
  const preview = useMemo(
    () => ({ settings, queues, subBadgeUrl: null, onShown: rotateSample }),
    [settings, queues, rotateSample],
  );
  return (
    <div className="carousel-demo" role="img" aria-label="A sample event carousel">
      <RendererView mount={mountCarousel} props={preview} />
    </div>
  );
}
