import { useEffect, useState } from 'react';
import { type CarouselSettings, carouselSettingsFrom } from '../../../core/carousel/carousel-settings';
import type { TopResetPeriod } from '../../../core/carousel/top-reset-period';
import { api, failureReason } from '../../api';
import { Collapsible } from '../../components/Collapsible';
import { CarouselEditor } from './CarouselEditor';
import { RemoveNextEvent } from './RemoveNextEvent';
import { TopDonationResetPeriod } from './TopDonationResetPeriod';
import './carousel.css';

type Loaded = {
  settings: CarouselSettings;
  overlaySecretKey: string;
  resetTopDonationPeriod: TopResetPeriod;
};

/** The stored settings arrive as a JSON string (spec section 7); a damaged one falls back to the defaults. */
function parseStored(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return {};
  }
}

export function CarouselSettingsPage() {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // undefined while asking; null when the channel has no sub badge.
  const [subBadgeUrl, setSubBadgeUrl] = useState<string | null | undefined>(undefined);
  const [error, setError] = useState('');

  useEffect(() => {
    // Only the latest load counts (React runs effects twice in development).
    let isCurrent = true;
    api.carousel
      .$get()
      .then(async (response) => {
        if (!response.ok) throw new Error(await failureReason(response));
        const { data } = await response.json();
        if (!isCurrent) return;
        setLoaded({
          settings: carouselSettingsFrom(parseStored(data.carouselSettings)),
          overlaySecretKey: data.overlaySecretKey,
          resetTopDonationPeriod: data.resetTopDonationPeriod,
        });
      })
      .catch((failure: Error) => isCurrent && setError(failure.message || 'Could not load your carousel.'));
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
        {loaded && <TopDonationResetPeriod initial={loaded.resetTopDonationPeriod} />}
      </Collapsible>
    </article>
  );
}
