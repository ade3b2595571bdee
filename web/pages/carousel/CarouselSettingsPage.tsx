import { useEffect, useState } from 'react';
import type { TopResetPeriod } from '../../../core/carousel/top-reset-period';
import { api } from '../../api';
import { Collapsible } from '../../components/Collapsible';
import { useAreaSettings } from '../../components/overlay-settings/use-area-settings';
import { CarouselEditor } from './CarouselEditor';
import { RemoveNextEvent } from './RemoveNextEvent';
import { TopDonationResetPeriod } from './TopDonationResetPeriod';
import './carousel.css';

export function CarouselSettingsPage() {
  const { loaded, error, replaceKey } = useAreaSettings<
    'carousel',
    { overlaySecretKey: string | null; resetTopDonationPeriod: TopResetPeriod }
  >('carousel', () => api.carousel.$get());
  // undefined while asking; null when the channel has no sub badge.
  const [subBadgeUrl, setSubBadgeUrl] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    let isCurrent = true;
    api.events.twitchChannelSubBadge
      .$get()
      .then(async (response) => {
        const body = response.ok ? await response.json() : { iconUrl: null };
        if (isCurrent) setSubBadgeUrl(body.iconUrl ?? null);
      })
      .catch(() => isCurrent && setSubBadgeUrl(null));
    return () => {
      isCurrent = false;
    };
  }, []);

  return (
    <article className="page carousel-page">
      <h1>Event Carousel</h1>
      <p className="lead">
        An OBS overlay that rotates your latest follow, cheer, subscription, tip and top supporter.
      </p>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <Collapsible title="Event Carousel">
        {loaded ? (
          <CarouselEditor
            initial={loaded.settings}
            overlaySecretKey={loaded.overlaySecretKey}
            onNewKey={replaceKey}
            subBadgeUrl={subBadgeUrl}
          />
        ) : (
          !error && <p className="loading">Loading…</p>
        )}
      </Collapsible>
      <Collapsible title="Remove Next Event">
        <RemoveNextEvent />
      </Collapsible>
      <Collapsible title="Remove Top Donation - Scheduled">
        {loaded && <TopDonationResetPeriod initial={loaded.data.resetTopDonationPeriod} />}
      </Collapsible>
    </article>
  );
}
