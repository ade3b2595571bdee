// The alert queue as it stands (spec alerts.md section 3): paused or muted with the controls, the
// overlay's problem in plain words, the open overlays, what plays, waits, is held, played and was
// missed, with Approve, Skip and Replay. Read again every few seconds while the page is visible.
import { useCallback, useEffect, useState } from 'react';
import type { AlertQueueView, AlertSummary } from '../../../core/alerts/alert';
import { api, failureReason } from '../../api';
import { alertTypeLabels } from './alerts-layout';

const refreshEveryMs = 3000;
const unreachable = 'Could not reach the server. Check your connection and try again.';

type Action = 'pause' | 'resume' | 'skip' | 'mute' | 'unmute' | 'replay' | 'approve';

const timeOf = (at: number) => new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

function summaryText(alert: AlertSummary): string {
  const amount = alert.amount === undefined ? '' : ` (${alert.amount})`;
  return `${alertTypeLabels[alert.type]}: ${alert.username}${amount}`;
}

function AlertRow({
  alert,
  actions,
  act,
}: {
  alert: AlertSummary;
  actions: readonly Action[];
  act: (action: Action, id?: string) => void;
}) {
  const words = summaryText(alert);
  return (
    <li className="queue-row">
      <span className="queue-what">
        {words}
        {alert.isTest && <span className="tag">test</span>}
        {alert.note && <span className="hint"> {alert.note}</span>}
      </span>
      <span className="hint">
        {alert.state}, {timeOf(alert.at)}
      </span>
      {actions.length > 0 && (
        <span className="row-actions">
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              className="button"
              aria-label={`${action[0]?.toUpperCase()}${action.slice(1)} ${words}`}
              onClick={() => act(action, alert.id)}
            >
              {action[0]?.toUpperCase()}
              {action.slice(1)}
            </button>
          ))}
        </span>
      )}
    </li>
  );
}

function AlertList({
  title,
  alerts,
  actions = [],
  act,
  empty,
  isFolded = false,
}: {
  title: string;
  alerts: readonly AlertSummary[];
  actions?: readonly Action[];
  act: (action: Action, id?: string) => void;
  empty: string;
  isFolded?: boolean;
}) {
  const list =
    alerts.length === 0 ? (
      <p className="hint">{empty}</p>
    ) : (
      <ul>
        {alerts.map((alert) => (
          <AlertRow key={alert.id} alert={alert} actions={actions} act={act} />
        ))}
      </ul>
    );
  const heading = `${title} (${alerts.length})`;
  // Long lists of past alerts fold away, so the designs below stay near.
  if (isFolded)
    return (
      <details className="queue-list">
        <summary>{heading}</summary>
        {list}
      </details>
    );
  return (
    <section className="queue-list" aria-label={title}>
      <h3>{heading}</h3>
      {list}
    </section>
  );
}

export function AlertQueuePanel() {
  const [queue, setQueue] = useState<AlertQueueView | null>(null);
  const [error, setError] = useState('');

  const load = useCallback(async () => {
    try {
      const response = await api.alerts.queue.$get();
      if (!response.ok) return setError(await failureReason(response));
      setQueue((await response.json()) as AlertQueueView);
    } catch {
      setError(unreachable);
    }
  }, []);

  useEffect(() => {
    void load();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void load();
    }, refreshEveryMs);
    return () => clearInterval(timer);
  }, [load]);

  const act = async (action: Action, id?: string) => {
    setError('');
    try {
      const response = await api.alerts.control.$post({ json: { action, ...(id && { id }) } });
      if (!response.ok) setError(await failureReason(response));
    } catch {
      setError(unreachable);
    }
    await load();
  };

  if (!queue) return error ? <p className="error">{error}</p> : <p className="loading">Loading…</p>;
  const run = (action: Action, id?: string) => void act(action, id);
  return (
    <div className="alert-queue">
      {queue.warning && (
        <p className="notice queue-warning" role="alert">
          {queue.warning}
        </p>
      )}
      <p className="queue-state" aria-live="polite">
        <span className={`status-pill${queue.paused || queue.overlays === 0 ? '' : ' connected'}`}>
          {queue.paused ? 'Paused' : queue.overlays === 0 ? 'Waiting for an overlay' : 'Playing'}
        </span>{' '}
        <span className={`status-pill${queue.muted ? '' : ' connected'}`}>
          {queue.muted ? 'Muted' : 'Sound on'}
        </span>{' '}
        {queue.overlays === 0
          ? 'No alert overlay is open: alerts wait for one (after the stream, 10 minutes), then go to Missed.'
          : `${queue.overlays} alert overlay${queue.overlays === 1 ? '' : 's'} open.`}
      </p>
      <div className="row-actions start queue-controls">
        <button type="button" className="button" onClick={() => run(queue.paused ? 'resume' : 'pause')}>
          {queue.paused ? 'Resume' : 'Pause'}
        </button>
        <button type="button" className="button" onClick={() => run('skip')} disabled={!queue.current}>
          Skip the current alert
        </button>
        <button type="button" className="button" onClick={() => run(queue.muted ? 'unmute' : 'mute')}>
          {queue.muted ? 'Unmute' : 'Mute sounds and speech'}
        </button>
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <AlertList
        title="Playing now"
        alerts={queue.current ? [queue.current] : []}
        act={run}
        empty="Nothing is playing."
      />
      <AlertList
        title="Held for approval"
        alerts={queue.held}
        actions={['approve', 'skip']}
        act={run}
        empty="None held."
      />
      <AlertList
        title="Waiting"
        alerts={queue.queued}
        actions={['skip']}
        act={run}
        empty="No alert is waiting."
      />
      <AlertList
        title="Recent"
        alerts={queue.recent}
        actions={['replay']}
        act={run}
        empty="No alert has played yet."
        isFolded
      />
      <AlertList
        title="Missed"
        alerts={queue.missed}
        actions={['replay']}
        act={run}
        empty="None missed: every alert found an open overlay."
        isFolded={queue.missed.length === 0}
      />
    </div>
  );
}
