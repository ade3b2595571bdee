import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { api, failureReason } from '../../api';
import { Collapsible } from '../../components/Collapsible';
import { KofiSection } from './KofiSection';
import { ResetTopDonation } from './ResetTopDonation';
import { StreamElementsSection } from './StreamElementsSection';
import { StreamlabsSection } from './StreamlabsSection';
import './tips.css';

type TipSettings = Awaited<ReturnType<Awaited<ReturnType<typeof api.tips.$get>>['json']>>;

/** Tip Setup (the spec's Donations page): the three tip services and the top-donation reset. */
export function TipSetupPage() {
  const [settings, setSettings] = useState<TipSettings | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    // Only the latest load counts (React runs effects twice in development).
    let isCurrent = true;
    api.tips
      .$get()
      .then(async (response) => {
        if (!response.ok) throw new Error(await failureReason(response));
        const loaded = await response.json();
        if (isCurrent) setSettings(loaded);
      })
      .catch((failure: Error) => isCurrent && setError(failure.message || 'Could not load your tip setup.'));
    return () => {
      isCurrent = false;
    };
  }, []);

  return (
    <article className="page tips-page">
      <h1>Tip Setup</h1>
      <p className="lead">
        Connect the tip services you use, so tips appear on your event carousel and count towards its top
        supporter. Questions? See the <Link to="/faq">FAQ</Link>.
      </p>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {!settings && !error && <p className="loading">Loading…</p>}
      {settings && (
        <>
          <Collapsible title="Streamlabs Integration">
            <StreamlabsSection
              initiallySet={settings.streamlabsTokenIsSet}
              isAvailable={settings.streamlabsAvailable}
              listener={settings.streamlabs}
            />
          </Collapsible>
          <Collapsible title="StreamElements Integration">
            <StreamElementsSection
              initiallySet={settings.streamElementsTokenIsSet}
              listener={settings.streamElements}
            />
          </Collapsible>
          <Collapsible title="Ko-fi Integration">
            <KofiSection
              initiallySet={settings.kofiTokenIsSet}
              webhookUrl={settings.kofiWebhookUrl}
              onNewKey={(key) =>
                setSettings(
                  (current) =>
                    current && {
                      ...current,
                      kofiWebhookUrl: current.kofiWebhookUrl?.replace(/[^/]+$/, key) ?? null,
                    },
                )
              }
            />
          </Collapsible>
          <Collapsible title="Reset Top Donation">
            <ResetTopDonation initiallyReset={settings.topDonationIsReset} />
          </Collapsible>
        </>
      )}
    </article>
  );
}
