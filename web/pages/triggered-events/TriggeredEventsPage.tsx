import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { api, failureReason } from '../../api';
import { Collapsible } from '../../components/Collapsible';
import { TriggeredEventList } from './TriggeredEventList';
import { TriggeredEventTextsForm } from './TriggeredEventTextsForm';
import './triggered-events.css';

type TriggeredEvents = Awaited<ReturnType<Awaited<ReturnType<typeof api.triggeredEvent.$get>>['json']>>;

export function TriggeredEventsPage() {
  const [loaded, setLoaded] = useState<TriggeredEvents | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    // Only the latest load counts (React runs effects twice in development).
    let isCurrent = true;
    api.triggeredEvent
      .$get()
      .then(async (response) => {
        if (!response.ok) throw new Error(await failureReason(response));
        const body = await response.json();
        if (isCurrent) setLoaded(body);
      })
      .catch(
        (failure: Error) => isCurrent && setError(failure.message || 'Could not load your triggered events.'),
      );
    return () => {
      isCurrent = false;
    };
  }, []);

  return (
    <article className="page">
      <h1>Triggered Events</h1>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <Collapsible title="About">
        <p>
          The bot speaks in chat when something happens on your channel: a follow, a new subscription, a
          resub, gift subs, a cheer, a raid, a tip from your tip services, or your stream starting or ending.
          Each event type can have several reactions. A minimum keeps a reaction for bigger events (cheers of
          100 bits or more, say); a cooldown keeps it quiet for that many seconds after it spoke.
        </p>
        <p>
          In the text, <code>{'{username}'}</code> is who did it (the raiding channel for a raid),{' '}
          <code>{'{amount}'}</code> the bits, gifted subs, months or tip, <code>{'{months}'}</code> a resub's
          months, <code>{'{message}'}</code> their message, <code>{'{viewers}'}</code> a raid's viewers and{' '}
          <code>{'{tier}'}</code> the sub tier. Every <Link to="/documentation/keywords">keyword</Link> works
          too.
        </p>
        <p>
          Floods are limited to 10 reactions a minute per event type; the rest are gathered into one message,
          which you can word below.
        </p>
        <p>
          There is no "host" event: Twitch ended hosting in 2022, so hosts no longer reach any channel.
          Reactions are said in Twitch chat; Discord gets its own stream-start announcement instead.
        </p>
        <p className="hint">
          Test fires a sample event in the <Link to="/settings/simulator">Simulator</Link>: every saved,
          enabled reaction of its type answers in the simulated chat, and your overlays show it as a test
          event.
        </p>
      </Collapsible>
      <Collapsible title="Reactions">
        {loaded ? (
          <TriggeredEventList initial={loaded.events} />
        ) : (
          !error && <p className="loading">Loading reactions…</p>
        )}
      </Collapsible>
      <Collapsible title="Shoutouts and floods">
        {loaded && (
          <TriggeredEventTextsForm
            initial={{ shoutoutText: loaded.shoutoutText, floodTexts: loaded.floodTexts }}
          />
        )}
      </Collapsible>
    </article>
  );
}
