// The settings home's Recent activity: the channel's newest logged events (follows, subs, gifts,
// cheers, raids, tips), each in plain words with its time; the Simulator's are marked Test.
import { Link } from 'react-router';
import { describeLiveEvent } from '../../../core/live/describe-live-event';
import { api } from '../../api';
import { TimedList, useLoadedOnce } from './TimedList';

type RecentEvent = Awaited<
  ReturnType<Awaited<ReturnType<typeof api.events.recent.$get>>['json']>
>['events'][number];

export function RecentActivity() {
  const { loaded: events, error } = useLoadedOnce(
    () => api.events.recent.$get(),
    (body) => (body as { events: RecentEvent[] }).events,
  );
  return (
    <TimedList
      title="Recent activity"
      failedLead="Your recent activity could not be loaded"
      empty={
        <p>
          Nothing has happened on your channel yet. Follows, subscriptions, cheers, raids and tips show up
          here. To see one now, fire a test event from the <Link to="/settings/simulator">Simulator</Link>.
        </p>
      }
      firstRows={10}
      error={error}
      rows={
        events?.map((event) => ({
          key: event.id,
          at: event.at,
          className: event.isTest ? 'test' : undefined,
          content: (
            <>
              <span className="activity-what">{describeLiveEvent(event)}</span>
              {event.isTest && (
                <span className="tag test-tag" title="Fired from the Simulator, not by a viewer">
                  Test
                </span>
              )}
            </>
          ),
        })) ?? null
      }
    />
  );
}
