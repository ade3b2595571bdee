// The carousel overlay page (/events/v2/{overlaySecretKey}): the event carousel, playing the
// channel's queues (followed change by change) with the saved settings.
import { applyCarouselChange, emptyCarouselQueues } from '../../core/carousel/carousel-queues';
import { carouselArea } from '../../core/carousel/carousel-settings';
import { followState } from '../../core/overlay/state-follower';
import { startOverlayPage } from '../shared/overlay-page';
import './fonts.css';
import { type CarouselProps, mountCarousel } from './carousel-renderer';

startOverlayPage('carousel', carouselArea, (root, settings, send) => {
  let props: CarouselProps = {
    settings,
    queues: emptyCarouselQueues,
    subBadgeUrl: null,
    onShown: (kind, id) => send({ type: 'shown', kind, id }),
  };
  const carousel = mountCarousel(root, props);
  const follow = followState('carousel', applyCarouselChange, () => send({ type: 'sendState' }));
  return (message) => {
    const queues = follow(message);
    if (queues) props = { ...props, queues };
    else if (message.type === 'settings' && message.area === 'carousel')
      props = { ...props, settings: message.settings, subBadgeUrl: message.subBadgeUrl };
    else return;
    carousel.update(props);
  };
});
