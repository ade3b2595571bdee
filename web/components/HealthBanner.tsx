// The streamer notice (issue 16): every settings page shows what is wrong with the channel, each problem
// with the one action that fixes it. It asks GET /api/health on every page change and whenever the
// dashboard says something changed (healthChanged), so a fixed problem's banner goes.
import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { api, failureReason } from '../api';

type Problem = {
  area: string;
  severity: 'error' | 'warning';
  message: string;
  action: { kind: 'join' | 'reconnect' | 'open'; label: string; href: string };
};

const healthEvent = 'streambot:health-changed';

/** Pages call this after a change that may fix or cause a problem (joining, leaving…). */
export const healthChanged = () => window.dispatchEvent(new Event(healthEvent));

export function HealthBanner() {
  const { pathname } = useLocation();
  const [problems, setProblems] = useState<Problem[]>([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      const response = await api.health.$get();
      if (!response.ok) return;
      const body = await response.json();
      setProblems(body.problems);
    } catch {
      // The notice is a helper: a failed check leaves the last answer shown.
    }
  }, []);

  useEffect(() => {
    window.addEventListener(healthEvent, load);
    return () => window.removeEventListener(healthEvent, load);
  }, [load]);

  // Opening a page asks again (and lets the server check the channel's subscriptions).
  useEffect(() => {
    if (pathname) void load();
  }, [load, pathname]);

  async function join() {
    setBusy(true);
    setError('');
    try {
      const response = await api.twitch.botOn.$post();
      if (!response.ok) throw new Error(await failureReason(response));
      const body = await response.json();
      if (!body.success) throw new Error('reason' in body ? body.reason : 'Twitch did not confirm.');
      window.dispatchEvent(new Event('streambot:bot-joined'));
      healthChanged();
    } catch (failure) {
      setError(`Joining failed: ${(failure as Error).message}`);
    } finally {
      setBusy(false);
    }
  }

  if (problems.length === 0) return null;
  return (
    <section className="health-banner" aria-label="Problems with your channel" data-testid="health-banner">
      <ul>
        {problems.map((problem) => (
          <li key={`${problem.area}:${problem.message}`} className={`health-problem ${problem.severity}`}>
            <span>{problem.message}</span>
            {problem.action.kind === 'join' ? (
              <button
                type="button"
                className="button primary"
                onClick={() => void join()}
                aria-disabled={busy}
              >
                {busy ? 'Please wait...' : problem.action.label}
              </button>
            ) : problem.action.kind === 'reconnect' ? (
              <a className="button primary" href={problem.action.href}>
                {problem.action.label}
              </a>
            ) : (
              <Link className="button" to={problem.action.href}>
                {problem.action.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
