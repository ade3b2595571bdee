// The streamer notice (issue 16): every dashboard page (DashboardLayout) shows what is wrong with the
// channel, each problem with the one action that fixes it (use-health.ts keeps the list current, so a
// fixed problem goes).
import { useState } from 'react';
import { Link } from 'react-router';
import { api, failureReason } from '../api';
import { healthChanged, type Problem, useHealth } from './use-health';

export function HealthBanner() {
  const problems = useHealth() ?? [];
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

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
        {problems.map((problem: Problem) => (
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
