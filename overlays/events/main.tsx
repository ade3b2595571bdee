// The event overlay page (/events/v2/{overlaySecretKey}): the event carousel. It paints at once from
// the settings in its own link, then follows the channel's saved settings and queues over its socket,
// so a save on the dashboard changes an open overlay without a reload.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { carouselSettingsFromQuery } from '../../core/carousel/carousel-query';
import { type CarouselQueues, emptyCarouselQueues } from '../../core/carousel/carousel-queues';
import type { CarouselSettings } from '../../core/carousel/carousel-settings';
import { CarouselView } from '../carousel/CarouselView';
import { useOverlaySocket } from '../shared/use-live-state';
import '../shared/overlay.css';

function EventsOverlayPage() {
  const [settings, setSettings] = useState<CarouselSettings>(() =>
    carouselSettingsFromQuery(new URLSearchParams(location.search)),
  );
  const [subBadgeUrl, setSubBadgeUrl] = useState<string | null>(null);
  const [queues, setQueues] = useState<CarouselQueues>(emptyCarouselQueues);
  const { send } = useOverlaySocket('events', (message) => {
    if (message.type === 'carousel') setQueues(message.queues);
    else if (message.type === 'carouselSettings') {
      setSettings(message.settings);
      setSubBadgeUrl(message.subBadgeUrl);
    }
  });

  return (
    <CarouselView
      settings={settings}
      queues={queues}
      subBadgeUrl={subBadgeUrl}
      onShown={(kind, id) => send({ type: 'shown', kind, id })}
    />
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<EventsOverlayPage />);
