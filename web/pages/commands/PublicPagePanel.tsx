// The channel's public commands page (/c/{login}): its link to share with viewers, and the switch that
// turns it on or off (on by default).
import { useEffect, useState } from 'react';
import { api, failureReason } from '../../api';
import { CopyButton } from '../../components/CopyButton';
import { Panel } from '../../components/Panel';

type PublicPage = { enabled: boolean; url: string };

export function PublicPagePanel() {
  const [page, setPage] = useState<PublicPage | null>(null);
  const [error, setError] = useState('');
  const [isSaving, setIsSaving] = useState(false);

  useEffect(() => {
    // A stale load (React runs effects twice in development) must not replace a switch already flipped.
    let isCurrent = true;
    api.publicPage
      .$get()
      .then(async (response) => {
        if (!response.ok) throw new Error(await failureReason(response));
        const { enabled, url } = await response.json();
        if (isCurrent) setPage({ enabled, url });
      })
      .catch((failure: Error) => isCurrent && setError(failure.message || 'Could not load the public page.'));
    return () => {
      isCurrent = false;
    };
  }, []);

  async function turn(enabled: boolean) {
    if (!page || isSaving) return;
    setIsSaving(true);
    setError('');
    setPage({ ...page, enabled });
    try {
      const response = await api.publicPage.$post({ json: { enabled } });
      if (!response.ok) throw new Error(await failureReason(response));
    } catch (failure) {
      setPage({ ...page, enabled: !enabled });
      setError(`Turning the page ${enabled ? 'on' : 'off'} failed: ${(failure as Error).message}`);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Panel title="Public Commands Page">
      <p className="hint">
        Viewers find your commands and quotes at this address without signing in, and <code>!commands</code>{' '}
        answers with it. Commands switched off in Twitch chat or set to "Hide on the public page" are left
        off.
      </p>
      {page === null && !error && <p className="loading">Loading…</p>}
      {page && (
        <>
          <label className="checkbox">
            <input
              type="checkbox"
              role="switch"
              aria-checked={page.enabled}
              checked={page.enabled}
              disabled={isSaving}
              onChange={(event) => void turn(event.target.checked)}
            />
            Public page on
          </label>
          {page.enabled ? (
            <div className="overlay-link-row">
              <a href={page.url} target="_blank" rel="noreferrer" className="overlay-url">
                {page.url}
              </a>
              <CopyButton text={page.url} label="Copy link" />
            </div>
          ) : (
            <p className="hint">The page is off: its address shows "No commands page here".</p>
          )}
        </>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </Panel>
  );
}
