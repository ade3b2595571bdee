// Platform Settings → Sessions: every browser where the signed-in user is signed in, when each signed
// in and was last used, and signing out of all of them at once (a lost phone, a shared computer).
import { useEffect, useState } from 'react';
import type { SessionSummary } from '../../../db/sessions';
import { auth, failureReason } from '../../api';
import { type ActionOutcome, ConfirmedAction } from '../../components/ConfirmedAction';
import { Panel } from '../../components/Panel';
import { useSession } from '../../session';
import './sessions.css';

const when = (at: number) =>
  new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function SessionsPage() {
  const { logout } = useSession();
  const [listed, setListed] = useState<{ sessions: SessionSummary[]; total: number } | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    auth.api.sessions
      .$get()
      .then(async (response) => {
        if (!response.ok) throw new Error(await failureReason(response));
        const { sessions, total } = await response.json();
        setListed({ sessions, total });
      })
      .catch((error: Error) => setLoadError(error.message || 'Could not load your sessions.'));
  }, []);

  const signOutEverywhere = async (): Promise<ActionOutcome> => {
    const response = await auth.api.sessions.endAll.$post();
    if (!response.ok) return { ok: false, reason: await failureReason(response) };
    // This browser's session ended too: the dashboard shows the signed-out page.
    await logout();
    return { ok: true, message: 'Signed out everywhere.' };
  };

  return (
    <article className="page">
      <h1>Sessions</h1>
      <Panel title="Where you are signed in">
        <p className="hint">
          Each browser or device where you signed in with Twitch. A session left unused for 30 days ends by
          itself; sign out everywhere if you lost a device or signed in on a computer that is not yours.
        </p>
        {loadError && (
          <p className="save-status error" role="alert">
            {loadError}
          </p>
        )}
        {listed && (
          <ul className="session-list" aria-label="Sessions">
            {listed.sessions.map((session) => (
              <li key={session.id} className="session-entry">
                <span className="session-name">
                  {session.current ? 'This browser' : 'Another browser'}
                  {session.current && <span className="session-badge">current</span>}
                </span>
                <span className="session-times">
                  <span>Signed in {when(session.signedInAt)}</span>
                  <span>Last active {when(session.lastActiveAt)}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
        {listed && listed.total > listed.sessions.length && (
          <p className="hint">
            And {listed.total - listed.sessions.length} more, used less recently. Signing out everywhere ends
            them too.
          </p>
        )}
        <ConfirmedAction
          label="Sign out everywhere"
          question="Sign out of every browser and device, this one included? You can sign in again with Twitch."
          run={signOutEverywhere}
        />
      </Panel>
    </article>
  );
}
