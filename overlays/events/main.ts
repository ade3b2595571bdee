// The event overlay page (/events/v2/{overlaySecretKey}): the event carousel. It paints at once from
// the settings in its own link, then follows the channel's saved settings and queues over its socket,
// so a save on the dashboard changes an open overlay without a reload. No framework: OBS keeps this
// page open for hours, on streamers' own machines.
import { carouselSettingsFromQuery } from '../../core/carousel/carousel-query';
import { emptyCarouselQueues } from '../../core/carousel/carousel-queues';
import { type CarouselProps, mountCarousel } from '../carousel/carousel-renderer';
import { connectOverlaySocket } from '../shared/overlay-socket';
import '../shared/overlay.css';

const root = document.getElementById('root');
if (root) {
  let props: CarouselProps = {
    settings: carouselSettingsFromQuery(new URLSearchParams(location.search)),
    queues: emptyCarouselQueues,
    subBadgeUrl: null,
    onShown: (kind, id) => socket.send({ type: 'shown', kind, id }),
  };
  // Socket messages arrive asynchronously, after the carousel below is mounted.
  const socket = connectOverlaySocket(
    'events',
    (message) => {
      if (message.type === 'carousel') props = { ...props, queues: message.queues };
      else if (message.type === 'carouselSettings')
        props = { ...props, settings: message.settings, subBadgeUrl: message.subBadgeUrl };
      else return;
      carousel.update(props);
    },
    (status) => {
      // Lets tests and curious streamers see the connection in the DOM without any visible UI.
      document.documentElement.dataset.connection = status;
    },
  );
  const element = document.createElement('div');
  root.appendChild(element);
  const carousel = mountCarousel(element, props);
}
