// The settings home's Recent activity: the channel's newest logged events (follows, subs, gifts,
// cheers, raids, tips), each in plain words with its time; the Simulator's are marked Test.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { describeLiveEvent } from '../../../core/live/describe-live-event';
import { api, failureReason } from '../../api';

type RecentEvent = Awaited<
  ReturnType<Awaited<ReturnType<typeof api.events.recent.$get>>['json']>
>['events'][number];

/** Rows shown before "Show all", so the list does not push the rest of the home page far down. */
const firstRows = 10;

/** The time alone for today's events, with the date for older ones, in the viewer's own format. */
export function shortTime(when: Date, now: Date): string {
  return when.toDateString() === now.toDateString()
    ? when.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })
    : when.toLocaleString([], { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

export function RecentActivity() {
  const [events, setEvents] = useState<RecentEvent[] | null>(null);
  const [error, setError] = useState('');
  const [showsAll, setShowsAll] = useState(false);

  useEffect(() => {
    // Only the latest load counts (React runs effects twice in development).
    let isCurrent = true;
    api.events.recent
      .$get()
      .then(async (response) => {
        if (!response.ok) throw new Error(await failureReason(response));
        const { events } = await response.json();
        if (isCurrent) setEvents(events);
      })
      .catch((failure: Error) => isCurrent && setError(failure.message || 'The server did not answer.'));
    return () => {
      isCurrent = false;
    };
  }, []);

  const now = new Date();
  const shown = events && (showsAll ? events : events.slice(0, firstRows));
  return (
    <section className="panel recent-activity" aria-labelledby="recent-activity-title">
      <h2 id="recent-activity-title">Recent activity</h2>
      {error ? (
        <p className="error" role="alert">
          Your recent activity could not be loaded: {error}
        </p>
      ) : !shown ? (
        <p>Loading…</p>
      ) : shown.length === 0 ? (
        <p>
          Nothing has happened on your channel yet. Follows, subscriptions, cheers, raids and tips show up
          here. To see one now, fire a test event from the <Link to="/settings/simulator">Simulator</Link>.
        </p>
      ) : (
        <>
          <ol className="activity-list">
            {shown.map((event) => {
              const when = new Date(event.at);
              return (
                <li key={event.id} className={event.isTest ? 'activity-row test' : 'activity-row'}>
                  <span className="activity-what">{describeLiveEvent(event)}</span>
                  {event.isTest && (
                    <span className="tag test-tag" title="Fired from the Simulator, not by a viewer">
                      Test
                    </span>
                  )}
                  <time dateTime={when.toISOString()} title={when.toLocaleString()}>
                    {shortTime(when, now)}
                  </time>
                </li>
              );
            })}
          </ol>
          {(events?.length ?? 0) > firstRows && (
            <button type="button" className="button" onClick={() => setShowsAll(!showsAll)}>
              {showsAll ? 'Show fewer' : `Show all ${events?.length}`}
            </button>
          )}
        </>
      )}
    </section>
  );
}
