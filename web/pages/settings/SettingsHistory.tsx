// The settings home's Recent changes: who changed what on this channel's dashboard, the streamer or one
// of their editors, newest first.
import { useEffect, useState } from 'react';
import { api, failureReason } from '../../api';
import { useSession } from '../../session';
import { shortTime } from './RecentActivity';

type Change = Awaited<
  ReturnType<Awaited<ReturnType<typeof api.settingsHistory.$get>>['json']>
>['changes'][number];

const firstRows = 8;

export function SettingsHistory() {
  const { channels } = useSession();
  const [changes, setChanges] = useState<Change[] | null>(null);
  const [error, setError] = useState('');
  const [showsAll, setShowsAll] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    api.settingsHistory
      .$get()
      .then(async (response) => {
        if (!response.ok) throw new Error(await failureReason(response));
        const body = await response.json();
        if (isCurrent) setChanges(body.changes);
      })
      .catch((failure: Error) => isCurrent && setError(failure.message || 'The server did not answer.'));
    return () => {
      isCurrent = false;
    };
  }, []);

  const me = channels[0]?.login;
  const now = new Date();
  const shown = changes && (showsAll ? changes : changes.slice(0, firstRows));
  return (
    <section className="panel recent-activity" aria-labelledby="settings-history-title">
      <h2 id="settings-history-title">Recent changes</h2>
      {error ? (
        <p className="error" role="alert">
          The history could not be loaded: {error}
        </p>
      ) : !shown ? (
        <p>Loading…</p>
      ) : shown.length === 0 ? (
        <p>No settings changed yet. Every save on this dashboard shows here, with who made it.</p>
      ) : (
        <>
          <ol className="activity-list">
            {shown.map((change) => {
              const when = new Date(change.at);
              return (
                <li key={change.id} className="activity-row">
                  <span className="activity-what">
                    {change.what} <span className="hint">by {change.by === me ? 'you' : change.by}</span>
                  </span>
                  <time dateTime={when.toISOString()} title={when.toLocaleString()}>
                    {shortTime(when, now)}
                  </time>
                </li>
              );
            })}
          </ol>
          {(changes?.length ?? 0) > firstRows && (
            <button type="button" className="button" onClick={() => setShowsAll(!showsAll)}>
              {showsAll ? 'Show fewer' : `Show all ${changes?.length}`}
            </button>
          )}
        </>
      )}
    </section>
  );
}
